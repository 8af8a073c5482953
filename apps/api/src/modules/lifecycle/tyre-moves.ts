import { and, eq, sql } from 'drizzle-orm';
import { LIFECYCLE_MSG } from '@huella/contracts';
import { type TyreState, type TyreTrigger, nextTyreState, TYRE_STATE } from '@huella/domain';
import type { Tx } from '../../db/client';
import { neumaticoEventos, neumaticos, TYRE_EVENT_TYPES } from '../../db/schema/index';
import { ConflictError, NotFoundError } from '../../lib/http-errors';

/**
 * The only code that changes a tyre's `estado` (architecture §2, domain.md §3). Callers open the transaction,
 * lock the tyre with `lockTyre`, do their own writes (history, costs, scrap) and call `moveTyre`, which asks the
 * state machine, refuses what it does not allow with a 409, sets the new state and appends the tyre's event.
 */

export type TyreEventType = (typeof TYRE_EVENT_TYPES)[number];

const num = (column: Parameters<typeof sql>[1]) => sql<number>`${column}::float8`.mapWith(Number);
const numOrNull = (column: Parameters<typeof sql>[1]) =>
  sql<number | null>`${column}::float8`.mapWith((value) => (value === null ? null : Number(value)));

/** The tyre as a movement needs it, read under a row lock so two movements of one tyre queue. */
export interface LockedTyre {
  id: number;
  num_serie: string;
  estado: TyreState;
  nuevo: number;
  cantidad_reencauche: number;
  unidad_medida: string;
  remanente_original: number;
  remanente_actual: number;
  remanente_final: number | null;
  costo_acumulado: number;
}

/** Reads and locks (FOR UPDATE) a tyre of the client; another client's id or an unknown one is a 404. */
export async function lockTyre(tx: Tx, params: { clientId: number; tyreId: number }): Promise<LockedTyre> {
  const [tyre] = await tx
    .select({
      id: neumaticos.id,
      num_serie: neumaticos.num_serie,
      estado: neumaticos.estado,
      nuevo: neumaticos.nuevo,
      cantidad_reencauche: neumaticos.cantidad_reencauche,
      unidad_medida: neumaticos.unidad_medida,
      remanente_original: num(neumaticos.remanente_original),
      remanente_actual: num(neumaticos.remanente_actual),
      remanente_final: numOrNull(neumaticos.remanente_final),
      costo_acumulado: num(neumaticos.costo_acumulado),
    })
    .from(neumaticos)
    .where(and(eq(neumaticos.id_cliente, params.clientId), eq(neumaticos.id, params.tyreId)))
    .for('update');
  if (!tyre) throw new NotFoundError();
  return { ...tyre, estado: tyre.estado as TyreState };
}

/** The Spanish refusal for a trigger the tyre's state does not allow. */
function refusal(tyre: LockedTyre, trigger: TyreTrigger): string {
  if (tyre.estado === TYRE_STATE.scrap) return LIFECYCLE_MSG.yaEnScrap;
  switch (trigger.kind) {
    case 'install':
      return LIFECYCLE_MSG.noListoParaInstalar(tyre.num_serie);
    case 'remove':
    case 'scrapInstalled':
      return LIFECYCLE_MSG.noInstalado(tyre.num_serie);
    case 'sendToRepair':
    case 'sendToRetread':
      return LIFECYCLE_MSG.noEnviable(tyre.num_serie);
    case 'repairDone':
      return LIFECYCLE_MSG.noEnReparacion(tyre.num_serie);
    case 'retreadDone':
      return LIFECYCLE_MSG.noEnReencauche(tyre.num_serie);
    case 'scrap':
      return LIFECYCLE_MSG.scrapNoPermitido;
  }
}

const EVENT_OF: Record<TyreTrigger['kind'], TyreEventType> = {
  install: 'instalacion',
  remove: 'retiro',
  sendToRepair: 'envio_reparacion',
  sendToRetread: 'envio_reencauche',
  repairDone: 'reparacion',
  retreadDone: 'reencauche',
  scrap: 'scrap',
  scrapInstalled: 'scrap',
};

/** Where and when a movement happened, for its event. */
export interface MoveContext {
  clientId: number;
  userId: number | null;
  fecha: string;
  km?: number | null;
  vehicleId?: number | null;
  ubicacion?: number | null;
  motivo?: number | null;
  observacion?: string | null;
}

/** Throws the 409 unless domain.md §3 allows `trigger` from the tyre's state; answers the state it leads to. */
export function checkMove(tyre: LockedTyre, trigger: TyreTrigger): TyreState {
  const to = nextTyreState(tyre.estado, trigger);
  if (to === null) throw new ConflictError(refusal(tyre, trigger));
  return to;
}

/**
 * Moves a locked tyre: checks the transition, writes the new `estado` (plus any `changes` of the same step,
 * e.g. the new life of a retread) and appends the event. Call inside the caller's transaction.
 */
export async function moveTyre(
  tx: Tx,
  tyre: LockedTyre,
  trigger: TyreTrigger,
  context: MoveContext,
  changes: Partial<typeof neumaticos.$inferInsert> = {},
): Promise<TyreState> {
  const to = checkMove(tyre, trigger);
  await tx
    .update(neumaticos)
    .set({ ...changes, estado: to, updated_at: new Date() })
    .where(and(eq(neumaticos.id_cliente, context.clientId), eq(neumaticos.id, tyre.id)));
  await appendTyreEvents(tx, [
    { ...context, tyreId: tyre.id, tipo: EVENT_OF[trigger.kind], estadoAnterior: tyre.estado, estado: to },
  ]);
  tyre.estado = to;
  return to;
}

export interface TyreEventInput extends MoveContext {
  tyreId: number;
  tipo: TyreEventType;
  estadoAnterior: number | null;
  estado: number;
}

/** Appends events (one statement for many, e.g. an import's registrations). Events are never updated. */
export async function appendTyreEvents(tx: Tx, events: TyreEventInput[]): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(neumaticoEventos).values(
    events.map((event) => ({
      id_cliente: event.clientId,
      id_neumatico: event.tyreId,
      tipo: event.tipo,
      fecha: event.fecha,
      km: event.km === undefined || event.km === null ? null : String(event.km),
      id_vehiculo: event.vehicleId ?? null,
      ubicacion: event.ubicacion ?? null,
      estado_anterior: event.estadoAnterior,
      estado: event.estado,
      motivo: event.motivo ?? null,
      id_usuario: event.userId,
      observacion: event.observacion ?? null,
    })),
  );
}
