import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { type ActionCode, ROLE } from '@huella/contracts';
import type { Db, Tx } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { sesiones } from '../../db/schema/index';
import { hashToken, newToken } from '../../lib/tokens';

/** Idle and absolute limits (architecture §5): an unattended session ends, and none lives past a day's work. */
export const IDLE_MINUTES = 30;
export const ABSOLUTE_HOURS = 12;
/** Activity is written at most once a minute per session, not on every request. */
const TOUCH_EVERY_SECONDS = 60;

export interface SessionUser {
  sessionId: number;
  id: number;
  role: number;
  email: string;
  nombre: string;
  apellidos: string;
}

export async function createSession(db: Db | Tx, params: { userId: number; ip: string }): Promise<string> {
  const token = newToken();
  await db
    .insert(sesiones)
    .values({ id_usuario: params.userId, token_hash: hashToken(token), ip: params.ip });
  return token;
}

export interface Authorization {
  user: SessionUser;
  /** The role holds the route's declared grant (true when the route declares none). */
  granted: boolean;
  /** The clients the user may work on, when asked for (`clients: true`); otherwise null. */
  clients: number[] | null;
}

interface AuthorizationRow {
  session_id: number;
  id: number;
  role_id: number;
  email: string;
  nombre: string;
  apellidos: string;
  granted: boolean;
  clients: number[] | null;
}

/**
 * Everything the access plugin needs before a handler runs, in one statement: the live session and its user,
 * whether the role holds the route's grant, the clients the user may use (when the route names one), and the
 * sliding of the idle expiry (not on heartbeats, at most once a minute). One statement, not one per check,
 * because every authenticated request pays for it (issue 9; docs/decisions/0023-one-query-access.md), and a
 * prepared one (db/prepared.ts): parsed and planned once per connection, then only bound and run. Nothing is
 * cached: a revoked session, a removed grant or a changed client assignment counts on the very next request.
 *
 * The client list is the rule of `canUseClient` (client-access.ts) in SQL: the superadmin every client, the
 * administrator every active client, everyone else the active clients assigned to them. It is a list, not a
 * yes/no, because the requested `id_cliente` is often in the body, which is only known after validation.
 *
 * The update sits in a data-modifying CTE: PostgreSQL runs it even though the final select does not read it,
 * and the final select still sees the session as it was (snapshot of the statement's start).
 */
const authorization = preparedStatement<
  AuthorizationRow,
  { tokenHash: string; menus: number[] | null; action: number | null; clients: boolean; heartbeat: boolean }
>(
  'auth_authorize_request',
  sql`
    with live as (
      select s.id as session_id, s.last_activity_at, u.id, u.role_id, u.email, u.nombre, u.apellidos
      from sesiones s
      join usuarios u on u.id = s.id_usuario
      where s.token_hash = ${sql.placeholder('tokenHash')}
        and s.revoked_at is null
        and s.last_activity_at > now() - make_interval(mins => ${sql.raw(String(IDLE_MINUTES))})
        and s.created_at > now() - make_interval(hours => ${sql.raw(String(ABSOLUTE_HOURS))})
      limit 1
    ), touched as (
      update sesiones set last_activity_at = now()
      from live
      where sesiones.id = live.session_id
        and not ${sql.placeholder('heartbeat')}::boolean
        and live.last_activity_at <= now() - make_interval(secs => ${sql.raw(String(TOUCH_EVERY_SECONDS))})
    )
    select live.session_id, live.id, live.role_id, live.email, live.nombre, live.apellidos,
      (${sql.placeholder('menus')}::int[] is null or exists (
        select 1 from permisos p
        where p.id_rol = live.role_id and p.id_menu = any(${sql.placeholder('menus')}::int[])
          and p.id_accion = ${sql.placeholder('action')}::int
      )) as granted,
      case when ${sql.placeholder('clients')}::boolean then array(
        select c.id from clientes c
        where live.role_id = ${sql.raw(String(ROLE.superadmin))}
          or (c.estado and (live.role_id = ${sql.raw(String(ROLE.admin))} or exists (
            select 1 from usuario_clientes uc where uc.id_usuario = live.id and uc.id_cliente = c.id
          )))
      ) end as clients
    from live
  `,
);

/** Undefined when the token has no live session (unknown, revoked, idle too long or too old). */
export async function authorizeRequest(
  db: Db,
  params: {
    tokenHash: string;
    /** The route's menu, or the menus any of which opens it (a picker several screens share). */
    menu?: number | readonly number[];
    action?: ActionCode;
    clients: boolean;
    heartbeat: boolean;
  },
): Promise<Authorization | undefined> {
  const [row] = await authorization.execute(db, {
    tokenHash: params.tokenHash,
    menus: params.menu === undefined ? null : [params.menu].flat(),
    action: params.action ?? null,
    clients: params.clients,
    heartbeat: params.heartbeat,
  });
  if (!row) return undefined;
  return {
    user: {
      sessionId: row.session_id,
      id: row.id,
      role: row.role_id,
      email: row.email,
      nombre: row.nombre,
      apellidos: row.apellidos,
    },
    granted: row.granted,
    clients: row.clients,
  };
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db
    .update(sesiones)
    .set({ revoked_at: sql`now()` })
    .where(eq(sesiones.id, sessionId));
}

/**
 * After a password change every open session of the user ends; `except` keeps the one that made the change (the
 * user changing it in 'Mi perfil' stays signed in there, every other device is signed out).
 */
export async function revokeUserSessions(
  db: Db | Tx,
  userId: number,
  options: { except?: number } = {},
): Promise<void> {
  await db
    .update(sesiones)
    .set({ revoked_at: sql`now()` })
    .where(
      and(
        eq(sesiones.id_usuario, userId),
        isNull(sesiones.revoked_at),
        options.except === undefined ? undefined : ne(sesiones.id, options.except),
      ),
    );
}
