import {
  type InstallableTyre,
  type InstallationData,
  installationHeaderForm,
  INSTALLATION_MSG,
  type PositionRecord,
} from '@huella/contracts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { GridPaginationModel } from '@mui/x-data-grid';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useNotify } from '../../../components/notification-provider';
import { PageTitle } from '../../../components/page-title';
import { isApiError } from '../../../lib/api-client';
import { useInstallationDateCheck } from '../api/check-installation-date';
import { useInstallationDuplicateCheck } from '../api/check-installation-duplicate';
import { useInstallationKmCheck } from '../api/check-installation-km';
import { useInstallation } from '../api/get-installation';
import { useInstallationPositions } from '../api/get-installation-positions';
import { useStoreInstallation } from '../api/store-installation';
import { InstallDialog } from './install-dialog';
import { InstallableTyres } from './installable-tyres';
import { InstallationDiagram } from './installation-diagram';
import {
  actionForSlot,
  EMPTY_QUEUE,
  type InstallationQueue,
  isQueueEmpty,
  isTyreQueued,
  type OccupiedPosition,
  queueInstall,
  queueRemoval,
  type SlotState,
  toStoreRequest,
  unqueueInstall,
  unqueueRemoval,
} from './installation-queue';
import { QueueSummary } from './queue-summary';
import { ReadingFields } from './reading-fields';
import { RemovalDialog } from './removal-dialog';
import { type SaveMode, SaveMenu } from './save-menu';

export interface InstallationPageProps {
  clientId: number;
  vehicleId: number;
  /** The role may install and remove (vehicles' edit); otherwise the screen only shows. */
  canSave: boolean;
  onCancel: () => void;
  /** Guardar: the screen reloads 4 s after the success message (spec 2 §4). */
  onReload: () => void;
  /** Guardar y salir: to /vehiculos 2 s after it. */
  onExit: () => void;
}

/** Spec 2 §4, §9: Guardar reloads after 4 s, Guardar y salir leaves after 2 s. */
export const RELOAD_AFTER_MS = 4000;
export const EXIT_AFTER_MS = 2000;

