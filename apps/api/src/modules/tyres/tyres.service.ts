import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { type Tyre, TYRE_MSG, type TyreForm } from '@huella/contracts';
import { CURRENCY, todayInLima, toUsd, type Currency } from '@huella/domain';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/prepared';
import {
  empresasReencauche,
  neumaticoCostos,
  neumaticoDisenios,
  neumaticoMedidas,
  neumaticoModelos,
  neumaticos,
} from '../../db/schema/index';
import { isUniqueViolation } from '../../lib/db-errors';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/http-errors';
import { findExchangeRate } from './exchange-rate-for-date';
import { TYRE_COLUMNS, type TyreRow, toTyre } from './tyre-row';

/** One tyre of the client; another client's id is not found (architecture §5). */
export async function getTyre(db: Db | Tx, params: { clientId: number; tyreId: number }): Promise<Tyre> {
  const [row] = await queryRows<TyreRow>(
    db,
    sql`select ${TYRE_COLUMNS} from neumaticos n where n.id_cliente = ${params.clientId} and n.id = ${params.tyreId}`,
  );
  if (!row) throw new NotFoundError();
  return toTyre(row);
}

/** neumaticos/validateserialnumber: the client's tyres holding that serial (empty = free). */
export function findTyresBySerial(
  db: Db | Tx,
  params: { clientId: number; serials: string[]; exceptId?: number | null },
) {
  return db
    .select({ id: neumaticos.id, num_serie: neumaticos.num_serie })
    .from(neumaticos)
    .where(
      and(
        eq(neumaticos.id_cliente, params.clientId),
        inArray(
          neumaticos.num_serie,
          params.serials.map((serial) => serial.trim().toUpperCase()),
        ),
        params.exceptId ? ne(neumaticos.id, params.exceptId) : undefined,
      ),
    );
}

/** Catalogue ids the form names must exist, and the model must be of the brand (422 on the field). */
async function checkCatalogue(tx: Tx, tyre: TyreForm) {
  const [model] = await tx
    .select({ id_marca: neumaticoModelos.id_marca })
    .from(neumaticoModelos)
    .where(eq(neumaticoModelos.id, tyre.id_modelo));
  if (!model) throw new ValidationError('id_modelo', TYRE_MSG.modeloRequerido);
  if (model.id_marca !== tyre.id_marca) throw new ValidationError('id_modelo', TYRE_MSG.modeloDeOtraMarca);
  const [measure] = await tx
    .select({ id: neumaticoMedidas.id })
    .from(neumaticoMedidas)
    .where(eq(neumaticoMedidas.id, tyre.id_medida));
  if (!measure) throw new ValidationError('id_medida', TYRE_MSG.medidaRequerida);
  if (tyre.nuevo === 0) {
    const [design] = await tx
      .select({ id: neumaticoDisenios.id })
      .from(neumaticoDisenios)
      .where(eq(neumaticoDisenios.id, tyre.id_disenio ?? 0));
    if (!design) throw new ValidationError('id_disenio', TYRE_MSG.disenioRequerido);
    const [company] = await tx
      .select({ id: empresasReencauche.id })
      .from(empresasReencauche)
      .where(eq(empresasReencauche.id, tyre.id_empresa ?? 0));
    if (!company) throw new ValidationError('id_empresa', TYRE_MSG.empresaRequerida);
  }
}

/**
 * USD value of an amount on a date with the client's rate of that date (domain.md §2). An amount in soles
 * without any rate cannot be converted: 422 on `field`, nothing written.
 */
export async function convertToUsd(
  tx: Db | Tx,
  params: { clientId: number; date: string; amount: number; currency: Currency; field: string },
) {
  const rate =
    params.currency === CURRENCY.soles
      ? await findExchangeRate(tx, { clientId: params.clientId, date: params.date })
      : undefined;
  const usd = toUsd(params.amount, params.currency, rate);
  if (usd === null) throw new ValidationError(params.field, TYRE_MSG.sinTipoCambio);
  return { usd, rate: params.currency === CURRENCY.soles ? rate : undefined };
}

const today = () => todayInLima();

