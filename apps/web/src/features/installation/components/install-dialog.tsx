import { type InstallableTyre, installDialogForm, type InstallDialogForm } from '@huella/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { FormDateField } from '../../../components/form-date-field';
import { FormTextField } from '../../../components/form-text-field';
import { TyreSummary } from './tyre-summary';
import { useAppForm } from '../../../lib/use-app-form';

export interface InstallDialogProps {
  tyre: InstallableTyre;
  posicion: number;
  /** The screen's date and reading: what the install starts from. */
  defaults: { fecha: string; km: string };
  isHours: boolean;
  onConfirm: (values: InstallDialogForm) => void;
  onClose: () => void;
}

/**
 * The install dialog (spec 2 §5): installation date and reading required, observation optional. 'Agregar'
 * only queues the install; nothing is saved until Guardar.
 */
export function InstallDialog({ tyre, posicion, defaults, isHours, onConfirm, onClose }: InstallDialogProps) {
  const { control, handleSubmit } = useAppForm({
    resolver: zodResolver(installDialogForm),
    defaultValues: { fecha_instalacion: defaults.fecha, km_instalacion: defaults.km, observacion: '' },
  });

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="install-dialog-title">
      <form onSubmit={handleSubmit(onConfirm)} noValidate>
        <DialogTitle id="install-dialog-title">Instalar neumático en P{posicion}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 0.5 }}>
            <TyreSummary
              serial={tyre.num_serie}
              lines={[
                `${tyre.marca} ${tyre.modelo} · ${tyre.medida}`,
                `Vida ${tyre.vida} · remanente ${tyre.remanente_actual} mm`,
              ]}
            />
            <FormDateField control={control} name="fecha_instalacion" label="Fecha de instalación" required />
            <FormTextField
              control={control}
              name="km_instalacion"
              label={isHours ? 'Horas de instalación' : 'Kilometraje de instalación'}
              required
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <FormTextField control={control} name="observacion" label="Observación" multiline minRows={2} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} sx={{ minHeight: 44 }}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" sx={{ minHeight: 44 }}>
            Agregar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
