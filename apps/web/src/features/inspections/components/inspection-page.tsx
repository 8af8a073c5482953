import {
  INSPECTION_MSG,
  INSTALLATION_MSG,
  inspectionHeaderForm,
  type InspectionHeader,
  type InspectionHeaderInput,
  type InspectionPosition,
  type PartialReading,
  type VehicleOption,
} from '@huella/contracts';
import { todayInLima } from '@huella/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useNotify } from '../../../components/notification-provider';
import { PageTitle } from '../../../components/page-title';
import { isApiError } from '../../../lib/api-client';
import { useAppForm } from '../../../lib/use-app-form';
import { checkInspectionCode } from '../api/check-inspection-code';
import { useInspectionDateCheck } from '../api/check-inspection-date';
import { useInspectionDuplicateCheck } from '../api/check-inspection-duplicate';
import { useInspectionKmCheck } from '../api/check-inspection-km';
import { deleteReading, useDeleteReading } from '../api/delete-reading';
import { useFinishInspection } from '../api/finish-inspection';
import { useClientHeader } from '../api/get-client-header';
import { useInspectionDetail } from '../api/get-inspection-detail';
import { useInspectionPositions } from '../api/get-inspection-positions';
import { useUpdateInspection } from '../api/update-inspection';
import { InspectionDiagram } from './inspection-diagram';
import { InspectionHeaderFields } from './inspection-header';
import { ReadingDialog } from './reading-dialog';
import { ReadingsTable } from './readings-table';

export interface InspectionPageProps {
  clientId: number;
  canAdd: boolean;
  canEdit: boolean;
}

/** Spec 2 §2: after the final save the report opens 1.5 s later. */
export const LEAVE_AFTER_MS = 1500;
/** Spec 2 §5: how long 'validación de fecha o kilometraje incorrecta' stays. */
const CHECK_MESSAGE_MS = 4000;
export const REPORT_PATH = '/inspeccionreporte';

/** 'Registro de inspección' (spec 2 §2): a new inspection, or with `?identificador=N` a finished one. */
export function InspectionPage(props: InspectionPageProps) {
  const [params] = useSearchParams();
  const raw = params.get('identificador');
  const identificador = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const detail = useInspectionDetail(props.clientId, identificador);
  if (raw !== null && identificador === null) return <ErrorState message="Inspección no encontrada" />;
  if (identificador === null) return <InspectionWorkspace {...props} />;
  if (!props.canEdit) return <Alert severity="warning">No tiene permiso para editar inspecciones.</Alert>;
  if (detail.isPending) return <LoadingState label="Cargando inspección…" />;
  if (detail.isError)
    return (
      <ErrorState
        message={
          isApiError(detail.error) && detail.error.status === 404
            ? 'Inspección no encontrada'
            : isApiError(detail.error)
              ? detail.error.message
              : undefined
        }
        onRetry={() => void detail.refetch()}
      />
    );
  const { inspeccion, detalles } = detail.data;
  return (
    <InspectionWorkspace
      {...props}
      key={inspeccion.identificador}
      editing={{
        identificador: inspeccion.identificador,
        header: {
          codigo: inspeccion.codigo ?? '',
          vehiculo: inspeccion.id_vehiculo,
          fecha_inspeccion: inspeccion.fecha_inspeccion.slice(0, 10),
          km_inspeccion: String(inspeccion.km_inspeccion),
          id_planta: inspeccion.id_planta ?? '',
          llantarepuesto: inspeccion.repuesto,
          portallanta: inspeccion.portallantas,
        },
        vehicle: {
          value: inspeccion.id_vehiculo,
          label: inspeccion.vehi_codigo
            ? `${inspeccion.placa} · ${inspeccion.vehi_codigo}`
            : inspeccion.placa,
          placa: inspeccion.placa,
          codigo: inspeccion.vehi_codigo,
          tipovehiculo: inspeccion.vehi_tipo,
          id_configuracion: inspeccion.id_configuracion,
          id_tipo: inspeccion.id_tipo,
          id_planta: inspeccion.id_planta,
          tipo_costo: inspeccion.tipo_costo,
        },
        readings: detalles,
      }}
    />
  );
}

/** A value once it stopped changing for `delay` ms, so each keystroke does not ask the server. */
function useSettled<T>(value: T, delay = 350): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

const EMPTY_HEADER: InspectionHeaderInput = {
  codigo: '',
  vehiculo: null,
  fecha_inspeccion: '',
  km_inspeccion: '',
  id_planta: '',
  llantarepuesto: 0,
  portallanta: 0,
};

