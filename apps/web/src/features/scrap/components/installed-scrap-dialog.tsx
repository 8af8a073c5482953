import { installedScrapForm, SCRAP_REMOVAL_REASONS, type ScrapReason } from '@huella/contracts';
import { todayInLima } from '@huella/domain';
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
import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormDateField } from '../../../components/form-date-field';
import { FormTextField } from '../../../components/form-text-field';
import { useNotify } from '../../../components/notification-provider';
import { isApiError } from '../../../lib/api-client';
import { useScrapVehicles } from '../api/get-scrap-vehicles';
import { useVehicleTyres } from '../api/get-vehicle-tyres';
import { useStoreInstalledScrap } from '../api/store-installed-scrap';
import { placeFieldErrors } from './scrap-form-errors';
import { formatDay, formatKm } from './scrap-format';
import { ScrapPhotosField } from './scrap-photos-field';
import { useAppForm } from '../../../lib/use-app-form';

export interface InstalledScrapDialogProps {
  clientId: number;
  userId: number | null;
  reasons: ScrapReason[];
  onClose: () => void;
}

const FIELDS = [
  'id_vehiculos',
  'km_recorridos',
  'motivo_retiro',
  'id_neumaticos',
  'remanente_final',
  'remanente_limite',
  'motivo_scrap',
  'fecha',
  'ruta1',
  'ruta2',
] as const;

/**
 * The separate form that sends an installed tyre to scrap (scrap/store, spec 2 §3, §5): vehicle, one of the
 * tyres on it, the vehicle's km, the removal reason (1–5), treads, scrap reason, date and photos. The server
 * closes the installation and scraps the tyre in one step.
 */
