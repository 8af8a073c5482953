import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

export type Direction = 'asc' | 'desc';

/** Where a list puts the rows whose sort key is null. */
export type Nulls = 'first' | 'last';

/** `asc nulls first`, `desc`: an ORDER BY direction, from fixed words only. */
const direction = (dir: Direction, nulls?: Nulls) => sql.raw(nulls ? `${dir} nulls ${nulls}` : dir);

/**
 * The ids of one page in list order, as rows `(k, id)` (k the sort key), and that same order over a `page`
 * alias: the full rows are then read for the page's ids only and put back in order by `order`, a sort of one
 * page, not of the client's rows.
 */
export interface ListPage {
  page: SQL;
  order: SQL;
}

interface PageBounds {
  limit: SQLWrapper | number;
  offset: SQLWrapper | number;
}

/**
 * A page in the order of an expression over the listed table (alias `t`), ties by id: with an index
 * `(id_cliente, column nulls first, id)` PostgreSQL reads just the page from it, in either direction.
 */
export function columnPage(
  params: PageBounds & { from: SQL; where: SQL; key: SQL; name: Direction; nulls: Nulls; id: Direction },
): ListPage {
  const byKey = direction(params.name, params.nulls);
  const byId = direction(params.id);
  return {
    page: sql`select ${params.key} as k, t.id from ${params.from} where ${params.where}
      order by ${params.key} ${byKey}, t.id ${byId} limit ${params.limit} offset ${params.offset}`,
    order: sql`page.k ${byKey}, page.id ${byId}`,
  };
}

export interface CatalogueWalk extends PageBounds {
  /** The listed table and its foreign key to the catalogue (`neumaticos`, `id_marca`): fixed names only. */
  table: string;
  column: string;
  /** The catalogue's rows as `(id, k)`, k its name: `select c.id, c.descripcion as k from … c`. */
  catalogue: SQL;
  /** The column may be null: those rows form one more group, placed by `nulls`. */
  nullable: boolean;
  name: Direction;
  nulls: Nulls;
  /** The order of the rows within one name (the list's tie order). */
  id: Direction;
  client: SQLWrapper;
  /** offset + limit: no catalogue row can give more rows than that to the page. */
  upto: SQLWrapper | number;
}

/**
 * One page of a client's rows sorted by a catalogue's name without joining and sorting all of the client's rows
 * (issue 9 item 3). The catalogue's rows are walked in name order and each one's rows read from the
 * `(id_cliente, column, id)` index already in tie order, at most `upto` of them; PostgreSQL then only sorts
 * within a name (Incremental Sort) and stops as soon as the page is full. The first page of 50 000 tyres sorted
 * by brand reads a few dozen index entries whatever the client's size; the walk costs one index probe per
 * catalogue row it passes. Rows without a catalogue row (nullable column) come from one more index range, placed
 * first or last as a plain ORDER BY places nulls.
 *
 * Same order as `ORDER BY name, id` over the joined rows: within one name the rows are in id order whether they
 * come from one catalogue row or from several (two models of different brands may share a name).
 */
export function cataloguePage(walk: CatalogueWalk): ListPage {
  const table = sql.raw(walk.table);
  const column = sql.raw(`t.${walk.column}`);
  // A name index, when the catalogue has one, gives `asc nulls last` / `desc nulls first`. Names are never null,
  // so asking for that order changes nothing and lets the walk read the index instead of sorting the catalogue.
  const nulls: Nulls = walk.nullable ? walk.nulls : walk.name === 'asc' ? 'last' : 'first';
  const byName = direction(walk.name, nulls);
  const byId = direction(walk.id);
  const rows = walk.nullable
    ? sql`select null::int as id, null::text as k union all (${walk.catalogue})`
    : walk.catalogue;
  const ofCatalogueRow = sql`(select t.id from ${table} t
      where c.id is not null and t.id_cliente = ${walk.client} and ${column} = c.id
      order by t.id ${byId} limit ${walk.upto})`;
  // Ordered by the column too: it is null throughout, but saying so lets the index give the id order.
  const withoutOne = sql`(select t.id from ${table} t
      where c.id is null and t.id_cliente = ${walk.client} and ${column} is null
      order by ${column} ${byId}, t.id ${byId} limit ${walk.upto})`;
  return {
    page: sql`select c.k, p.id
      from (select * from (${rows}) r order by k ${byName}) c
      cross join lateral (${walk.nullable ? sql`${ofCatalogueRow} union all ${withoutOne}` : ofCatalogueRow}) p
      order by c.k ${byName}, p.id ${byId} limit ${walk.limit} offset ${walk.offset}`,
    order: sql`page.k ${byName}, page.id ${byId}`,
  };
}

/** The page sizes the list screens offer. */
export const SCREEN_PAGE_SIZES: readonly number[] = [10, 25, 50, 100];

/**
 * The bounds of one page for a list's prepared statement. The first page at a screen's page size has them
 * written into the SQL: with no parameter in its LIMIT, PostgreSQL keeps one generic plan for the statement
 * instead of planning every call (db/prepared.ts), and that page is the one every list opens on. Any other page
 * takes them as placeholders (`limit`, `offset`, `upto`) and is planned per call. `key` names the variant.
 */
export function pageBounds(params: { page: number; per_page: number }) {
  const offset = (params.page - 1) * params.per_page;
  const values = { limit: params.per_page, offset, upto: offset + params.per_page };
  if (params.page === 1 && SCREEN_PAGE_SIZES.includes(params.per_page)) {
    const size = sql.raw(String(params.per_page));
    return {
      key: `first${params.per_page}`,
      bounds: { limit: size, offset: sql.raw('0'), upto: size },
      values,
    };
  }
  const bounds = {
    limit: sql.placeholder('limit'),
    offset: sql.placeholder('offset'),
    upto: sql.placeholder('upto'),
  };
  return { key: 'page', bounds, values };
}
