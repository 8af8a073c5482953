import {
  formatIsoDay,
  formatReading,
  INSTALLATION_REMOVAL_REASONS,
  type InstallationTyre,
  removalDialogForm,
  type RemovalDialogForm,
} from '@huella/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { FormDateField } from '../../../components/form-date-field';
import { FormTextField } from '../../../components/form-text-field';
import type { OccupiedPosition } from './installation-queue';
import { TyreSummary } from './tyre-summary';
import { useAppForm } from '../../../lib/use-app-form';

export interface RemovalDialogProps {
  position: OccupiedPosition;
  /** The tyre's names, when the load has them. */
  detail: InstallationTyre | undefined;
  defaults: { fecha: string; km: string };
  isHours: boolean;
  onConfirm: (values: RemovalDialogForm) => void;
  onClose: () => void;
}

/**
 * The removal dialog (spec 2 §5): removal date, reading and reason required; neither may be earlier or lower
 * than the record's installation (the spec's two warnings, under the field they concern). 'Agregar' queues it.
 */
export function RemovalDialog({
  position,
  detail,
  defaults,
  isHours,
  onConfirm,
  onClose,
}: RemovalDialogProps) {
  const { control, handleSubmit } = useAppForm({
    resolver: zodResolver(removalDialogForm),
    defaultValues: {
      fecha_instalacion: position.fecha_instalacion ?? '',
      km_instalacion: position.km_instalacion ?? 0,
      fecha_retiro: defaults.fecha,
      km_retiro: defaults.km,
      motivo_retiro: '',
      observacion: '',
    },
  });
  const unit = isHours ? 'h' : 'km';
  const since = position.fecha_instalacion
    ? `Instalado el ${formatIsoDay(position.fecha_instalacion)} a ${formatReading(position.km_instalacion ?? 0)} ${unit}`
    : '';

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="removal-dialog-title">
      <form onSubmit={handleSubmit(onConfirm)} noValidate>
        <DialogTitle id="removal-dialog-title">Retirar neumático de P{position.posicion}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 0.5 }}>
            <TyreSummary
              serial={position.num_serie}
              lines={[
                detail ? `${detail.marca} ${detail.modelo} · ${detail.medida} · vida ${detail.vida}` : '',
                since,
              ].filter(Boolean)}
            />
            <FormDateField control={control} name="fecha_retiro" label="Fecha de retiro" required />
            <FormTextField
              control={control}
              name="km_retiro"
              label={isHours ? 'Horas de retiro' : 'Kilometraje de retiro'}
              required
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <FormTextField control={control} name="motivo_retiro" label="Motivo de retiro" select required>
              {INSTALLATION_REMOVAL_REASONS.map((reason) => (
                <MenuItem key={reason.id} value={reason.id} sx={{ minHeight: 44 }}>
                  {reason.label}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField control={control} name="observacion" label="Observación" multiline minRows={2} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} sx={{ minHeight: 44 }}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" color="error" sx={{ minHeight: 44 }}>
            Agregar retiro
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
