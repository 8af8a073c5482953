import { vehicleBrandForm, type VehicleBrand } from '@huella/contracts';
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
import { useStoreVehicleBrand } from '../api/store-vehicle-brand';
import { useAppForm } from '../../../lib/use-app-form';

export interface VehicleBrandDialogProps {
  brand: VehicleBrand | null;
  onClose: () => void;
  onSaved?: (brand: VehicleBrand) => void;
}

/** Add or rename a vehicle brand (stored uppercased; 'Marca duplicada' when it exists). */
export function VehicleBrandDialog({ brand, onClose, onSaved }: VehicleBrandDialogProps) {
  const storeBrand = useStoreVehicleBrand();
  const notify = useNotify();
  const { control, handleSubmit, setError } = useAppForm({
    resolver: zodResolver(vehicleBrandForm),
    defaultValues: { id: brand?.id ?? null, descripcion: brand?.descripcion ?? '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await storeBrand.mutateAsync(values);
      notify({ severity: 'success', message: answer.message });
      onSaved?.({ id: answer.id, descripcion: answer.marca });
      onClose();
    } catch (error) {
      if (!isApiError(error) || error.handled) return;
      if (error.status === 409) setError('descripcion', { type: 'server', message: error.message });
      else if (!applyFieldErrors(error, setError, ['descripcion']))
        notify({ severity: 'error', message: error.message });
    }
  });

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="vehicle-brand-dialog-title">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="vehicle-brand-dialog-title">{brand ? 'Editar marca' : 'Nueva marca'}</DialogTitle>
        <DialogContent>
          <Stack sx={{ pt: 1 }}>
            <FormTextField control={control} name="descripcion" label="Descripción" required autoFocus />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={storeBrand.isPending}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" loading={storeBrand.isPending}>
            Guardar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
