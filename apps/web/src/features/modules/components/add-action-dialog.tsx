import { addActionRequest } from '@huella/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { FormTextField } from '../../../components/form-text-field';
import { useNotify } from '../../../components/notification-provider';
import { isApiError } from '../../../lib/api-client';
import { useAddAction } from '../api/add-action';
import { useAppForm } from '../../../lib/use-app-form';

/** The nested dialog of the module form: a new action name ('Accion duplicada' when it exists). */
export function AddActionDialog({
  onClose,
  onAdded,
}: {
  onClose: () => void;
  onAdded: (id: number) => void;
}) {
  const { control, handleSubmit, setError } = useAppForm({
    resolver: zodResolver(addActionRequest),
    defaultValues: { descripcion: '' },
  });
  const add = useAddAction();
  const notify = useNotify();

  const onSubmit = handleSubmit(async ({ descripcion }) => {
    try {
      const answer = await add.mutateAsync(descripcion);
      if (answer.success.resultado || !answer.success.accion) {
        setError('descripcion', { type: 'server', message: answer.success.message });
        return;
      }
      notify({ severity: 'success', message: answer.success.message });
      onAdded(answer.success.accion.id);
      onClose();
    } catch (error) {
      // Spec 1 §8: action-list errors are only logged; this one the user caused, so it is shown.
      if (isApiError(error) && !error.handled) notify({ severity: 'error', message: error.message });
    }
  });

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="add-action-title">
      {/* A form inside the module form's dialog: stop the submit from reaching the outer form. */}
      <form
        onSubmit={(event) => {
          event.stopPropagation();
          void onSubmit(event);
        }}
        noValidate
      >
        <DialogTitle id="add-action-title">Nueva acción</DialogTitle>
        <DialogContent>
          <FormTextField
            control={control}
            name="descripcion"
            label="Nombre de la acción"
            autoFocus
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={add.isPending}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" loading={add.isPending}>
            Agregar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
