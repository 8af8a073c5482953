import { MSG, registerForm } from '@huella/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Controller } from 'react-hook-form';
import { FormPasswordField } from '../../../components/form-password-field';
import { FormTextField } from '../../../components/form-text-field';
import { useNotify } from '../../../components/notification-provider';
import { isApiError } from '../../../lib/api-client';
import { reloadPage } from '../../../lib/browser';
import { applyFieldErrors } from '../../../lib/form-errors';
import { storeSession } from '../../../lib/storage';
import { useRegister } from '../api/register';
import { useAppForm } from '../../../lib/use-app-form';

const SERVER_FIELDS = ['Empresa', 'name', 'Telefono', 'email', 'password'] as const;

export function RegisterForm({ onLogin }: { onLogin: () => void }) {
  const { control, handleSubmit, setError } = useAppForm({
    resolver: zodResolver(registerForm),
    // The terms checkbox starts checked (spec 1 §2.4) but must stay checked to register.
    defaultValues: {
      Empresa: '',
      name: '',
      Telefono: '',
      email: '',
      password: '',
      password_confirmation: '',
      terminos: true,
    },
  });
  const registerMutation = useRegister();
  const notify = useNotify();

  const onSubmit = handleSubmit(
    async ({ password_confirmation: _confirmation, terminos: _terms, ...body }) => {
      try {
        const account = await registerMutation.mutateAsync(body);
        // The new user is a member (role 4) of the new company, so the session starts inside it.
        storeSession({
          token: account.token,
          userId: account.id,
          role: account.role,
          email: account.email,
          name: account.name,
          clientId: account.id_cliente,
        });
        reloadPage();
      } catch (error) {
        if (!isApiError(error) || error.handled) return;
        if (!applyFieldErrors(error, setError, SERVER_FIELDS)) {
          notify({ severity: 'error', message: error.message, duration: 4000 });
        }
      }
    },
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack spacing={2}>
        <FormTextField
          control={control}
          name="Empresa"
          label="Empresa"
          autoComplete="organization"
          autoFocus
        />
        <FormTextField control={control} name="name" label="Nombre" autoComplete="name" />
        <FormTextField control={control} name="Telefono" label="Teléfono" type="tel" autoComplete="tel" />
        <FormTextField control={control} name="email" label="E-mail" type="email" autoComplete="email" />
        <FormPasswordField
          control={control}
          name="password"
          label="Contraseña"
          autoComplete="new-password"
          helperText={MSG.passwordHint}
        />
        <FormPasswordField
          control={control}
          name="password_confirmation"
          label="Confirmar contraseña"
          autoComplete="new-password"
        />
        <Controller
          control={control}
          name="terminos"
          render={({ field, fieldState }) => (
            <FormControl error={Boolean(fieldState.error)}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    slotProps={{ input: { ref: field.ref } }}
                  />
                }
                label="Acepto los términos y condiciones"
              />
              {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
            </FormControl>
          )}
        />
        <Button type="submit" variant="contained" size="large" loading={registerMutation.isPending} fullWidth>
          Registrar
        </Button>
        <Link component="button" type="button" variant="body2" onClick={onLogin} sx={{ alignSelf: 'center' }}>
          ¿Ya tiene una cuenta? Iniciar sesión
        </Link>
      </Stack>
    </form>
  );
}
