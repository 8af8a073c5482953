import { type CostEvent, costUpdateForm } from '@huella/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { FormDateField } from '../../../components/form-date-field';
import { FormTextField } from '../../../components/form-text-field';
import { useNotify } from '../../../components/notification-provider';
import { isApiError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useUpdateTyreCost } from '../api/update-tyre-cost';
import { useAppForm } from '../../../lib/use-app-form';

export interface CostEditDialogProps {
  clientId: number;
  event: CostEvent;
  onClose: () => void;
}

/** Edit one cost event: amount as entered, currency, date; the server converts it at that date's rate. */
export function CostEditDialog({ clientId, event, onClose }: CostEditDialogProps) {
  const update = useUpdateTyreCost(clientId);
  const notify = useNotify();
  const { control, handleSubmit, setError } = useAppForm({
    resolver: zodResolver(costUpdateForm),
    defaultValues: {
      costo: event.costo,
      tipo_moneda: event.tipo_moneda,
      fecha: event.fecha,
      observacion: event.observacion ?? '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await update.mutateAsync({ id: event.id, form: values });
      notify({ severity: 'success', message: answer.message });
      onClose();
    } catch (error) {
      if (!isApiError(error) || error.handled) return;
      if (!applyFieldErrors(error, setError, ['costo', 'tipo_moneda', 'fecha', 'observacion']))
        notify({ severity: 'error', message: error.message, duration: 6000 });
    }
  });

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="cost-edit-title">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="cost-edit-title">Editar costo ({event.nom_motivo})</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <FormTextField
              control={control}
              name="costo"
              label="Costo (sin IGV)"
              required
              autoFocus
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <FormTextField control={control} name="tipo_moneda" label="Moneda" select required>
              <MenuItem value={1}>Soles (S/)</MenuItem>
              <MenuItem value={2}>Dólares (US$)</MenuItem>
            </FormTextField>
            <FormDateField control={control} name="fecha" label="Fecha" required />
            <FormTextField control={control} name="observacion" label="Observación" multiline minRows={2} />
            <Alert severity="info" variant="outlined">
              Un costo en soles se convierte a dólares con el tipo de cambio vigente en su fecha.
            </Alert>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={update.isPending}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" loading={update.isPending}>
            Guardar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
