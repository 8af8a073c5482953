import { kmCorrectionForm, type TyreKm } from '@huella/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import EditRoadIcon from '@mui/icons-material/EditRoad';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { FormTextField } from '../../../components/form-text-field';
import { useNotify } from '../../../components/notification-provider';
import { isApiError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useCorrectTyreKm } from '../api/correct-tyre-km';
import { useTyreKm } from '../api/get-tyre-km';
import { formatDay, formatReading } from './format';
import { useAppForm } from '../../../lib/use-app-form';

export interface KmCorrectionButtonProps {
  clientId: number;
  userId: number | null;
  tyreId: number;
}

/**
 * On the tyre's mileage screen: 'Corregir km' opens the correction of the km (or hours) at which the tyre went
 * onto the vehicle it is on now (spec 2 §7 neumatico/edit/kilometraje). Disabled while the tyre is not
 * installed; once the vehicle has an inspection the dialog only shows the spec's refusal.
 */
export function KmCorrectionButton({ clientId, userId, tyreId }: KmCorrectionButtonProps) {
  const km = useTyreKm(clientId, tyreId);
  const [isOpen, setOpen] = useState(false);
  const installation = km.data?.instalacion ?? null;
  const button = (
    <Button
      variant="outlined"
      startIcon={<EditRoadIcon />}
      disabled={!installation}
      onClick={() => setOpen(true)}
      sx={{ minHeight: 44 }}
    >
      Corregir km
    </Button>
  );
  return (
    <>
      {installation ? (
        button
      ) : (
        <Tooltip title="El neumático no está instalado">
          <span>{button}</span>
        </Tooltip>
      )}
      {isOpen && km.data && installation && (
        <KmCorrectionDialog
          clientId={clientId}
          userId={userId}
          tyreId={tyreId}
          data={km.data}
          installation={installation}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

interface KmCorrectionDialogProps extends KmCorrectionButtonProps {
  data: TyreKm;
  installation: NonNullable<TyreKm['instalacion']>;
  onClose: () => void;
}

function KmCorrectionDialog({
  clientId,
  userId,
  tyreId,
  data,
  installation,
  onClose,
}: KmCorrectionDialogProps) {
  const correct = useCorrectTyreKm(clientId, userId);
  const notify = useNotify();
  const isHours = data.unidad_medida === 'H';
  const { control, handleSubmit, setError } = useAppForm({
    resolver: zodResolver(kmCorrectionForm),
    defaultValues: { kilometraje: String(installation.km_instalacion) },
  });

  const onSubmit = handleSubmit(async (form) => {
    try {
      const answer = await correct.mutateAsync({ tyreId, vehicleId: installation.id_vehiculo, form });
      notify({ severity: 'success', message: answer.message });
      onClose();
    } catch (error) {
      if (!isApiError(error) || error.handled) return;
      if (!applyFieldErrors(error, setError, ['kilometraje']))
        notify({ severity: 'error', message: error.message, duration: 6000 });
    }
  });

  const readOnly = (label: string, value: string) => (
    <TextField label={label} value={value} size="small" slotProps={{ input: { readOnly: true } }} />
  );
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="km-correction-title">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="km-correction-title">
          Corregir {isHours ? 'horas' : 'kilometraje'} · {data.num_serie}
        </DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: '1fr 1fr' }}>
            {readOnly('Vehículo', installation.placa ?? '-')}
            {readOnly('Posición', `P${installation.posicion ?? installation.ubicacion ?? '-'}`)}
            {readOnly('Fecha de instalación', formatDay(installation.fecha_instalacion))}
            {readOnly(
              isHours ? 'Horas del vehículo' : 'Km del vehículo',
              formatReading(installation.kilometraje_vehiculo),
            )}
            <Box sx={{ gridColumn: '1 / -1' }}>
              {data.bloqueo ? (
                <Alert severity="warning">{data.bloqueo}</Alert>
              ) : (
                <FormTextField
                  control={control}
                  name="kilometraje"
                  label={isHours ? 'Horas de instalación' : 'Kilometraje de instalación'}
                  required
                  autoFocus
                  helperText={`No mayor que la lectura actual del vehículo (${formatReading(installation.kilometraje_vehiculo)})`}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                />
              )}
            </Box>
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={correct.isPending}>
            Cancelar
          </Button>
          {!data.bloqueo && (
            <Button type="submit" variant="contained" loading={correct.isPending}>
              Guardar
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
