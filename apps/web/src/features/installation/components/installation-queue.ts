import type {
  InstallableTyre,
  InstallationStoreRequest,
  InstallDialogForm,
  PositionRecord,
  RemovalDialogForm,
} from '@huella/contracts';

/**
 * The installation screen's queues (spec 2 §4 installation flow): picking a tyre then an empty position queues
 * an install, picking a position holding a tyre from history queues its removal, picking a queued tyre's
 * position takes it back out. Nothing reaches the server until Guardar. Pure functions, so the rules are
 * tested without the screen.
 */

/** A slot of the vehicle with an open record (a tyre from history). */
export type OccupiedPosition = PositionRecord & {
  id_neumaticos: number;
  id_historial: number;
  num_serie: string;
};

export interface QueuedInstall extends InstallDialogForm {
  tyre: InstallableTyre;
  ubicacion: number;
  posicion: number;
  id_ejes: number;
}

export interface QueuedRemoval extends RemovalDialogForm {
  position: OccupiedPosition;
}

export interface InstallationQueue {
  installs: QueuedInstall[];
  removals: QueuedRemoval[];
}

export const EMPTY_QUEUE: InstallationQueue = { installs: [], removals: [] };

export const isOccupied = (position: PositionRecord): position is OccupiedPosition =>
  position.id_neumaticos !== '-' && position.id_historial !== null;

/** What a slot shows, from the server's positions and this session's queues. */
export type SlotState =
  | { kind: 'empty'; position: PositionRecord }
  | { kind: 'installed'; position: OccupiedPosition }
  | { kind: 'removing'; position: OccupiedPosition; removal: QueuedRemoval }
  | { kind: 'queued'; position: PositionRecord; install: QueuedInstall; removal: QueuedRemoval | null };

export function slotStateOf(position: PositionRecord, queue: InstallationQueue): SlotState {
  const install = queue.installs.find((entry) => entry.ubicacion === position.ubicacion);
  const removal = isOccupied(position)
    ? (queue.removals.find((entry) => entry.position.id_historial === position.id_historial) ?? null)
    : null;
  if (install) return { kind: 'queued', position, install, removal };
  if (isOccupied(position))
    return removal ? { kind: 'removing', position, removal } : { kind: 'installed', position };
  return { kind: 'empty', position };
}

/** What picking a slot does (spec 2 §4). */
export type SlotAction =
  | { kind: 'openInstall'; position: PositionRecord; tyre: InstallableTyre }
  | { kind: 'openRemoval'; position: OccupiedPosition }
  | { kind: 'unqueueInstall'; ubicacion: number }
  | { kind: 'unqueueRemoval'; id_historial: number }
  | { kind: 'pickTyreFirst' };

/**
 * - a tyre queued here → back out of the install queue (the list shows it again);
 * - a tyre from history → the removal dialog;
 * - a free slot (or one whose tyre is queued for removal) with a tyre picked → the install dialog;
 * - a slot queued for removal without a tyre picked → the removal is undone;
 * - a free slot without a tyre picked → a hint to pick one first.
 */
export function actionForSlot(state: SlotState, selected: InstallableTyre | null): SlotAction {
  switch (state.kind) {
    case 'queued':
      return { kind: 'unqueueInstall', ubicacion: state.position.ubicacion };
    case 'installed':
      return { kind: 'openRemoval', position: state.position };
    case 'removing':
      return selected
        ? { kind: 'openInstall', position: state.position, tyre: selected }
        : { kind: 'unqueueRemoval', id_historial: state.position.id_historial };
    case 'empty':
      return selected
        ? { kind: 'openInstall', position: state.position, tyre: selected }
        : { kind: 'pickTyreFirst' };
  }
}

export function queueInstall(queue: InstallationQueue, install: QueuedInstall): InstallationQueue {
  return {
    ...queue,
    installs: [
      ...queue.installs.filter(
        (entry) => entry.ubicacion !== install.ubicacion && entry.tyre.id !== install.tyre.id,
      ),
      install,
    ],
  };
}

export const unqueueInstall = (queue: InstallationQueue, ubicacion: number): InstallationQueue => ({
  ...queue,
  installs: queue.installs.filter((entry) => entry.ubicacion !== ubicacion),
});

export function queueRemoval(queue: InstallationQueue, removal: QueuedRemoval): InstallationQueue {
  return {
    ...queue,
    removals: [
      ...queue.removals.filter((entry) => entry.position.id_historial !== removal.position.id_historial),
      removal,
    ],
  };
}

/** Undoing a removal also drops an install queued onto the slot it freed (the slot is taken again). */
export function unqueueRemoval(queue: InstallationQueue, idHistorial: number): InstallationQueue {
  const removal = queue.removals.find((entry) => entry.position.id_historial === idHistorial);
  return {
    installs: removal
      ? queue.installs.filter((entry) => entry.ubicacion !== removal.position.ubicacion)
      : queue.installs,
    removals: queue.removals.filter((entry) => entry.position.id_historial !== idHistorial),
  };
}

/** Tyres of the list already queued: shown disabled (spec 2 §4). */
export const isTyreQueued = (queue: InstallationQueue, tyreId: number) =>
  queue.installs.some((entry) => entry.tyre.id === tyreId);

export const isQueueEmpty = (queue: InstallationQueue) =>
  queue.installs.length === 0 && queue.removals.length === 0;

/** The save's body (vehiculos/storeinstalacion) from the header and the queues. */
export function toStoreRequest(
  queue: InstallationQueue,
  header: { clientId: number; vehicleId: number; tipoCosto: number; fecha: string; kilometros: number },
): InstallationStoreRequest {
  return {
    id_cliente: header.clientId,
    id_vehiculo: header.vehicleId,
    tipo_costo: header.tipoCosto,
    fecha: header.fecha,
    kilometros: header.kilometros,
    neumaticosretirados: queue.removals.map((entry) => ({
      id_neumaticos: entry.position.id_neumaticos,
      id_historial: entry.position.id_historial,
      num_serie: entry.position.num_serie,
      fecha_instalacion: entry.position.fecha_instalacion,
      km_instalacion: entry.position.km_instalacion,
      posicion: entry.position.posicion,
      ubicacion: entry.position.ubicacion,
      id_ejes: entry.position.id_ejes,
      fecha_retiro: entry.fecha_retiro,
      km_retiro: entry.km_retiro,
      motivo_retiro: entry.motivo_retiro,
      observacion: entry.observacion ?? null,
    })),
    neumaticosinstalados: queue.installs.map((entry) => ({
      id_neumaticos: entry.tyre.id,
      num_serie: entry.tyre.num_serie,
      posicion: entry.posicion,
      ubicacion: entry.ubicacion,
      id_ejes: entry.id_ejes,
      fecha_instalacion: entry.fecha_instalacion,
      km_instalacion: entry.km_instalacion,
      observacion: entry.observacion ?? null,
    })),
  };
}
