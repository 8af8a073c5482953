import { roleForm, type Role } from '@huella/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { FormTextField } from '../../../components/form-text-field';
import { useNotify } from '../../../components/notification-provider';
import { isApiError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useSaveRole } from '../api/save-role';
import { useAppForm } from '../../../lib/use-app-form';

interface RoleDialogProps {
  /** The role to edit, or null for a new one. */
  role: Role | null;
  onClose: () => void;
}

/** 'Nuevo Rol' / 'Editar Rol'. The name is fixed once created (spec 1 §4), so it is read-only when editing. */
export function RoleDialog({ role, onClose }: RoleDialogProps) {
  const isEdit = role !== null;
  const { control, handleSubmit, setError } = useAppForm({
    resolver: zodResolver(roleForm),
    defaultValues: { name: role?.name ?? '', description: role?.description ?? '' },
  });
  const save = useSaveRole();
  const notify = useNotify();

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync({ ...values, id: role?.id ?? 0 });
      notify({ severity: 'success', message: answer.success });
      onClose();
    } catch (error) {
      if (!isApiError(error) || error.handled) return;
      // Spec 1 §8: the server's error field in an error toast (and under the field when it names one).
      applyFieldErrors(error, setError, ['name', 'description']);
      notify({ severity: 'error', message: error.message });
    }
  });

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="role-dialog-title">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="role-dialog-title">{isEdit ? 'Editar Rol' : 'Nuevo Rol'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField
              control={control}
              name="name"
              label="Nombre"
              autoFocus={!isEdit}
              // Shown disabled, still sent: the server checks the name did not change.
              disabled={isEdit}
              slotProps={{ htmlInput: { maxLength: 60 } }}
              helperText={isEdit ? 'El nombre del rol no se puede modificar' : undefined}
            />
            <FormTextField
              control={control}
              name="description"
              label="Descripción"
              autoFocus={isEdit}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 255 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={save.isPending}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {isEdit ? 'Actualizar' : 'Guardar'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
