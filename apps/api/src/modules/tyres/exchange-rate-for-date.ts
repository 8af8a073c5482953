import { and, desc, eq, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { tipoCambio } from '../../db/schema/index';

/**
 * The client's exchange rate (soles per dollar) for a date, domain.md §2 **[decision]**: the row with the
 * greatest `fecha ≤ date`, else the active row; undefined when the client has neither. Read here so money
 * conversions do not depend on the exchange-rate screen's module.
 */
export async function findExchangeRate(
  db: Db | Tx,
  params: { clientId: number; date: string },
): Promise<number | undefined> {
  const [dated] = await db
    .select({ valor: tipoCambio.valor })
    .from(tipoCambio)
    .where(and(eq(tipoCambio.id_cliente, params.clientId), lte(tipoCambio.fecha, params.date)))
    .orderBy(desc(tipoCambio.fecha), desc(tipoCambio.id))
    .limit(1);
  if (dated) return Number(dated.valor);
  const [active] = await db
    .select({ valor: tipoCambio.valor })
    .from(tipoCambio)
    .where(and(eq(tipoCambio.id_cliente, params.clientId), eq(tipoCambio.estado, 1)))
    .orderBy(desc(tipoCambio.fecha), desc(tipoCambio.id))
    .limit(1);
  return active ? Number(active.valor) : undefined;
}
