import { exchangeRateForm, MSG } from '@huella/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { FormDateField } from '../../../components/form-date-field';
import { FormTextField } from '../../../components/form-text-field';
import { useNotify } from '../../../components/notification-provider';
import { isApiError } from '../../../lib/api-client';
import { useStoreExchangeRate } from '../api/store-exchange-rate';
import { useAppForm } from '../../../lib/use-app-form';

export interface ExchangeRateDialogProps {
  clientId: number;
  onClose: () => void;
}

const today = () => new Date().toLocaleDateString('en-CA');

/** 'Nuevo Tipo de Cambio': value (soles per dollar) and date; the saved rate becomes the active one. */
export function ExchangeRateDialog({ clientId, onClose }: ExchangeRateDialogProps) {
  const storeRate = useStoreExchangeRate(clientId);
  const notify = useNotify();
  const { control, handleSubmit, setError } = useAppForm({
    resolver: zodResolver(exchangeRateForm),
    defaultValues: { valor: '', fecha: today() },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await storeRate.mutateAsync(values);
      notify({ severity: 'success', message: MSG.operacionExitosa });
      onClose();
    } catch (error) {
      if (!isApiError(error) || error.handled) return;
      if (error.status === 409) setError('fecha', { type: 'server', message: error.message });
      else notify({ severity: 'error', message: error.message, duration: 4000 });
    }
  });

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="exchange-rate-dialog-title">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="exchange-rate-dialog-title">Nuevo Tipo de Cambio</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <FormTextField
              control={control}
              name="valor"
              label="Valor (S/ por US$)"
              required
              autoFocus
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <FormDateField control={control} name="fecha" label="Fecha" required />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={storeRate.isPending}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" loading={storeRate.isPending}>
            Guardar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
