import { MSG, restorePasswordForm } from '@huella/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { FormPasswordField } from '../../../components/form-password-field';
import { FormTextField } from '../../../components/form-text-field';
import { NewPasswordFields } from './new-password-fields';
import { isApiError } from '../../../lib/api-client';
import { clearSession } from '../../../lib/storage';
import { useRestorePassword } from '../api/restore-password';
import { AuthLayout } from './auth-layout';
import { useAppForm } from '../../../lib/use-app-form';

/** Spec 1 §9: after a successful change the screen waits 4 s, then goes to login. */
const REDIRECT_DELAY_MS = 4000;

/** '/changeyourpassword?email=..': replaces a temporary password. Whoever was signed in is signed out. */
export function ChangePasswordPage() {
  const [params] = useSearchParams();
  const emailFromLink = params.get('email') ?? '';
  const [isDone, setIsDone] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const restoreMutation = useRestorePassword();
  const navigate = useNavigate();

  const { control, handleSubmit } = useAppForm({
    resolver: zodResolver(restorePasswordForm),
    defaultValues: { email: emailFromLink, passwordTemporal: '', password: '', password_confirmation: '' },
  });

  useEffect(() => {
    clearSession();
  }, []);

  useEffect(() => {
    if (!isDone) return;
    const timer = setTimeout(() => void navigate('/login'), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isDone, navigate]);

  const onSubmit = handleSubmit(async ({ password_confirmation: _confirmation, ...body }) => {
    setServerError(null);
    try {
      await restoreMutation.mutateAsync(body);
      setIsDone(true);
    } catch (error) {
      if (isApiError(error) && !error.handled) setServerError(error.message);
    }
  });

  return (
    <AuthLayout
      title="Cambiar contraseña"
      subtitle="Ingrese la contraseña temporal que recibió y elija una nueva"
    >
      {isDone ? (
        <Alert severity="success">{MSG.passwordRestablecido}</Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack spacing={2.5}>
            {emailFromLink ? (
              <FormTextField
                control={control}
                name="email"
                label="E-mail"
                slotProps={{ htmlInput: { readOnly: true } }}
              />
            ) : (
              <FormTextField
                control={control}
                name="email"
                label="E-mail"
                type="email"
                autoComplete="username"
                autoFocus
              />
            )}
            <FormPasswordField
              control={control}
              name="passwordTemporal"
              label="Contraseña temporal"
              autoComplete="current-password"
              autoFocus={emailFromLink !== ''}
            />
            <NewPasswordFields
              control={control}
              names={['password', 'password_confirmation']}
              repeatLabel="Confirmar contraseña"
            />
            {serverError && <Alert severity="error">{serverError}</Alert>}
            <Button
              type="submit"
              variant="contained"
              size="large"
              loading={restoreMutation.isPending}
              fullWidth
            >
              Cambiar
            </Button>
          </Stack>
        </form>
      )}
    </AuthLayout>
  );
}
