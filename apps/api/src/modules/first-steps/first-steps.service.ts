import { eq, sql } from 'drizzle-orm';
import type { FirstSteps } from '@huella/contracts';
import type { Db } from '../../db/client';
import { clientes } from '../../db/schema/index';
import { NotFoundError } from '../../lib/http-errors';

/**
 * What a company has set up, in one round trip: each figure is an indexed count of the client's own rows; the
 * vehicle and tyre totals come from the per-client counters (docs/decisions/0025-running-totals-and-counters.md).
 */
export async function getFirstSteps(db: Db, params: { clientId: number }): Promise<FirstSteps> {
  const client = params.clientId;
  const [row] = await db
    .select({
      plantas: sql<number>`(select count(*) from plantas p where p.id_cliente = ${client})`.mapWith(Number),
      aplicaciones: sql<number>`(
        select count(*) from aplicaciones a
          join remanentes_aplicacion r on r.id_aplicacion = a.id and r.id_cliente = a.id_cliente
         where a.id_cliente = ${client})`.mapWith(Number),
      tipo_cambio: sql<boolean>`exists (
        select 1 from tipo_cambio t where t.id_cliente = ${client} and t.estado = 1)`,
      configuraciones: sql<number>`(select count(*) from vehiculo_configuraciones)`.mapWith(Number),
      vehiculos: sql<number>`coalesce((
        select c.vehiculos from cliente_totales c where c.id_cliente = ${client}), 0)`.mapWith(Number),
      neumaticos: sql<number>`coalesce((
        select c.neumaticos from cliente_totales c where c.id_cliente = ${client}), 0)`.mapWith(Number),
    })
    .from(clientes)
    .where(eq(clientes.id, client));
  if (!row) throw new NotFoundError();
  return row;
}
