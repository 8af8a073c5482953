import { type SQL, sql } from 'drizzle-orm';
import { ROLE } from '@huella/contracts';
import { BUSINESS_TIME_ZONE } from '@huella/domain';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/prepared';
import { NotFoundError } from '../../../lib/http-errors';
import type { FastifyRequest } from 'fastify';
import { userOf } from '../../../plugins/access';
import type { SessionUser } from '../../auth/sessions.service';

/**
 * Who sees what in the usage reports (brief of spec 3 §2.14–§2.16, domain.md §14). Roles 1 and 2 see every user
 * and client. Any other internal role (the technician, and roles made later) sees only the clients assigned to
 * it in usuario_clientes: rows that name a client (accesses, actions, report searches) count when their client
 * is one of those; rows that name none (logins) count when their user is bound to one of those clients. Every
 * query of the module goes through these helpers, so the rule is written once.
 */
export interface UsageScope {
  /** null = every client; otherwise the clients the viewer is assigned to (maybe none). */
  clients: number[] | null;
}

export async function usageScopeOf(db: Db, user: SessionUser): Promise<UsageScope> {
  if (user.role === ROLE.superadmin || user.role === ROLE.admin) return { clients: null };
  const rows = await queryRows<{ id_cliente: number }>(
    db,
    sql`select id_cliente from usuario_clientes where id_usuario = ${user.id} order by id_cliente`,
  );
  return { clients: rows.map((row) => row.id_cliente) };
}

// Written into the text, not bound: the same expression must read alike in select and group by.
const LIMA = sql.raw(`'${BUSINESS_TIME_ZONE}'`);

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** A row naming a client (`column` its id_cliente) that the viewer may count. */
export function clientInScope(scope: UsageScope, column: SQL): SQL {
  if (scope.clients === null) return sql`true`;
  if (scope.clients.length === 0) return sql`false`;
  return sql`${column} in (${idList(scope.clients)})`;
}

/** A user (`column` its id) the viewer may count: bound to one of the viewer's clients. */
export function userInScope(scope: UsageScope, column: SQL): SQL {
  if (scope.clients === null) return sql`true`;
  if (scope.clients.length === 0) return sql`false`;
  return sql`exists (select 1 from usuario_clientes uc
    where uc.id_usuario = ${column} and uc.id_cliente in (${idList(scope.clients)}))`;
}

/** The client a filter names: 404 when it does not exist or the viewer may not see it (nothing is leaked). */
export async function assertClientInScope(db: Db, scope: UsageScope, clientId: number): Promise<void> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select c.id from clientes c where c.id = ${clientId} and ${clientInScope(scope, sql`c.id`)}`,
  );
  if (!row) throw new NotFoundError();
}

/** The user a filter names: 404 when it does not exist or is not one of the viewer's users. */
export async function assertUserInScope(db: Db, scope: UsageScope, userId: number): Promise<void> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select u.id from usuarios u where u.id = ${userId} and ${userInScope(scope, sql`u.id`)}`,
  );
  if (!row) throw new NotFoundError();
}

/** The signed-in viewer's scope, after refusing (404) a client or user filter outside it. */
export async function viewerScope(
  db: Db,
  request: FastifyRequest,
  filters: { clientId?: number | null; userId?: number | null } = {},
): Promise<UsageScope> {
  const scope = await usageScopeOf(db, userOf(request));
  if (filters.clientId != null) await assertClientInScope(db, scope, filters.clientId);
  if (filters.userId != null) await assertUserInScope(db, scope, filters.userId);
  return scope;
}

/**
 * `column` (a timestamptz) within the Lima days fecha_inicial..fecha_final: a half-open range of instants, so
 * the column's index is used (no function of the column).
 */
export function withinLimaDays(column: SQL, from: string, to: string): SQL {
  return sql`${column} >= ${from}::date::timestamp at time zone ${LIMA}
    and ${column} < (${to}::date + 1)::timestamp at time zone ${LIMA}`;
}

/** The Lima calendar day of a timestamptz. */
export const limaDay = (column: SQL) => sql`(${column} at time zone ${LIMA})::date`;

/** An instant as the contracts send it: ISO 8601 in UTC. */
export const isoInstant = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** An instant as the exports write it: Lima's local date and time, dd/mm/yyyy hh:mm:ss. */
export const limaDateTime = (column: SQL) =>
  sql`to_char(${column} at time zone ${LIMA}, 'DD/MM/YYYY HH24:MI:SS')`;

/** A keyset position of an instant, exact to the microsecond (compare with `keyInstant`). */
export const instantKey = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US')`;
export const keyInstant = (key: string) => sql`(${key}::timestamp at time zone 'UTC')`;

/** A user's full name. */
export const fullName = (alias: string) =>
  sql.raw(`trim(${alias}.nombre || ' ' || coalesce(${alias}.apellidos, ''))`);
