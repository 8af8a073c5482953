import { type SQL, sql } from 'drizzle-orm';
import type { SessionTimeRow } from '@huella/contracts';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/prepared';
import {
  clientInScope,
  fullName,
  instantKey,
  keyInstant,
  limaDateTime,
  type UsageScope,
  withinLimaDays,
} from './usage-scope';

/**
 * Session time per user (spec 3 §2.16): the seconds of each entry into a client (`accesos_cliente.segundos`,
 * grown by the heartbeats) summed per user, for the entries made in the period; of one client or of every
 * client the viewer may see.
 */
export interface SessionTimeQuery {
  scope: UsageScope;
  from: string;
  to: string;
  clientId: number | null;
}

/** The period's entries over alias `a` the viewer may see. */
const entriesWhere = (query: SessionTimeQuery): SQL =>
  sql`${withinLimaDays(sql`a.fecha_ingreso`, query.from, query.to)}
    and ${clientInScope(query.scope, sql`a.id_cliente`)}
    ${query.clientId === null ? sql`` : sql`and a.id_cliente = ${query.clientId}`}`;

/** Seconds and entries per user, most time first (then by name). */
export async function getSessionTime(db: Db, query: SessionTimeQuery): Promise<SessionTimeRow[]> {
  return queryRows<SessionTimeRow>(
    db,
    sql`select u.id, ${fullName('u')} as nombre, u.email, t.segundos, t.ingresos
      from (
        select a.id_usuario, sum(a.segundos)::int as segundos, count(*)::int as ingresos
        from accesos_cliente a where ${entriesWhere(query)}
        group by a.id_usuario
      ) t
      join usuarios u on u.id = t.id_usuario
      order by t.segundos desc, nombre, u.id`,
  );
}

/** An entry of the detail export: who, where, when (Lima time) and how long. */
export interface SessionTimeEntryRow {
  id: number;
  nombre: string;
  email: string;
  cliente: string;
  fecha_ingreso: string;
  ultima_actividad: string;
  segundos: number;
  key: string;
}

/** One keyset batch of the entries of the period, newest first. */
export async function listSessionTimeEntryBatch(
  db: Db,
  params: SessionTimeQuery & { after: { key: string; id: number } | undefined; limit: number },
): Promise<SessionTimeEntryRow[]> {
  const { after } = params;
  const afterKey = after ? sql`and (a.fecha_ingreso, a.id) < (${keyInstant(after.key)}, ${after.id})` : sql``;
  return queryRows<SessionTimeEntryRow>(
    db,
    sql`select a.id, ${fullName('u')} as nombre, u.email, c.razon_social as cliente,
        ${limaDateTime(sql`a.fecha_ingreso`)} as fecha_ingreso,
        ${limaDateTime(sql`a.ultima_actividad`)} as ultima_actividad,
        a.segundos, ${instantKey(sql`a.fecha_ingreso`)} as key
      from accesos_cliente a
      join usuarios u on u.id = a.id_usuario
      join clientes c on c.id = a.id_cliente
      where ${entriesWhere(params)} ${afterKey}
      order by a.fecha_ingreso desc, a.id desc
      limit ${params.limit}`,
  );
}
