import { repairForm, type StateTyre } from '@huella/contracts';
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
import { useRegisterRepair } from '../api/register-repair';
import { todayIso } from './format';
import { useAppForm } from '../../../lib/use-app-form';

export interface RepairDialogProps {
  clientId: number;
  userId: number | null;
  tyre: Pick<StateTyre, 'id' | 'num_serie'>;
  onClose: () => void;
}

/** The repair list's cost action: cost, currency and observation; the tyre goes back to stock. */
export function RepairDialog({ clientId, userId, tyre, onClose }: RepairDialogProps) {
  const register = useRegisterRepair(clientId, userId);
  const notify = useNotify();
  const { control, handleSubmit, setError } = useAppForm({
    resolver: zodResolver(repairForm),
    defaultValues: { costo: '', tipo_moneda: 2, observacion: '', fecha: todayIso() },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await register.mutateAsync({ tyreId: tyre.id, form: values });
      notify({ severity: 'success', message: answer.message });
      onClose();
    } catch (error) {
      if (!isApiError(error) || error.handled) return;
      if (!applyFieldErrors(error, setError, ['costo', 'tipo_moneda', 'observacion', 'fecha']))
        notify({ severity: 'error', message: error.message, duration: 6000 });
    }
  });

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="repair-title">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="repair-title">Costo de reparación · {tyre.num_serie}</DialogTitle>
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
            <FormDateField control={control} name="fecha" label="Fecha de reparación" required />
            <FormTextField
              control={control}
              name="observacion"
              label="Observación"
              required
              multiline
              minRows={2}
            />
            <Alert severity="info" variant="outlined">
              El costo se suma al de la vida actual del neumático, que vuelve a quedar listo para instalar.
            </Alert>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={register.isPending}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" loading={register.isPending}>
            Guardar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