/** Columns of the form that a tyre row stores as given (numbers as numeric strings). */
function tyreValues(tyre: TyreForm) {
  const retreaded = tyre.nuevo === 0;
  return {
    cantidad_reencauche: retreaded ? tyre.cantidad_reencauche : 0,
    id_disenio: retreaded ? (tyre.id_disenio ?? null) : null,
    id_empresa: retreaded ? (tyre.id_empresa ?? null) : null,
    id_marca: tyre.id_marca,
    id_modelo: tyre.id_modelo,
    id_medida: tyre.id_medida,
    remanente_original: String(tyre.remanente_original),
    remanente_actual: String(tyre.remanente_actual),
    presion_recomendada: String(tyre.presion_recomendada),
    unidad_medida: tyre.unidad_medida,
    k_recorridos: String(tyre.k_recorridos),
    precio: String(tyre.precio),
    tipo_moneda: tyre.tipo_moneda,
  };
}

/** One tyre to insert: its serials, the form's data, the purchase date and its USD value at that date's rate. */
export interface NewTyre {
  num_serie: string;
  serie_cliente: string | null;
  neumatico: TyreForm;
  fecha: string;
  usd: number;
  /** Soles per dollar used for the purchase; undefined for a price in dollars. */
  rate: number | undefined;
  /** Tread the purchase (life-opening) event records; the tyre's original tread when not given. */
  rem_original?: number;
}

/** Rows per multi-row insert: well under PostgreSQL's 65 535 bind parameters (about 20 a row). */
const INSERT_BATCH = 1000;

/**
 * Inserts tyres (state 1, domain.md §3) and their purchase cost events (motivo 0) in multi-row inserts, in
 * the caller's transaction; answers the new ids in input order. Shared by the form and the Excel import.
 */
export async function insertTyres(tx: Tx, params: { clientId: number; tyres: NewTyre[] }): Promise<number[]> {
  const { clientId } = params;
  const ids: number[] = [];
  for (let from = 0; from < params.tyres.length; from += INSERT_BATCH) {
    const batch = params.tyres.slice(from, from + INSERT_BATCH).map((item) => ({
      item,
      values: tyreValues(item.neumatico),
    }));
    const created = await tx
      .insert(neumaticos)
      .values(
        batch.map(({ item, values }) => ({
          ...values,
          id_cliente: clientId,
          num_serie: item.num_serie,
          serie_cliente: item.serie_cliente,
          estado: 1,
          nuevo: item.neumatico.nuevo,
          fecha_registro: item.fecha,
        })),
      )
      .returning({ id: neumaticos.id, num_serie: neumaticos.num_serie });
    // Matched by serial (unique per client), not by position: RETURNING's order is not a documented promise.
    const idOf = new Map(created.map((row) => [row.num_serie, row.id]));
    const batchIds = batch.map(({ item }) => idOf.get(item.num_serie) ?? 0);
    await tx.insert(neumaticoCostos).values(
      batch.map(({ item, values }, index) => ({
        id_cliente: clientId,
        id_neumatico: batchIds[index] ?? 0,
        motivo: 0,
        fecha: item.fecha,
        costo: values.precio,
        tipo_moneda: item.neumatico.tipo_moneda,
        tipo_cambio: item.rate === undefined ? null : String(item.rate),
        costo_convertido: String(item.usd),
        nuevo: item.neumatico.nuevo,
        n_reencauche: values.cantidad_reencauche,
        id_disenio: values.id_disenio,
        id_empresa: values.id_empresa,
        rem_original: item.rem_original === undefined ? values.remanente_original : String(item.rem_original),
      })),
    );
    ids.push(...batchIds);
  }
  return ids;
}

/**
 * Creates one tyre per serial of the group (state 1, domain.md §3) with its purchase cost event converted at
 * the rate of the registration date. One transaction: a taken serial or a missing rate writes nothing.
 */
