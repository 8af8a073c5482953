import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  EXCHANGE_RATE_MSG,
  type ExchangeRateForm,
  type ExchangeRateRow,
  type Paged,
} from '@huella/contracts';
import type { Db } from '../../db/client';
import { clientes, tipoCambio } from '../../db/schema/index';
import { ConflictError } from '../../lib/http-errors';
import { offsetOf, toPage } from '../../lib/paging';

const columns = {
  id: tipoCambio.id,
  valor: sql<number>`${tipoCambio.valor}::float8`.mapWith(Number),
  fecha: tipoCambio.fecha,
  estado: tipoCambio.estado,
};

/** The '/tipocambio' table: the client's rates, newest date first, counted and paged in SQL. */
export async function listExchangeRates(
  db: Db,
  params: { clientId: number; page: number; per_page: number },
): Promise<Paged<ExchangeRateRow>> {
  const where = eq(tipoCambio.id_cliente, params.clientId);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(tipoCambio)
      .where(where)
      .orderBy(desc(tipoCambio.fecha), desc(tipoCambio.id))
      .limit(params.per_page)
      .offset(offsetOf(params)),
    db.select({ total: count() }).from(tipoCambio).where(where),
  ]);
  return toPage(rows, Number(total?.total ?? 0), params);
}

/**
 * A new rate becomes the client's active one and the previous active one inactive (spec 1 §4 shows estado
 * without saying how it changes; ADR 0009). One rate per date, or "the rate of a date" would be ambiguous.
 * Saves of one client wait for each other on the client's row (locking the rate rows would not stop a save
 * that adds the first one), so the second sees the first's rate and gets the duplicate message. The unique
 * indexes (one date, one active rate per client: ADR 0017) hold even without the lock.
 */
export async function storeExchangeRate(
  db: Db,
  params: { clientId: number; tipocambio: ExchangeRateForm },
): Promise<ExchangeRateRow> {
  return db.transaction(async (tx) => {
    // 'no key update' does not block the key-share locks that inserts referencing the client take.
    await tx
      .select({ id: clientes.id })
      .from(clientes)
      .where(eq(clientes.id, params.clientId))
      .for('no key update');
    const [taken] = await tx
      .select({ id: tipoCambio.id })
      .from(tipoCambio)
      .where(and(eq(tipoCambio.id_cliente, params.clientId), eq(tipoCambio.fecha, params.tipocambio.fecha)));
    if (taken) throw new ConflictError(EXCHANGE_RATE_MSG.fechaDuplicada);
    await tx
      .update(tipoCambio)
      .set({ estado: 0 })
      .where(and(eq(tipoCambio.id_cliente, params.clientId), eq(tipoCambio.estado, 1)));
    const [created] = await tx
      .insert(tipoCambio)
      .values({
        id_cliente: params.clientId,
        valor: String(params.tipocambio.valor),
        fecha: params.tipocambio.fecha,
        estado: 1,
      })
      .returning(columns);
    if (!created) throw new Error('exchange rate not created');
    return created;
  });
}

export interface RateForDate {
  id: number;
  valor: number;
  fecha: string;
  estado: number;
}

/**
 * The rate to convert an amount of a date (domain.md §2, the SQL twin of `rateForDate` in @huella/domain):
 * the client's row with the greatest `fecha ≤ fecha`; with none, the active row; with neither, undefined
 * (the caller refuses to convert). Callers store the rate they used.
 */
export async function rateForDate(
  db: Db,
  params: { clientId: number; fecha: string },
): Promise<RateForDate | undefined> {
  const onOrBefore = sql`${tipoCambio.fecha} <= ${params.fecha}::date`;
  const [row] = await db
    .select(columns)
    .from(tipoCambio)
    .where(and(eq(tipoCambio.id_cliente, params.clientId), sql`(${onOrBefore} or ${tipoCambio.estado} = 1)`))
    .orderBy(sql`(${onOrBefore}) desc`, desc(tipoCambio.fecha), desc(tipoCambio.id))
    .limit(1);
  return row;
}
