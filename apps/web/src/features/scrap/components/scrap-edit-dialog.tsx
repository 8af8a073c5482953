import { type ScrapReason, type ScrapRecord, scrapUpdateForm } from '@huella/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useWatch } from 'react-hook-form';
import { FormDateField } from '../../../components/form-date-field';
import { FormTextField } from '../../../components/form-text-field';
import { useNotify } from '../../../components/notification-provider';
import { isApiError } from '../../../lib/api-client';
import { useUpdateScrap } from '../api/update-scrap';
import { placeFieldErrors } from './scrap-form-errors';
import { ScrapPhotosField } from './scrap-photos-field';
import { useAppForm } from '../../../lib/use-app-form';

export interface ScrapEditDialogProps {
  clientId: number;
  userId: number | null;
  record: ScrapRecord;
  reasons: ScrapReason[];
  onClose: () => void;
}

const FIELDS = ['remanente_final', 'id_motivo_scrap', 'fecha_scrap', 'ruta1', 'ruta2'] as const;

/**
 * Scrap edit (spec 2 §5: 'Remanente final es requerido'): final tread, reason, date and photos. The original
 * tread and the limit stay as recorded; the server recomputes the loss.
 */
export function ScrapEditDialog({ clientId, userId, record, reasons, onClose }: ScrapEditDialogProps) {
  const update = useUpdateScrap(clientId, userId);
  const notify = useNotify();
  const { control, handleSubmit, setError, setValue } = useAppForm({
    resolver: zodResolver(scrapUpdateForm),
    defaultValues: {
      id: record.id,
      remanente_final: record.remanente_final,
      id_motivo_scrap: record.id_motivo_scrap,
      fecha_scrap: record.fecha_scrap,
      ruta1: record.ruta1,
      ruta2: record.ruta2,
    },
  });
  const [ruta1, ruta2] = useWatch({ control, name: ['ruta1', 'ruta2'] });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await update.mutateAsync(values);
      notify({ severity: 'success', message: answer.message });
      onClose();
    } catch (error) {
      if (!isApiError(error) || error.handled) return;
      if (!placeFieldErrors(error, setError, FIELDS))
        notify({ severity: 'error', message: error.message, duration: 6000 });
    }
  });

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="scrap-edit-title">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="scrap-edit-title">Editar scrap · ID {record.id}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
              <TextField label="Serie Cliente" value={record.num_serie} disabled />
              <TextField label="Remanente original" value={record.remanente_original} disabled />
              <TextField
                label="Remanente límite"
                value={record.remanente_limite}
                disabled
                helperText="Conocido: no se edita"
              />
            </Box>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <FormTextField
                control={control}
                name="remanente_final"
                label="Remanente final (mm)"
                required
                autoFocus
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
              <FormDateField control={control} name="fecha_scrap" label="Fecha de scrap" required />
            </Box>
            <FormTextField control={control} name="id_motivo_scrap" label="Motivo de scrap" select required>
              {reasons.map((reason) => (
                <MenuItem key={reason.id} value={reason.id}>
                  {reason.motivo}
                </MenuItem>
              ))}
            </FormTextField>
            <ScrapPhotosField
              clientId={clientId}
              value={{ ruta1, ruta2 }}
              onChange={(slot, name) => setValue(slot, name, { shouldDirty: true })}
              disabled={update.isPending}
            />
            {record.id_vehiculo !== null && (
              <Alert severity="info" variant="outlined">
                Cambiar la fecha también cambia la fecha de retiro del vehículo {record.placa}.
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={update.isPending} sx={{ minHeight: 44 }}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" loading={update.isPending} sx={{ minHeight: 44 }}>
            Actualizar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
