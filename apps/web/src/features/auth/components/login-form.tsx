import { loginForm, MSG } from '@huella/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useNavigate } from 'react-router';
import { FormPasswordField } from '../../../components/form-password-field';
import { FormTextField } from '../../../components/form-text-field';
import { useNotify } from '../../../components/notification-provider';
import { isApiError } from '../../../lib/api-client';
import { reloadPage } from '../../../lib/browser';
import { storeSession } from '../../../lib/storage';
import { useLogin } from '../api/login';
import { useAppForm } from '../../../lib/use-app-form';

interface LoginFormProps {
  onRegister: () => void;
  onRecover: () => void;
}

export function LoginForm({ onRegister, onRecover }: LoginFormProps) {
  const { control, handleSubmit } = useAppForm({
    resolver: zodResolver(loginForm),
    defaultValues: { email: '', password: '' },
  });
  const loginMutation = useLogin();
  const notify = useNotify();
  const navigate = useNavigate();

  const onSubmit = handleSubmit(async (values) => {
    try {
      const session = await loginMutation.mutateAsync(values);
      storeSession({
        token: session.token,
        userId: session.userId,
        role: session.role,
        email: session.email,
        name: `${session.nombres} ${session.apellidos}`.trim(),
        clientId: session.id_cliente,
      });
      // A fresh page load starts every cache clean; the guard then sends the user to their first screen.
      reloadPage();
    } catch (error) {
      if (isApiError(error) && error.code === 'CAMBIAR_PASSWORD') {
        await navigate(`/changeyourpassword?email=${encodeURIComponent(values.email)}`);
        return;
      }
      if (isApiError(error) && !error.handled) {
        notify({ severity: 'warning', message: error.message, duration: 4000 });
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack spacing={2.5}>
        <FormTextField
          control={control}
          name="email"
          label="E-mail"
          type="email"
          autoComplete="username"
          autoFocus
        />
        <FormPasswordField
          control={control}
          name="password"
          label="Contraseña"
          autoComplete="current-password"
          helperText={MSG.passwordHint}
        />
        <Button type="submit" variant="contained" size="large" loading={loginMutation.isPending} fullWidth>
          Ingresar
        </Button>
        <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Link component="button" type="button" variant="body2" onClick={onRecover}>
            ¿Olvidó su contraseña?
          </Link>
          <Link component="button" type="button" variant="body2" onClick={onRegister}>
            Registrar Usuario
          </Link>
        </Stack>
      </Stack>
    </form>
  );
}
