import { and, eq } from 'drizzle-orm';
import { type BadConditionTyre, LIFECYCLE_MSG, TYRE_STATES_MSG } from '@huella/contracts';
import { type Currency, todayInLima, type TyreTrigger } from '@huella/domain';
import type { Db, Tx } from '../../db/client';
import { empresasReencauche, neumaticoCostos, neumaticoDisenios, neumaticos } from '../../db/schema/index';
import { ConflictError, ValidationError } from '../../lib/http-errors';
import { clientImagePath } from '../images/images.service';
import { convertToUsd } from '../tyres/tyres.service';
import { checkMove, type LockedTyre, lockTyre, moveTyre } from './tyre-moves';
import { readBadConditionTyres } from './tyre-states.queries';

/**
 * The actions of the tyre-state lists (spec 2 §2, §4; domain.md §3): send a tyre to repair or retread, fill in
 * its final tread and photo, and register the repair or the retread that brings it back to stock. Each is one
 * transaction around lockTyre/moveTyre; the cost event's insert moves the tyre's running totals (triggers).
 */

interface Actor {
  clientId: number;
  userId: number;
}

const COST_MOTIVE = { retread: 1, repair: 2 } as const;

function moved(tyre: LockedTyre) {
  return { id: tyre.id, num_serie: tyre.num_serie, estado: tyre.estado };
}

/**
 * neumaticos/enviarAreparar, neumaticos/enviarAreencauchar: from 6, 1 or 5 (the state machine decides) and only
 * with a final tread depth; otherwise 409 with the spec's text and nothing changes.
 */
export async function sendTyre(
  db: Db,
  params: Actor & { tyreId: number; trigger: Extract<TyreTrigger['kind'], 'sendToRepair' | 'sendToRetread'> },
) {
  return db.transaction(async (tx) => {
    const tyre = await lockTyre(tx, { clientId: params.clientId, tyreId: params.tyreId });
    const trigger = { kind: params.trigger };
    checkMove(tyre, trigger);
    if (tyre.remanente_final === null) throw new ConflictError(LIFECYCLE_MSG.remanenteFinalRequerido);
    await moveTyre(tx, tyre, trigger, {
      clientId: params.clientId,
      userId: params.userId,
      fecha: todayInLima(),
    });
    return moved(tyre);
  });
}

/**
 * The bad-condition edit ('Llenar remanente'): the final tread depth (never above the life's original) and the
 * photo. Allowed where the tyre could be sent on (6, 1, 5), which is what the value is needed for.
 */
export async function updateBadCondition(
  db: Db,
  params: Actor & { tyreId: number; remanente_final: number; imagen?: string | null },
): Promise<BadConditionTyre | null> {
  // Read before the transaction (PGlite: one connection); the image rows never change once written.
  const imagen =
    typeof params.imagen === 'string'
      ? await clientImagePath(db, { clientId: params.clientId, nombre: params.imagen, field: 'imagen' })
      : params.imagen;
  return db.transaction(async (tx) => {
    const tyre = await lockTyre(tx, { clientId: params.clientId, tyreId: params.tyreId });
    checkMove(tyre, { kind: 'sendToRepair' });
    if (params.remanente_final > tyre.remanente_original)
      throw new ValidationError(
        'remanente_final',
        TYRE_STATES_MSG.remanenteFinalMayor(tyre.remanente_original),
      );
    await tx
      .update(neumaticos)
      .set({
        remanente_final: String(params.remanente_final),
        ...(imagen === undefined ? {} : { imagen_mal_estado: imagen }),
        updated_at: new Date(),
      })
      .where(and(eq(neumaticos.id_cliente, params.clientId), eq(neumaticos.id, tyre.id)));
    const [row] = await readBadConditionTyres(tx, params.clientId, [tyre.id]);
    return row ?? null;
  });
}

interface CostInput {
  costo: number;
  tipo_moneda: Currency;
  fecha?: string | null;
  observacion?: string | null;
}