/** '/vehiculo/instalacion/{id}': loads the vehicle, then the workspace. */
export function InstallationPage(props: InstallationPageProps) {
  const installation = useInstallation(props.clientId, props.vehicleId);
  if (installation.isPending) return <LoadingState label="Cargando vehículo…" />;
  if (installation.isError) {
    const status = isApiError(installation.error) ? installation.error.status : 0;
    return (
      <Box sx={{ maxWidth: 960, mx: 'auto' }}>
        <ErrorState
          message={
            status === 404
              ? 'Vehículo no encontrado'
              : isApiError(installation.error)
                ? installation.error.message
                : undefined
          }
          onRetry={() => void installation.refetch()}
        />
        <Button startIcon={<ArrowBackIcon />} onClick={props.onCancel} sx={{ minHeight: 44 }}>
          Cancelar
        </Button>
      </Box>
    );
  }
  return <InstallationWorkspace {...props} data={installation.data} />;
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

/** One header field through its schema: the parsed value, or the schema's message. */
function parseField<T>(
  schema: {
    safeParse: (value: unknown) => { success: boolean; data?: T; error?: { issues: { message: string }[] } };
  },
  value: string,
) {
  if (value.trim() === '') return { value: null, error: null };
  const parsed = schema.safeParse(value);
  return parsed.success
    ? { value: parsed.data ?? null, error: null }
    : { value: null, error: parsed.error?.issues[0]?.message ?? null };
}

type DialogState =
  | { kind: 'none' }
  | { kind: 'install'; position: PositionRecord; tyre: InstallableTyre }
  | { kind: 'removal'; position: OccupiedPosition };

function InstallationWorkspace({
  clientId,
  vehicleId,
  canSave,
  onCancel,
  onReload,
  onExit,
  data,
}: InstallationPageProps & { data: InstallationData }) {
  const notify = useNotify();
  const isHours = data.tipo_costo !== 1;
  const [fecha, setFecha] = useState(data.fechainstalacion);
  const [km, setKm] = useState('');
  const parsedFecha = parseField<string>(installationHeaderForm.shape.fecha, fecha);
  const parsedKm = parseField<number>(installationHeaderForm.shape.kilometros, km);
  const settledFecha = useSettled(parsedFecha.value);
  const settledKm = useSettled(parsedKm.value);
  const dateCheck = useInstallationDateCheck(clientId, vehicleId, settledFecha);
  const kmCheck = useInstallationKmCheck(clientId, vehicleId, settledKm);
  const isSettled = settledFecha === parsedFecha.value && settledKm === parsedKm.value;
  const reading =
    isSettled &&
    parsedFecha.value !== null &&
    parsedKm.value !== null &&
    dateCheck.data === INSTALLATION_MSG.fechaCorrecta &&
    kmCheck.data === INSTALLATION_MSG.kmCorrecto
      ? { fecha: parsedFecha.value, km: parsedKm.value }
      : null;
  const duplicate = useInstallationDuplicateCheck(clientId, vehicleId, reading);

  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 5 });
  const [search, setSearch] = useState('');
  const positions = useInstallationPositions(
    clientId,
    vehicleId,
    { page: pagination.page + 1, per_page: pagination.pageSize, num_serie: search },
    reading !== null,
  );
  const [queue, setQueue] = useState<InstallationQueue>(EMPTY_QUEUE);
  const [selected, setSelected] = useState<InstallableTyre | null>(null);
  const [dialog, setDialog] = useState<DialogState>({ kind: 'none' });
  const [saved, setSaved] = useState<SaveMode | null>(null);
  const store = useStoreInstallation();

  // The timers outlive re-renders of the screen (its callbacks are new each time): read them from a ref.
  const leave = useRef({ onReload, onExit });
  useEffect(() => {
    leave.current = { onReload, onExit };
  });
  useEffect(() => {
    if (saved === null) return;
    const timer = setTimeout(
      () => (saved === 'stay' ? leave.current.onReload() : leave.current.onExit()),
      saved === 'stay' ? RELOAD_AFTER_MS : EXIT_AFTER_MS,
    );
    return () => clearTimeout(timer);
  }, [saved]);

  const isLocked = !canSave || saved !== null || store.isPending;
  const isQueued = useCallback((tyreId: number) => isTyreQueued(queue, tyreId), [queue]);
  const handleSearch = useCallback((text: string) => {
    setSearch(text);
    setPagination((current) => ({ ...current, page: 0 }));
  }, []);

  // Stacked (tablets), the diagram sits below the list: once a tyre is picked, bring the diagram into view if
  // it is off screen. Side by side it already is, and the page stays still.
  const diagramBox = useRef<HTMLDivElement>(null);
  const handleSelect = useCallback((tyre: InstallableTyre | null) => {
    setSelected(tyre);
    const diagram = diagramBox.current;
    if (!tyre || !diagram) return;
    const { top, bottom } = diagram.getBoundingClientRect();
    if (top < 0 || bottom > window.innerHeight)
      diagram.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  }, []);

  const handlePick = (state: SlotState) => {
    if (isLocked) return;
    const action = actionForSlot(state, selected);
    switch (action.kind) {
      case 'openInstall':
        setDialog({ kind: 'install', position: action.position, tyre: action.tyre });
        break;
      case 'openRemoval':
        setDialog({ kind: 'removal', position: action.position });
        break;
      case 'unqueueInstall':
        setQueue((current) => unqueueInstall(current, action.ubicacion));
        // Spec 2 §4: the tyre goes back to the list, which is read again.
        void positions.refetch();
        break;
      case 'unqueueRemoval':
        setQueue((current) => unqueueRemoval(current, action.id_historial));
        break;
      case 'pickTyreFirst':
        notify({ severity: 'info', message: INSTALLATION_MSG.elijaNeumatico });
        break;
    }
  };

  const handleSave = async (mode: SaveMode) => {
    if (!reading) return;
    try {
      const answer = await store.mutateAsync(
        toStoreRequest(queue, {
          clientId,
          vehicleId,
          tipoCosto: data.tipo_costo,
          fecha: reading.fecha,
          kilometros: reading.km,
        }),
      );
      notify({
        severity: 'success',
        message: answer.message,
        duration: mode === 'stay' ? RELOAD_AFTER_MS : EXIT_AFTER_MS,
      });
      setQueue(EMPTY_QUEUE);
      setSelected(null);
      setSaved(mode);
    } catch (error) {
      if (!isApiError(error) || error.handled) return;
      notify({ severity: 'error', message: error.message, duration: 6000 });
    }
  };

  const dialogDefaults = { fecha, km };
  const pendingCount = queue.installs.length + queue.removals.length;
  const isChecking = dateCheck.isFetching || kmCheck.isFetching || !isSettled;

  return (
    <Box sx={{ maxWidth: 1600, mx: 'auto' }}>
      <PageTitle
        title="Instalación de neumáticos"
        subtitle={`Vehículo ${data.placa}: instale o retire neumáticos; los cambios se aplican al guardar.`}
        actions={
          <>
            <Button
              startIcon={<ArrowBackIcon />}
              onClick={onCancel}
              disabled={store.isPending}
              sx={{ minHeight: 44 }}
            >
              Cancelar
            </Button>
            <SaveMenu
              disabled={!canSave || isQueueEmpty(queue) || reading === null || saved !== null}
              isSaving={store.isPending}
              onSave={(mode) => void handleSave(mode)}
            />
          </>
        }
      />
      {!canSave && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {INSTALLATION_MSG.sinPermisoGuardar}
        </Alert>
      )}
      {saved && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {saved === 'stay'
            ? 'Cambios guardados: la pantalla se actualizará en unos segundos.'
            : 'Cambios guardados: volviendo a Vehículos…'}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <ReadingFields
          data={data}
          fecha={fecha}
          km={km}
          onFechaChange={setFecha}
          onKmChange={setKm}
          disabled={saved !== null}
          dateCheck={{
            formatError: parsedFecha.error,
            isChecking:
              parsedFecha.value !== null && (dateCheck.isFetching || settledFecha !== parsedFecha.value),
            answer: settledFecha === parsedFecha.value ? dateCheck.data : undefined,
          }}
          kmCheck={{
            formatError: parsedKm.error,
            isChecking: parsedKm.value !== null && (kmCheck.isFetching || settledKm !== parsedKm.value),
            answer: settledKm === parsedKm.value ? kmCheck.data : undefined,
          }}
        />
      </Paper>
      {reading && duplicate.data ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {duplicate.data}
        </Alert>
      ) : null}
      {reading ? (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1.25fr) minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
              Neumáticos disponibles
            </Typography>
            <InstallableTyres
              page={positions.data?.neumaticos}
              isLoading={positions.isFetching}
              error={positions.isError ? positions.error : null}
              onRetry={() => void positions.refetch()}
              pagination={pagination}
              onPaginationChange={setPagination}
              search={search}
              onSearch={handleSearch}
              selectedId={selected?.id ?? null}
              onSelect={handleSelect}
              isQueued={isQueued}
              disabled={isLocked}
            />
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2">
              Posiciones
            </Typography>
            <Typography
              variant="body2"
              color={selected ? 'primary' : 'text.secondary'}
              sx={{ mb: 1, minHeight: 20 }}
              aria-live="polite"
            >
              {selected
                ? `Neumático elegido: ${selected.num_serie}. Elija una posición libre para instalarlo.`
                : 'Elija un neumático de la lista y luego una posición libre; elija un neumático instalado para retirarlo.'}
            </Typography>
            <Box ref={diagramBox}>
              {positions.data ? (
                <InstallationDiagram
                  positions={positions.data.posicion}
                  queue={queue}
                  installed={data.neumaticos}
                  isHours={isHours}
                  disabled={isLocked}
                  onPick={handlePick}
                />
              ) : positions.isError ? (
                <ErrorState onRetry={() => void positions.refetch()} />
              ) : (
                <LoadingState label="Cargando posiciones…" />
              )}
            </Box>
            <Divider sx={{ my: 2 }} />
            <QueueSummary
              queue={queue}
              isHours={isHours}
              disabled={isLocked}
              onUnqueueInstall={(ubicacion) => {
                setQueue((current) => unqueueInstall(current, ubicacion));
                void positions.refetch();
              }}
              onUnqueueRemoval={(idHistorial) => setQueue((current) => unqueueRemoval(current, idHistorial))}
            />
          </Paper>
        </Box>
      ) : (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
          <FactCheckOutlinedIcon sx={{ fontSize: 48, opacity: 0.5 }} aria-hidden />
          <Typography variant="body1" sx={{ mt: 1 }}>
            {isChecking && parsedFecha.value !== null && parsedKm.value !== null
              ? 'Validando la fecha y el kilometraje…'
              : `Ingrese la fecha y ${isHours ? 'las horas' : 'el kilometraje'} del vehículo: una vez validados aparecerán los neumáticos disponibles y el diagrama de posiciones.`}
          </Typography>
          {pendingCount > 0 && (
            <Alert severity="warning" sx={{ mt: 2, textAlign: 'left' }}>
              Hay {pendingCount} {pendingCount === 1 ? 'cambio' : 'cambios'} en cola: corrija la fecha o la
              lectura para revisarlos y guardarlos.
            </Alert>
          )}
        </Paper>
      )}
      {dialog.kind === 'install' && (
        <InstallDialog
          tyre={dialog.tyre}
          posicion={dialog.position.posicion}
          defaults={dialogDefaults}
          isHours={isHours}
          onClose={() => setDialog({ kind: 'none' })}
          onConfirm={(values) => {
            const { position, tyre } = dialog;
            setQueue((current) =>
              queueInstall(current, {
                ...values,
                tyre,
                ubicacion: position.ubicacion,
                posicion: position.posicion,
                id_ejes: position.id_ejes,
              }),
            );
            setSelected(null);
            setDialog({ kind: 'none' });
            notify({ severity: 'success', message: 'Agregado' });
          }}
        />
      )}
      {dialog.kind === 'removal' && (
        <RemovalDialog
          position={dialog.position}
          detail={data.neumaticos.find((tyre) => tyre.id_historial === dialog.position.id_historial)}
          defaults={dialogDefaults}
          isHours={isHours}
          onClose={() => setDialog({ kind: 'none' })}
          onConfirm={(values) => {
            const { position } = dialog;
            setQueue((current) => queueRemoval(current, { ...values, position }));
            setDialog({ kind: 'none' });
            notify({ severity: 'success', message: 'Agregado' });
          }}
        />
      )}
    </Box>
  );
}