export async function createTyres(
  db: Db,
  params: {
    clientId: number;
    grupo: { num_serie: string; serie_cliente: string | null }[];
    neumatico: TyreForm;
  },
): Promise<Tyre[]> {
  const { clientId, neumatico } = params;
  const fecha = neumatico.fecha_registro ?? today();
  try {
    return await db.transaction(async (tx) => {
      await checkCatalogue(tx, neumatico);
      const taken = await findTyresBySerial(tx, { clientId, serials: params.grupo.map((g) => g.num_serie) });
      if (taken[0]) throw new ConflictError(TYRE_MSG.serieRegistrada(taken[0].num_serie));
      const { usd, rate } = await convertToUsd(tx, {
        clientId,
        date: fecha,
        amount: neumatico.precio,
        currency: neumatico.tipo_moneda,
        field: 'precio',
      });
      const ids = await insertTyres(tx, {
        clientId,
        tyres: params.grupo.map((item) => ({ ...item, neumatico, fecha, usd, rate })),
      });
      // One connection in a transaction: read the saved tyres one after another.
      const saved = [];
      for (const tyreId of ids) saved.push(await getTyre(tx, { clientId, tyreId }));
      return saved;
    });
  } catch (error) {
    // Two saves racing for one serial: the unique index decides.
    if (isUniqueViolation(error)) throw new ConflictError(TYRE_MSG.serieDuplicada);
    throw error;
  }
}

/**
 * Edits a tyre. The condition (nuevo) is fixed once the tyre exists (spec 2 §4). A changed price or currency
 * rewrites the purchase event, converted at the rate of that event's date.
 */
export async function updateTyre(
  db: Db,
  params: {
    clientId: number;
    serial: { num_serie: string; serie_cliente: string | null };
    neumatico: TyreForm;
  },
): Promise<Tyre> {
  const { clientId, neumatico } = params;
  const tyreId = neumatico.id;
  if (!tyreId) throw new NotFoundError();
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ id: neumaticos.id, nuevo: neumaticos.nuevo })
        .from(neumaticos)
        .where(and(eq(neumaticos.id_cliente, clientId), eq(neumaticos.id, tyreId)))
        .for('update');
      if (!current) throw new NotFoundError();
      if (current.nuevo !== neumatico.nuevo) throw new ValidationError('nuevo', TYRE_MSG.condicionNoEditable);
      await checkCatalogue(tx, neumatico);
      const taken = await findTyresBySerial(tx, {
        clientId,
        serials: [params.serial.num_serie],
        exceptId: tyreId,
      });
      if (taken[0]) throw new ConflictError(TYRE_MSG.serieRegistrada(taken[0].num_serie));
      const values = tyreValues(neumatico);
      await tx
        .update(neumaticos)
        .set({ ...values, ...params.serial, updated_at: new Date() })
        .where(eq(neumaticos.id, tyreId));
      const [purchase] = await tx
        .select({ id: neumaticoCostos.id, fecha: neumaticoCostos.fecha })
        .from(neumaticoCostos)
        .where(and(eq(neumaticoCostos.id_neumatico, tyreId), eq(neumaticoCostos.motivo, 0)))
        .orderBy(asc(neumaticoCostos.id))
        .limit(1);
      if (purchase) {
        const { usd, rate } = await convertToUsd(tx, {
          clientId,
          date: purchase.fecha,
          amount: neumatico.precio,
          currency: neumatico.tipo_moneda,
          field: 'precio',
        });
        await tx
          .update(neumaticoCostos)
          .set({
            costo: values.precio,
            tipo_moneda: neumatico.tipo_moneda,
            tipo_cambio: rate === undefined ? null : String(rate),
            costo_convertido: String(usd),
            updated_at: new Date(),
          })
          .where(eq(neumaticoCostos.id, purchase.id));
      }
      return getTyre(tx, { clientId, tyreId });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(TYRE_MSG.serieDuplicada);
    throw error;
  }
}

/** One keyset batch of the export: the client's tyres by id, after `afterId` (lib/export.ts keysetBatches). */
export async function listTyreBatch(
  db: Db,
  params: { clientId: number; afterId: number | undefined; limit: number },
): Promise<Tyre[]> {
  const rows = await queryRows<TyreRow>(
    db,
    sql`select ${TYRE_COLUMNS} from neumaticos n where n.id_cliente = ${params.clientId}
      ${params.afterId === undefined ? sql`` : sql`and n.id > ${params.afterId}`}
      order by n.id limit ${params.limit}`,
  );
  return rows.map(toTyre);
}
