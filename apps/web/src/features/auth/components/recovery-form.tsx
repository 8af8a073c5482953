import { recoveryRequest } from '@huella/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { FormTextField } from '../../../components/form-text-field';
import { useNotify } from '../../../components/notification-provider';
import { isApiError } from '../../../lib/api-client';
import { useSendRecoveryEmail } from '../api/send-recovery-email';
import { useAppForm } from '../../../lib/use-app-form';

interface RecoveryFormProps {
  onLogin: () => void;
  /** The e-mail was accepted: the reset dialog opens for it. */
  onSent: (email: string) => void;
}

export function RecoveryForm({ onLogin, onSent }: RecoveryFormProps) {
  const { control, handleSubmit } = useAppForm({
    resolver: zodResolver(recoveryRequest),
    defaultValues: { email: '' },
  });
  const sendMutation = useSendRecoveryEmail();
  const notify = useNotify();

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await sendMutation.mutateAsync(values);
      notify({ severity: 'success', message: answer.message });
      onSent(values.email);
    } catch (error) {
      if (isApiError(error) && !error.handled) {
        notify({ severity: 'error', title: 'Upps Algo Paso!', message: error.message, duration: 4000 });
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
        <Button type="submit" variant="contained" size="large" loading={sendMutation.isPending} fullWidth>
          Enviar código
        </Button>
        <Link component="button" type="button" variant="body2" onClick={onLogin} sx={{ alignSelf: 'center' }}>
          Volver a iniciar sesión
        </Link>
      </Stack>
    </form>
  );
}
