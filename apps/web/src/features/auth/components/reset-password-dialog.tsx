import { resetPasswordForm } from '@huella/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { FormTextField } from '../../../components/form-text-field';
import { NewPasswordFields } from './new-password-fields';
import { useNotify } from '../../../components/notification-provider';
import { isApiError } from '../../../lib/api-client';
import { useResetPassword } from '../api/reset-password';
import { useAppForm } from '../../../lib/use-app-form';

interface ResetPasswordDialogProps {
  email: string;
  onClose: () => void;
  /** Password changed: the login screen returns to its login mode. */
  onDone: () => void;
}

/** Opened after the recovery e-mail was accepted; mount it per e-mail so the form starts clean. */
export function ResetPasswordDialog({ email, onClose, onDone }: ResetPasswordDialogProps) {
  const { control, handleSubmit } = useAppForm({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { email, token_password: '', new_password: '', repeat_password: '' },
  });
  const resetMutation = useResetPassword();
  const notify = useNotify();

  const onSubmit = handleSubmit(async ({ repeat_password: _repeat, ...body }) => {
    try {
      const answer = await resetMutation.mutateAsync(body);
      notify({ severity: 'success', message: answer.message });
      onDone();
    } catch (error) {
      if (isApiError(error) && !error.handled) {
        notify({ severity: 'error', title: '¡Upps! Algo pasó.', message: error.message, duration: 4000 });
      }
    }
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby="reset-password-title" maxWidth="xs" fullWidth>
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="reset-password-title">Restablecer contraseña</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Ingrese el código que recibió en su correo y su nueva contraseña.
          </DialogContentText>
          <Stack spacing={2}>
            <FormTextField
              control={control}
              name="email"
              label="E-mail"
              slotProps={{ htmlInput: { readOnly: true } }}
            />
            <FormTextField
              control={control}
              name="token_password"
              label="Código"
              autoComplete="one-time-code"
              autoFocus
            />
            <NewPasswordFields
              control={control}
              names={['new_password', 'repeat_password']}
              repeatLabel="Repetir contraseña"
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained" loading={resetMutation.isPending}>
            Restablecer
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