export function InstalledScrapDialog({ clientId, userId, reasons, onClose }: InstalledScrapDialogProps) {
  const store = useStoreInstalledScrap(clientId, userId);
  const notify = useNotify();
  const vehicles = useScrapVehicles(clientId);
  const [isConfirming, setConfirming] = useState(false);
  const { control, handleSubmit, setError, setValue, getValues } = useAppForm({
    resolver: zodResolver(installedScrapForm),
    defaultValues: {
      id_vehiculos: '',
      km_recorridos: '',
      motivo_retiro: '',
      id_neumaticos: '',
      remanente_final: '',
      remanente_limite: '',
      motivo_scrap: '',
      fecha: todayInLima(),
      serieneumatico: '',
      ruta1: null,
      ruta2: null,
    },
  });
  const [vehicleValue, tyreValue, ruta1, ruta2] = useWatch({
    control,
    name: ['id_vehiculos', 'id_neumaticos', 'ruta1', 'ruta2'],
  });
  const vehicleId = vehicleValue === '' || vehicleValue === null ? null : Number(vehicleValue);
  const tyres = useVehicleTyres(clientId, vehicleId);
  const vehicle = vehicles.data?.find((row) => row.id === vehicleId);
  const tyre = tyres.data?.data.find((row) => row.id === Number(tyreValue));
  const knownLimit = tyres.data?.remanente_limite ?? null;
  const isHours = vehicle?.tipo_costo === 2;

  // A new vehicle starts the form over from its latest reading (the odometer never goes back).
  const previousVehicle = useRef(vehicleId);
  useEffect(() => {
    if (previousVehicle.current === vehicleId) return;
    previousVehicle.current = vehicleId;
    setValue('id_neumaticos', '');
    setValue('serieneumatico', '');
    setValue('remanente_limite', '');
    setValue('km_recorridos', vehicles.data?.find((row) => row.id === vehicleId)?.kilometraje ?? '');
  }, [vehicleId, vehicles.data, setValue]);
  useEffect(() => {
    setValue('serieneumatico', tyre?.num_serie ?? '');
  }, [tyre, setValue]);
  useEffect(() => {
    // The limit of the vehicle's application is read-only once known (domain.md §11).
    if (knownLimit !== null) setValue('remanente_limite', knownLimit, { shouldValidate: true });
  }, [vehicleId, knownLimit, setValue]);

  const save = handleSubmit(async (values) => {
    setConfirming(false);
    try {
      const answer = await store.mutateAsync(values);
      notify({ severity: 'success', message: answer.message });
      onClose();
    } catch (error) {
      if (!isApiError(error) || error.handled) return;
      if (!placeFieldErrors(error, setError, FIELDS))
        notify({ severity: 'error', message: error.message, duration: 6000 });
    }
  });

  const noVehicles = vehicles.isSuccess && vehicles.data.length === 0;
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="installed-scrap-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void handleSubmit(() => setConfirming(true))(event);
        }}
      >
        <DialogTitle id="installed-scrap-title">Enviar a scrap un neumático instalado</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            {noVehicles && <Alert severity="info">No hay vehículos con neumáticos instalados.</Alert>}
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <FormTextField
                control={control}
                name="id_vehiculos"
                label="Vehículo"
                select
                required
                autoFocus
                disabled={!vehicles.isSuccess || noVehicles}
                helperText={vehicles.isPending ? 'Cargando vehículos…' : undefined}
              >
                {(vehicles.data ?? []).map((row) => (
                  <MenuItem key={row.id} value={row.id}>
                    {row.codigo ? `${row.placa} · ${row.codigo}` : row.placa}
                  </MenuItem>
                ))}
              </FormTextField>
              <FormTextField
                control={control}
                name="id_neumaticos"
                label="Neumático"
                select
                required
                disabled={vehicleId === null || !tyres.isSuccess}
                helperText={
                  tyre
                    ? `Instalado el ${formatDay(tyre.fecha_instalacion)} a ${formatKm(tyre.km_instalacion)} ${isHours ? 'h' : 'km'}`
                    : vehicleId === null
                      ? 'Elija primero el vehículo'
                      : undefined
                }
              >
                {(tyres.data?.data ?? []).map((row) => (
                  <MenuItem key={row.id} value={row.id}>
                    {`${row.num_serie} · posición ${row.ubicacion ?? '-'}`}
                  </MenuItem>
                ))}
              </FormTextField>
              <FormTextField
                control={control}
                name="km_recorridos"
                label={isHours ? 'Horas recorridas' : 'Km recorrido'}
                required
                helperText={
                  vehicle ? `Último registro del vehículo: ${formatKm(vehicle.kilometraje)}` : undefined
                }
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
              <FormTextField control={control} name="motivo_retiro" label="Motivo de retiro" select required>
                {Object.entries(SCRAP_REMOVAL_REASONS).map(([code, label]) => (
                  <MenuItem key={code} value={Number(code)}>
                    {label}
                  </MenuItem>
                ))}
              </FormTextField>
              {tyre && <TextField label="Remanente original (mm)" value={tyre.remanente_original} disabled />}
              <FormTextField
                control={control}
                name="remanente_final"
                label="Remanente final (mm)"
                required
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
              <FormTextField
                control={control}
                name="remanente_limite"
                label="Remanente límite (mm)"
                required
                helperText={knownLimit !== null ? 'De la aplicación del vehículo' : undefined}
                slotProps={{ htmlInput: { inputMode: 'decimal', readOnly: knownLimit !== null } }}
              />
              <FormTextField control={control} name="motivo_scrap" label="Motivo scrap" select required>
                {reasons.map((reason) => (
                  <MenuItem key={reason.id} value={reason.id}>
                    {reason.motivo}
                  </MenuItem>
                ))}
              </FormTextField>
              <FormDateField control={control} name="fecha" label="Fecha de retiro" required disableFuture />
            </Box>
            <ScrapPhotosField
              clientId={clientId}
              value={{ ruta1, ruta2 }}
              onChange={(slot, name) => setValue(slot, name)}
              disabled={store.isPending}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={store.isPending} sx={{ minHeight: 44 }}>
            Cancelar
          </Button>
          <Button
            type="submit"
            variant="contained"
            color="error"
            loading={store.isPending}
            sx={{ minHeight: 44 }}
          >
            Guardar
          </Button>
        </DialogActions>
      </form>
      <ConfirmDialog
        open={isConfirming}
        title="Enviar a scrap"
        message={`El neumático ${String(getValues('serieneumatico') ?? '')} se retirará del vehículo ${vehicle?.placa ?? ''} y pasará a scrap. Esta acción no se puede deshacer. ¿Desea continuar?`}
        confirmLabel="Enviar a scrap"
        isDestructive
        isPending={store.isPending}
        onConfirm={() => void save()}
        onCancel={() => setConfirming(false)}
      />
    </Dialog>
  );
}
