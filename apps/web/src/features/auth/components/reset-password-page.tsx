import { MSG, resetPasswordForm } from '@huella/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { FormTextField } from '../../../components/form-text-field';
import { NewPasswordFields } from './new-password-fields';
import { LoadingState } from '../../../components/loading-state';
import { useNotify } from '../../../components/notification-provider';
import { isApiError } from '../../../lib/api-client';
import { useCheckResetToken } from '../api/check-reset-token';
import { useResetPassword } from '../api/reset-password';
import { AuthLayout } from './auth-layout';
import { useAppForm } from '../../../lib/use-app-form';

/** '/resetpassword?email=..&token=..': the link of the recovery e-mail. The code is checked before asking. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const hasParams = email !== '' && token !== '';
  const check = useCheckResetToken({ email, token_password: token }, hasParams);

  let content;
  if (hasParams && check.isPending) content = <LoadingState label="Verificando enlace…" />;
  else if (hasParams && check.data?.valido) content = <NewPasswordForm email={email} token={token} />;
  else
    content = (
      <Stack spacing={2}>
        <Alert severity="error">{MSG.tokenInvalido}</Alert>
        <Button component={RouterLink} to="/login" variant="contained">
          Ir a iniciar sesión
        </Button>
      </Stack>
    );

  return <AuthLayout title="Restablecer contraseña">{content}</AuthLayout>;
}

function NewPasswordForm({ email, token }: { email: string; token: string }) {
  const { control, handleSubmit } = useAppForm({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { email, token_password: token, new_password: '', repeat_password: '' },
  });
  const resetMutation = useResetPassword();
  const notify = useNotify();
  const navigate = useNavigate();

  const onSubmit = handleSubmit(async ({ repeat_password: _repeat, ...body }) => {
    try {
      const answer = await resetMutation.mutateAsync(body);
      notify({ severity: 'success', message: answer.message });
      await navigate('/login');
    } catch (error) {
      if (isApiError(error) && !error.handled) {
        notify({ severity: 'error', title: '¡Upps! Algo pasó.', message: error.message, duration: 4000 });
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
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <NewPasswordFields
          control={control}
          names={['new_password', 'repeat_password']}
          repeatLabel="Repetir contraseña"
          autoFocus
        />
        <Button type="submit" variant="contained" size="large" loading={resetMutation.isPending} fullWidth>
          Restablecer
        </Button>
      </Stack>
    </form>
  );
}