interface Editing {
  identificador: number;
  header: InspectionHeaderInput;
  vehicle: VehicleOption;
  readings: PartialReading[];
}

type DialogState = { kind: 'none' } | { kind: 'reading'; ubicacion: number; reading?: PartialReading };

function InspectionWorkspace({ clientId, canAdd, editing }: InspectionPageProps & { editing?: Editing }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const isEditing = editing !== undefined;
  const canSave = isEditing || canAdd;
  const client = useClientHeader(clientId);
  const [vehicle, setVehicle] = useState<VehicleOption | null>(editing?.vehicle ?? null);
  const [readings, setReadings] = useState<PartialReading[]>(editing?.readings ?? []);
  const [dialog, setDialog] = useState<DialogState>({ kind: 'none' });
  const [toDelete, setToDelete] = useState<PartialReading | null>(null);
  const [pendingVehicle, setPendingVehicle] = useState<VehicleOption | null | undefined>(undefined);
  const [isCodeTaken, setCodeTaken] = useState(false);
  const [isDone, setDone] = useState(false);
  const finish = useFinishInspection();
  const update = useUpdateInspection();
  const remove = useDeleteReading(clientId);

  const { control, handleSubmit, reset, setError, clearErrors, setValue } = useAppForm<
    InspectionHeaderInput,
    unknown,
    InspectionHeader
  >({
    resolver: zodResolver(inspectionHeaderForm),
    defaultValues: editing?.header ?? EMPTY_HEADER,
  });
  const [fecha, km] = useWatch({ control, name: ['fecha_inspeccion', 'km_inspeccion'] });

  // The server checks run on the typed values once they parse and stop changing.
  const parsedFecha = inspectionHeaderForm.shape.fecha_inspeccion.safeParse(fecha);
  const parsedKm = inspectionHeaderForm.shape.km_inspeccion.safeParse(km);
  const fechaValue = parsedFecha.success ? parsedFecha.data : null;
  const kmValue = parsedKm.success ? parsedKm.data : null;
  const settledFecha = useSettled(fechaValue);
  const settledKm = useSettled(kmValue);
  const target = {
    clientId,
    vehicleId: vehicle?.value ?? null,
    identificador: editing?.identificador,
  };
  const dateCheck = useInspectionDateCheck(target, settledFecha);
  const kmCheck = useInspectionKmCheck(target, settledKm);
  const isSettled = settledFecha === fechaValue && settledKm === kmValue;
  const header =
    vehicle !== null &&
    isSettled &&
    fechaValue !== null &&
    kmValue !== null &&
    dateCheck.data === INSTALLATION_MSG.fechaCorrecta &&
    kmCheck.data === INSTALLATION_MSG.kmCorrecto
      ? { fecha: fechaValue, km: kmValue }
      : null;
  const duplicate = useInspectionDuplicateCheck(target, header);
  // Spec 2 §4: positions load only once date and km are both validated; once loaded they stay (a later typo in
  // the date does not hide the readings; the final save checks again).
  const positions = useInspectionPositions(clientId, vehicle?.value ?? null, header !== null);
  const isUnlocked = header !== null || positions.data !== undefined;

  // The report opens 1.5 s after the success message.
  const leave = useRef(navigate);
  useEffect(() => {
    leave.current = navigate;
  });
  useEffect(() => {
    if (!isDone) return;
    const timer = setTimeout(() => void leave.current(REPORT_PATH), LEAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [isDone]);

  // Readings saved as drafts belong to no inspection until Guardar: a reload or a closed tab would strand them.
  const hasDrafts = !isEditing && !isDone && readings.length > 0;
  useEffect(() => {
    if (!hasDrafts) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasDrafts]);

  const isBusy = finish.isPending || update.isPending || isDone;
  const isLocked = !canSave || isBusy;

  /** Spec 2 §4: a vehicle resets code, date, km, spare, carrier and the drafts. */
  const applyVehicle = (next: VehicleOption | null) => {
    const drafts = readings;
    setVehicle(next);
    setReadings([]);
    setCodeTaken(false);
    // The date starts at today (inspections are typed on the spot); the km is always typed.
    reset({
      ...EMPTY_HEADER,
      vehiculo: next?.value ?? null,
      fecha_inspeccion: next ? todayInLima() : '',
      id_planta: next?.id_planta ?? '',
    });
    // The discarded drafts belong to no inspection: remove them (best effort, in the background).
    for (const draft of drafts) void deleteReading(clientId, draft.id).catch(() => undefined);
  };
  const handleVehicleChange = (next: VehicleOption | null) => {
    if (readings.length > 0 && !isEditing) setPendingVehicle(next);
    else applyVehicle(next);
  };

  const handleCodeBlur = async (codigo: string) => {
    if (!codigo || codigo.length > 10) return setCodeTaken(false);
    try {
      const taken = await checkInspectionCode(clientId, codigo, editing?.identificador);
      setCodeTaken(taken);
      if (taken) setError('codigo', { type: 'server', message: INSPECTION_MSG.codigoRegistrado });
      else clearErrors('codigo');
    } catch {
      // Unknown: the final save checks again.
      setCodeTaken(false);
    }
  };

  const handleSaved = (saved: PartialReading) => {
    setReadings((current) => [...current.filter((item) => item.id !== saved.id), saved]);
    setDialog({ kind: 'none' });
    notify({ severity: 'success', message: `Lectura de ${saved.d_posicion} guardada` });
  };

  const handleDelete = async () => {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete.id);
      setReadings((current) => current.filter((item) => item.id !== toDelete.id));
      notify({ severity: 'success', message: `Lectura de ${toDelete.d_posicion} eliminada` });
      setToDelete(null);
    } catch (error) {
      if (!isApiError(error) || !error.handled)
        notify({ severity: 'error', message: isApiError(error) ? error.message : 'No se pudo eliminar' });
    }
  };

  const onValid = async (values: InspectionHeader) => {
    if (isCodeTaken) return setError('codigo', { type: 'server', message: INSPECTION_MSG.codigoRegistrado });
    if (readings.length === 0) return notify({ severity: 'error', message: INSPECTION_MSG.sinDetalles });
    if (header === null)
      return notify({
        severity: 'error',
        message: INSPECTION_MSG.validacionIncorrecta,
        duration: CHECK_MESSAGE_MS,
      });
    try {
      if (editing) {
        await update.mutateAsync({ ...values, id_cliente: clientId, identificador: editing.identificador });
        notify({ severity: 'success', message: INSPECTION_MSG.actualizada });
      } else {
        await finish.mutateAsync({
          ...values,
          id_cliente: clientId,
          inspection_id: readings.map((reading) => reading.id),
        });
        notify({ severity: 'success', message: INSPECTION_MSG.registrada });
      }
      setDone(true);
    } catch (error) {
      if (isApiError(error) && error.errors.codigo?.[0])
        setError('codigo', { type: 'server', message: error.errors.codigo[0] });
      if (!isApiError(error) || !error.handled)
        notify({
          severity: 'error',
          message: `No se guardó la inspección: ${isApiError(error) ? error.message : 'error inesperado'}`,
          duration: 6000,
        });
    }
  };

  const handlePick = (position: InspectionPosition) => {
    if (isLocked || isEditing) return;
    setDialog({ kind: 'reading', ubicacion: position.ubicacion });
  };

  const isHours = vehicle !== null && vehicle.tipo_costo !== 1;
  const mounted = positions.data?.posicion.filter((position) => position.id_neumaticos !== '-').length ?? 0;

  return (
    <Box sx={{ maxWidth: 1600, mx: 'auto' }}>
      <PageTitle
        title={isEditing ? `Editar inspección ${editing.identificador}` : 'Registro de inspección'}
        subtitle={
          isEditing
            ? 'Corrija la cabecera o las lecturas de la inspección.'
            : 'Elija el vehículo, la fecha y el kilometraje; luego inspeccione cada neumático del diagrama.'
        }
        actions={
          <>
            <Button onClick={() => void navigate(REPORT_PATH)} disabled={isBusy} sx={{ minHeight: 44 }}>
              Cancelar
            </Button>
            <Button
              variant="contained"
              startIcon={<SaveIcon />}
              onClick={() => void handleSubmit(onValid)()}
              loading={finish.isPending || update.isPending}
              disabled={!canSave || isDone}
              sx={{ minHeight: 44 }}
            >
              Guardar
            </Button>
          </>
        }
      />
      {!canSave && (
        <Alert severity="info" sx={{ mb: 2 }}>
          No tiene permiso para registrar inspecciones.
        </Alert>
      )}
      {isDone && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          Inspección guardada: abriendo el reporte de inspecciones…
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <InspectionHeaderFields
          clientId={clientId}
          control={control}
          client={client.data?.cliente}
          vehicle={vehicle}
          isVehicleLocked={isEditing}
          onVehicleChange={handleVehicleChange}
          onCodeBlur={(codigo) => void handleCodeBlur(codigo)}
          dateCheck={{
            isChecking:
              fechaValue !== null &&
              vehicle !== null &&
              (dateCheck.isFetching || settledFecha !== fechaValue),
            answer: settledFecha === fechaValue ? dateCheck.data : undefined,
          }}
          kmCheck={{
            isChecking: kmValue !== null && vehicle !== null && (kmCheck.isFetching || settledKm !== kmValue),
            answer: settledKm === kmValue ? kmCheck.data : undefined,
          }}
          disabled={isLocked}
        />
      </Paper>
      {header && duplicate.data ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {duplicate.data}
        </Alert>
      ) : null}
      {isUnlocked && vehicle ? (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            // One column: the readings table needs the full width for its six columns on tablets and beside
            // the drawer; the diagram panel puts its legend beside the vehicle instead.
            gridTemplateColumns: 'minmax(0, 1fr)',
            alignItems: 'start',
          }}
        >
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2">
              {vehicle.tipovehiculo} · {vehicle.placa}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
              {isEditing
                ? 'Edite las lecturas desde la tabla.'
                : mounted > 0 && readings.length >= mounted
                  ? `Los ${mounted} neumáticos están inspeccionados: pulse Guardar para registrar la inspección.`
                  : `${readings.length} de ${mounted} neumáticos inspeccionados. Pulse una posición para registrar su lectura.`}
            </Typography>
            {positions.data ? (
              <InspectionDiagram
                positions={positions.data.posicion}
                readings={readings}
                disabled={isLocked || isEditing}
                onPick={handlePick}
              />
            ) : positions.isError ? (
              <ErrorState onRetry={() => void positions.refetch()} />
            ) : (
              <LoadingState label="Cargando posiciones…" />
            )}
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              Inspecciones parciales
            </Typography>
            <ReadingsTable
              readings={readings}
              disabled={isLocked}
              canDelete={!isEditing}
              onEdit={(reading) => setDialog({ kind: 'reading', ubicacion: reading.ubicacion, reading })}
              onDelete={setToDelete}
            />
          </Paper>
        </Box>
      ) : (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
          <FactCheckOutlinedIcon sx={{ fontSize: 48, opacity: 0.5 }} aria-hidden />
          <Typography variant="body1" sx={{ mt: 1 }}>
            {vehicle === null
              ? 'Elija el vehículo a inspeccionar.'
              : fechaValue !== null &&
                  kmValue !== null &&
                  (dateCheck.isFetching || kmCheck.isFetching || !isSettled)
                ? 'Validando la fecha y el kilometraje…'
                : `Ingrese la fecha y ${isHours ? 'las horas' : 'el kilometraje'} del vehículo: una vez validados aparecerá el diagrama de posiciones.`}
          </Typography>
        </Paper>
      )}
      {dialog.kind === 'reading' && vehicle && (
        <ReadingDialog
          clientId={clientId}
          vehicleId={vehicle.value}
          ubicacion={dialog.ubicacion}
          km={kmValue}
          isHours={isHours}
          reading={dialog.reading}
          onSaved={handleSaved}
          onClose={() => setDialog({ kind: 'none' })}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Eliminar lectura"
        message={
          toDelete
            ? `¿Eliminar la lectura de ${toDelete.d_posicion} (${toDelete.num_serie})? La posición quedará libre para inspeccionarla de nuevo.`
            : ''
        }
        confirmLabel="Eliminar"
        isDestructive
        isPending={remove.isPending}
        onConfirm={() => void handleDelete()}
        onCancel={() => setToDelete(null)}
      />
      <ConfirmDialog
        open={pendingVehicle !== undefined}
        title="Cambiar de vehículo"
        message={`Cambiar de vehículo descarta las ${readings.length} lecturas registradas de esta inspección.`}
        confirmLabel="Cambiar"
        isDestructive
        onConfirm={() => {
          applyVehicle(pendingVehicle ?? null);
          setPendingVehicle(undefined);
        }}
        onCancel={() => {
          // The field goes back to the vehicle being inspected.
          setValue('vehiculo', vehicle?.value ?? null);
          setPendingVehicle(undefined);
        }}
      />
    </Box>
  );
}
