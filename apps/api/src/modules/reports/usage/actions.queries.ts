import { type SQL, sql } from 'drizzle-orm';
import type { Paged, UserActionRow } from '@huella/contracts';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/prepared';
import { toPage } from '../../../lib/paging';
import {
  clientInScope,
  fullName,
  instantKey,
  isoInstant,
  keyInstant,
  limaDateTime,
  type UsageScope,
  withinLimaDays,
} from './usage-scope';

/**
 * The user actions report (spec 3 §2.15) over the action log `acciones_usuario`, which grows by every change
 * of every module (a million rows is expected). The page reads a backward range of the (created_at, id) index
 * (or of (id_cliente, created_at) for a technician) and only then looks up the page's ten users by key; the
 * total is a count over the same index range, without touching the users.
 */
export interface ActionsQuery {
  scope: UsageScope;
  from: string;
  to: string;
}

/** The period's actions over alias `a` the viewer may see (a technician: those done on their clients). */
export const actionsWhere = (query: ActionsQuery): SQL =>
  sql`${withinLimaDays(sql`a.created_at`, query.from, query.to)} and ${clientInScope(query.scope, sql`a.id_cliente`)}`;

const ACTION_FIELDS = sql`a.id, coalesce(${fullName('u')}, a.email) as usuario, a.email, a.accion, a.vista, a.detalle,
  ${isoInstant(sql`a.created_at`)} as created_at`;
const USER_OF_A = sql.raw(
  'left join lateral (select * from usuarios u where u.id = a.id_usuario limit 1) u on true',
);

/** One page of the period's actions, newest first, and their count. */
export async function getActions(
  db: Db,
  query: ActionsQuery & { page: number; per_page: number },
): Promise<Paged<UserActionRow>> {
  const where = actionsWhere(query);
  const [rows, [count]] = await Promise.all([
    queryRows<UserActionRow>(
      db,
      sql`select ${ACTION_FIELDS} from (
          select a.id from acciones_usuario a where ${where}
          order by a.created_at desc, a.id desc
          limit ${query.per_page} offset ${(query.page - 1) * query.per_page}
        ) page
        cross join lateral (select * from acciones_usuario x where x.id = page.id limit 1) a
        ${USER_OF_A}
        order by a.created_at desc, a.id desc`,
    ),
    queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from acciones_usuario a where ${where}`,
    ),
  ]);
  return toPage(rows, count?.total ?? 0, query);
}

export type ActionExportRow = UserActionRow & { fecha: string; key: string };

/**
 * One keyset batch of an actions export, newest first: the rows of `where` over alias `a` (the period's actions
 * the viewer may see, or the operations export's client, module and user).
 */
export async function listActionExportBatch(
  db: Db,
  params: { where: SQL; after: { key: string; id: number } | undefined; limit: number },
): Promise<ActionExportRow[]> {
  const { after } = params;
  const afterKey = after ? sql`and (a.created_at, a.id) < (${keyInstant(after.key)}, ${after.id})` : sql``;
  return queryRows<ActionExportRow>(
    db,
    sql`select ${ACTION_FIELDS}, ${limaDateTime(sql`a.created_at`)} as fecha, ${instantKey(sql`a.created_at`)} as key
      from acciones_usuario a ${USER_OF_A}
      where ${params.where} ${afterKey}
      order by a.created_at desc, a.id desc
      limit ${params.limit}`,
  );
}
