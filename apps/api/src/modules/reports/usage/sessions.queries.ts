import { type SQL, sql } from 'drizzle-orm';
import type { Paged, SessionCountRow, SessionRow } from '@huella/contracts';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/prepared';
import { toPage } from '../../../lib/paging';
import {
  fullName,
  instantKey,
  isoInstant,
  keyInstant,
  limaDateTime,
  limaDay,
  type UsageScope,
  userInScope,
  withinLimaDays,
} from './usage-scope';

/**
 * The user sessions report (spec 3 §2.14): each login is a row of `sesiones` (created_at = when it was made).
 * Logins name no client, so a technician counts those of the users bound to their clients (usage-scope.ts).
 */
export interface SessionsQuery {
  scope: UsageScope;
  from: string;
  to: string;
}

/** The period's logins over alias `s` that the viewer may see. */
const loginsWhere = (query: SessionsQuery): SQL =>
  sql`${withinLimaDays(sql`s.created_at`, query.from, query.to)} and ${userInScope(query.scope, sql`s.id_usuario`)}`;

const LOGIN = sql`s.id, s.id_usuario, ${fullName('u')} as name, u.email,
  ${isoInstant(sql`s.created_at`)} as fecha_session`;

/** One page of the period's logins, newest first, and their count. */
export async function getSessions(
  db: Db,
  query: SessionsQuery & { page: number; per_page: number },
): Promise<Paged<SessionRow>> {
  const where = loginsWhere(query);
  const [rows, [count]] = await Promise.all([
    queryRows<SessionRow>(
      db,
      sql`select ${LOGIN} from sesiones s join usuarios u on u.id = s.id_usuario
        where ${where}
        order by s.created_at desc, s.id desc
        limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`,
    ),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from sesiones s where ${where}`),
  ]);
  return toPage(rows, count?.total ?? 0, query);
}

export type SessionExportRow = SessionRow & { fecha: string; key: string };

/** One keyset batch of the logins export, in the table's order (newest first). */
export async function listSessionExportBatch(
  db: Db,
  params: SessionsQuery & { after: { key: string; id: number } | undefined; limit: number },
): Promise<SessionExportRow[]> {
  const { after } = params;
  const afterKey = after ? sql`and (s.created_at, s.id) < (${keyInstant(after.key)}, ${after.id})` : sql``;
  return queryRows<SessionExportRow>(
    db,
    sql`select ${LOGIN}, ${limaDateTime(sql`s.created_at`)} as fecha, ${instantKey(sql`s.created_at`)} as key
      from sesiones s join usuarios u on u.id = s.id_usuario
      where ${loginsWhere(params)} ${afterKey}
      order by s.created_at desc, s.id desc
      limit ${params.limit}`,
  );
}

export type SessionGrain = 'day' | 'month';

/**
 * Logins per user and Lima day ('yyyy-mm-dd') or month ('yyyy-mm') of the period, optionally of one user:
 * newest first, then by name.
 */
export async function getSessionCounts(
  db: Db,
  query: SessionsQuery & { grain: SessionGrain; userId: number | null },
): Promise<SessionCountRow[]> {
  const day = limaDay(sql`s.created_at`);
  const bucket = query.grain === 'day' ? sql`${day}::text` : sql`to_char(${day}, 'YYYY-MM')`;
  const user = query.userId === null ? sql`` : sql`and s.id_usuario = ${query.userId}`;
  return queryRows<SessionCountRow>(
    db,
    sql`select u.id, ${fullName('u')} as name, u.email, c.fecha_session, c.cantidad
      from (
        select s.id_usuario, ${bucket} as fecha_session, count(*)::int as cantidad
        from sesiones s where ${loginsWhere(query)} ${user}
        group by 1, 2
      ) c
      join usuarios u on u.id = c.id_usuario
      order by c.fecha_session desc, name, u.id`,
  );
}
