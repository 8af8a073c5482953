import { applicationForm } from '@huella/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { FormTextField } from '../../../components/form-text-field';
import { useNotify } from '../../../components/notification-provider';
import { isApiError } from '../../../lib/api-client';
import { useStoreApplication } from '../api/store-application';
import { useAppForm } from '../../../lib/use-app-form';

export interface ApplicationNameDialogProps {
  clientId: number;
  onClose: () => void;
  onCreated: (id: number) => void;
}

/** 'Nueva Aplicación': adds a name to the catalogue; a duplicate shows 'Aplicacion duplicada' under the field. */
export function ApplicationNameDialog({ clientId, onClose, onCreated }: ApplicationNameDialogProps) {
  const storeApplication = useStoreApplication(clientId);
  const notify = useNotify();
  const { control, handleSubmit, setError } = useAppForm({
    resolver: zodResolver(applicationForm),
    defaultValues: { aplicacion: '' },
  });

  // Its own form element: the dialog opens over the remnant form and must not submit it.
  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await storeApplication.mutateAsync(values.aplicacion);
      notify({ severity: 'success', message: 'Agregado' });
      onCreated(saved.aplicacion.id);
    } catch (error) {
      if (!isApiError(error) || error.handled) return;
      if (error.status === 409 || error.status === 422)
        setError('aplicacion', { type: 'server', message: error.message });
      else notify({ severity: 'error', message: error.message, duration: 4000 });
    }
  });

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="application-name-dialog-title">
      <form
        onSubmit={(event) => {
          event.stopPropagation();
          void onSubmit(event);
        }}
        noValidate
      >
        <DialogTitle id="application-name-dialog-title">Nueva Aplicación</DialogTitle>
        <DialogContent>
          <FormTextField
            control={control}
            name="aplicacion"
            label="Aplicación"
            required
            autoFocus
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained" loading={storeApplication.isPending}>
            Agregar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
