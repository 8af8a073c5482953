import { type SQL, sql } from 'drizzle-orm';
import type { LastConnectionRow, Paged } from '@huella/contracts';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/prepared';
import { likePattern, toPage } from '../../../lib/paging';
import { fullName, isoInstant, type UsageScope, userInScope } from './usage-scope';

/**
 * The last-activity table of the technical report (spec 3 §2.16, §3 Last activity): each user the viewer may
 * see who ever logged in, with the latest login (read from the (id_usuario, created_at) index of `sesiones`)
 * and the seconds since it; most recent first. Users never logged in are not listed.
 */
export async function getLastConnections(
  db: Db,
  query: { scope: UsageScope; buscar: string; page: number; per_page: number },
): Promise<Paged<LastConnectionRow>> {
  const pattern = likePattern(query.buscar);
  const search: SQL = query.buscar
    ? sql`and (${fullName('u')} ilike ${pattern} or u.email ilike ${pattern})`
    : sql``;
  const where = sql`${userInScope(query.scope, sql`u.id`)} ${search}`;
  const LATEST = sql.raw(`cross join lateral (
      select s.created_at from sesiones s where s.id_usuario = u.id order by s.created_at desc limit 1) l`);
  const [rows, [count]] = await Promise.all([
    queryRows<LastConnectionRow>(
      db,
      sql`select u.id, ${fullName('u')} as nombre, u.email, ${isoInstant(sql`l.created_at`)} as fecha_ingreso,
          greatest(0, floor(extract(epoch from now() - l.created_at)))::int as tiempo
        from usuarios u ${LATEST}
        where ${where}
        order by l.created_at desc, u.id
        limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`,
    ),
    queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from usuarios u
        where exists (select 1 from sesiones s where s.id_usuario = u.id) and ${where}`,
    ),
  ]);
  return toPage(rows, count?.total ?? 0, query);
}