/** Converts the amount at its date's rate and inserts the cost event (the tyre's costo_acumulado follows). */
async function insertCost(
  tx: Tx,
  params: Actor & {
    tyre: LockedTyre;
    cost: CostInput;
    fecha: string;
    motivo: number;
    nuevo: number;
    n_reencauche: number;
    id_disenio?: number;
    id_empresa?: number;
    rem_original?: number;
  },
) {
  const { usd, rate } = await convertToUsd(tx, {
    clientId: params.clientId,
    date: params.fecha,
    amount: params.cost.costo,
    currency: params.cost.tipo_moneda,
    field: 'costo',
  });
  await tx.insert(neumaticoCostos).values({
    id_cliente: params.clientId,
    id_neumatico: params.tyre.id,
    motivo: params.motivo,
    fecha: params.fecha,
    costo: String(params.cost.costo),
    tipo_moneda: params.cost.tipo_moneda,
    tipo_cambio: rate === undefined ? null : String(rate),
    costo_convertido: String(usd),
    nuevo: params.nuevo,
    n_reencauche: params.n_reencauche,
    id_disenio: params.id_disenio ?? null,
    id_empresa: params.id_empresa ?? null,
    rem_original: params.rem_original === undefined ? null : String(params.rem_original),
    observacion: params.cost.observacion ?? null,
  });
}

/**
 * Repair done (path ours: neumaticos/actualizarNeumaticosReparados): a repair cost event of the tyre's current
 * life (motivo 2, with its observation) and the tyre back in stock (2 → 5). The final tread and the photo
 * described the tyre before the repair: they are cleared, so the next removal asks for them again.
 */
export async function registerRepair(db: Db, params: Actor & { tyreId: number; cost: CostInput }) {
  return db.transaction(async (tx) => {
    const tyre = await lockTyre(tx, { clientId: params.clientId, tyreId: params.tyreId });
    const trigger = { kind: 'repairDone' } as const;
    checkMove(tyre, trigger);
    const fecha = params.cost.fecha ?? todayInLima();
    await insertCost(tx, {
      ...params,
      tyre,
      fecha,
      motivo: COST_MOTIVE.repair,
      nuevo: tyre.nuevo,
      n_reencauche: tyre.cantidad_reencauche,
    });
    await moveTyre(
      tx,
      tyre,
      trigger,
      {
        clientId: params.clientId,
        userId: params.userId,
        fecha,
        motivo: COST_MOTIVE.repair,
        observacion: params.cost.observacion,
      },
      { remanente_final: null, imagen_mal_estado: null },
    );
    return moved(tyre);
  });
}

/** The design and retreader must exist (422 on the field with the spec's text). */
async function checkRetreadCatalogue(db: Db, params: { id_disenio: number; id_empresa: number }) {
  const [design] = await db
    .select({ id: neumaticoDisenios.id })
    .from(neumaticoDisenios)
    .where(eq(neumaticoDisenios.id, params.id_disenio));
  if (!design) throw new ValidationError('id_disenio', TYRE_STATES_MSG.disenioRequerido);
  const [company] = await db
    .select({ id: empresasReencauche.id })
    .from(empresasReencauche)
    .where(eq(empresasReencauche.id, params.id_empresa));
  if (!company) throw new ValidationError('id_empresa', TYRE_STATES_MSG.empresaRequerida);
}

/**
 * neumaticos/actualizarNeumaticosReencauchados (domain.md §3 "retread saved"): the retread cost event opens a
 * new life (motivo 1, retread number count + 1, condition 0, design, retreader, the new depth), and the tyre
 * takes that life: count + 1, retreaded, new design and retreader, original and current tread := the new
 * depth, final tread and photo cleared; 4 → 5. One transaction.
 */
export async function registerRetread(
  db: Db,
  params: Actor & {
    tyreId: number;
    cost: CostInput;
    id_disenio: number;
    id_empresa: number;
    remanente_original: number;
  },
) {
  await checkRetreadCatalogue(db, params);
  return db.transaction(async (tx) => {
    const tyre = await lockTyre(tx, { clientId: params.clientId, tyreId: params.tyreId });
    const trigger = { kind: 'retreadDone' } as const;
    checkMove(tyre, trigger);
    const fecha = params.cost.fecha ?? todayInLima();
    const retreads = tyre.cantidad_reencauche + 1;
    const depth = String(params.remanente_original);
    await insertCost(tx, {
      ...params,
      tyre,
      fecha,
      motivo: COST_MOTIVE.retread,
      nuevo: 0,
      n_reencauche: retreads,
      id_disenio: params.id_disenio,
      id_empresa: params.id_empresa,
      rem_original: params.remanente_original,
    });
    await moveTyre(
      tx,
      tyre,
      trigger,
      {
        clientId: params.clientId,
        userId: params.userId,
        fecha,
        motivo: COST_MOTIVE.retread,
        observacion: params.cost.observacion,
      },
      {
        cantidad_reencauche: retreads,
        nuevo: 0,
        id_disenio: params.id_disenio,
        id_empresa: params.id_empresa,
        remanente_original: depth,
        remanente_actual: depth,
        remanente_final: null,
        imagen_mal_estado: null,
      },
    );
    return moved(tyre);
  });
}
