import { SHARED_CATALOG_MSG, vehicleModelForm, type VehicleModel } from '@huella/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { FormTextField } from '../../../components/form-text-field';
import { useNotify } from '../../../components/notification-provider';
import { isApiError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useVehicleBrands } from '../api/get-vehicle-brands';
import { useStoreVehicleModel } from '../api/store-vehicle-model';
import { useAppForm } from '../../../lib/use-app-form';

export interface VehicleModelDialogProps {
  model: VehicleModel | null;
  /** Brand preselected for a new model (the brand chosen in the vehicle dialog). */
  brandId?: number | null;
  onClose: () => void;
  onSaved?: (model: { id: number; id_marca: number; descripcion: string }) => void;
}

/** Add or edit a vehicle model of a brand ('Marca es requerido' without one). */
export function VehicleModelDialog({ model, brandId, onClose, onSaved }: VehicleModelDialogProps) {
  const brands = useVehicleBrands();
  const storeModel = useStoreVehicleModel();
  const notify = useNotify();
  const { control, handleSubmit, setError } = useAppForm({
    resolver: zodResolver(vehicleModelForm),
    defaultValues: {
      id: model?.id ?? null,
      id_marca: model?.id_marca ?? brandId ?? '',
      descripcion: model?.descripcion ?? '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await storeModel.mutateAsync(values);
      notify({ severity: 'success', message: answer.message });
      onSaved?.({ id: answer.id, id_marca: answer.id_marca, descripcion: answer.modelo });
      onClose();
    } catch (error) {
      if (!isApiError(error) || error.handled) return;
      // A model in use cannot move to another brand: that refusal belongs to the brand field.
      if (error.status === 409)
        setError(error.message === SHARED_CATALOG_MSG.modeloEnUso ? 'id_marca' : 'descripcion', {
          type: 'server',
          message: error.message,
        });
      else if (!applyFieldErrors(error, setError, ['id_marca', 'descripcion'])) {
        notify({ severity: 'error', message: error.message });
      }
    }
  });

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="vehicle-model-dialog-title">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="vehicle-model-dialog-title">{model ? 'Editar modelo' : 'Nuevo modelo'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <FormTextField control={control} name="id_marca" label="Marca" select required>
              {(brands.data ?? []).map((brand) => (
                <MenuItem key={brand.id} value={brand.id}>
                  {brand.descripcion}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField control={control} name="descripcion" label="Descripción" required autoFocus />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={storeModel.isPending}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" loading={storeModel.isPending}>
            Guardar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
