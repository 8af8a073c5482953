import { MSG, plantForm, type Plant } from '@huella/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FormTextField } from '../../../components/form-text-field';
import { useNotify } from '../../../components/notification-provider';
import { isApiError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useStorePlant } from '../api/store-plant';
import { useAppForm } from '../../../lib/use-app-form';

export interface PlantDialogProps {
  clientId: number;
  /** The plant to edit, or null for a new one. */
  plant: Plant | null;
  onClose: () => void;
}

/** 'Nueva Planta' / 'Editar Planta' (spec 2 §2): name and address; Guardar stays disabled until both are valid. */
export function PlantDialog({ clientId, plant, onClose }: PlantDialogProps) {
  const storePlant = useStorePlant(clientId);
  const notify = useNotify();
  const { control, handleSubmit, setError } = useAppForm({
    resolver: zodResolver(plantForm),
    defaultValues: { id: plant?.id ?? null, nombre: plant?.nombre ?? '', direccion: plant?.direccion ?? '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await storePlant.mutateAsync(values);
      notify({ severity: 'success', message: MSG.operacionExitosa });
      onClose();
    } catch (error) {
      if (!isApiError(error) || error.handled) return;
      if (error.status === 409) setError('nombre', { type: 'server', message: error.message });
      else if (!applyFieldErrors(error, setError, ['nombre', 'direccion'])) {
        notify({ severity: 'error', message: error.message, duration: 4000 });
      }
    }
  });

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="plant-dialog-title">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="plant-dialog-title">{plant ? 'Editar Planta' : 'Nueva Planta'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {plant && <TextField label="ID" value={plant.id} disabled fullWidth />}
            <FormTextField control={control} name="nombre" label="Nombre" required autoFocus />
            <FormTextField control={control} name="direccion" label="Dirección" required />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={storePlant.isPending}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" loading={storePlant.isPending}>
            Guardar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
