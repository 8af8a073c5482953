import { type SQL, sql } from 'drizzle-orm';
import type { Paged, Tyre, TYRE_SORTS } from '@huella/contracts';
import type { Db } from '../../db/client';
import { cataloguePage, columnPage, type Direction, type ListPage, pageBounds } from '../../db/list-order';
import { preparedStatement, queryRows } from '../../db/prepared';
import { likePattern, offsetOf, toPage } from '../../lib/paging';
import { TYRE_COLUMNS, type TyreRow, toTyre } from './tyre-row';

type TyreSort = (typeof TYRE_SORTS)[number];

export interface ListTyresParams {
  clientId: number;
  page: number;
  per_page: number;
  search?: string;
  sortBy?: TyreSort;
  sortDirection: 'asc' | 'desc';
}

/** The sorts by a tyre column: each has an index `(id_cliente, column nulls first, id)` (schema/tyres.ts). */
const COLUMN_SORTS: Record<Exclude<TyreSort, keyof typeof CATALOGUE_SORTS>, string> = {
  id: 't.id',
  num_serie: 't.num_serie',
  serie_cliente: 't.serie_cliente',
  estado: 't.estado',
  condicion: 't.nuevo',
  cantidad_reencauche: 't.cantidad_reencauche',
  remanente_original: 't.remanente_original',
  remanente_actual: 't.remanente_actual',
  presion_recomendada: 't.presion_recomendada',
  unidad_medida: 't.unidad_medida',
  k_recorridos: 't.k_recorridos',
  precio: 't.precio',
  // The running total kept by the database (migration 0013), indexed like the others.
  costo: 't.costo_acumulado',
  fecha_registro: 't.fecha_registro',
  created_at: 't.created_at',
};

/** The sorts by a catalogue name: the catalogue, its name and the tyre's foreign key to it. */
const CATALOGUE_SORTS = {
  marca: { table: 'neumatico_marcas', name: 'descripcion', column: 'id_marca', nullable: false },
  modelo: { table: 'neumatico_modelos', name: 'descripcion', column: 'id_modelo', nullable: false },
  medida: { table: 'neumatico_medidas', name: 'descripcion', column: 'id_medida', nullable: false },
  disenio: { table: 'neumatico_disenios', name: 'nombre', column: 'id_disenio', nullable: true },
} as const;

const isCatalogueSort = (sort: TyreSort): sort is keyof typeof CATALOGUE_SORTS => sort in CATALOGUE_SORTS;

/**
 * The list's order (spec 2 §9: created_at descending by default): `asc nulls first` / `desc nulls last`, ties
 * by id in the same direction, so every column index `(id_cliente, column nulls first, id)` serves both ways.
 */
function orderOf(params: Pick<ListTyresParams, 'sortBy' | 'sortDirection'>) {
  const sort = params.sortBy ?? 'created_at';
  const dir: Direction = params.sortBy ? params.sortDirection : 'desc';
  return { sort, dir, nulls: dir === 'asc' ? ('first' as const) : ('last' as const) };
}

/**
 * The full rows of a page's ids, in the page's order; `total` rides along when the statement knows it. Each row
 * is fetched by its id (LATERAL … LIMIT 1, which PostgreSQL cannot turn into a join): whatever the planner
 * guesses of the page's size, it cannot choose to hash-join the whole table.
 */
const rowsOfPage = (page: ListPage, total: SQL) => sql`select ${TYRE_COLUMNS}, ${total} as total
  from (${page.page}) page
  cross join lateral (select * from neumaticos t where t.id = page.id limit 1) n
  order by ${page.order}`;

const client = sql.placeholder('clientId');

/**
 * The unfiltered list in one prepared statement per sort, direction and page variant (db/list-order.ts
 * pageBounds): the page's ids chosen over the index of the sort (a catalogue-name sort walks the catalogue), the
 * full rows read for those ids only, and the client's total from `cliente_totales` (kept exact by triggers,
 * migration 0013), not counted.
 */
function unfilteredStatement(
  sort: TyreSort,
  dir: Direction,
  nulls: 'first' | 'last',
  { key, bounds }: ReturnType<typeof pageBounds>,
) {
  const page = isCatalogueSort(sort)
    ? cataloguePage({
        ...CATALOGUE_SORTS[sort],
        table: 'neumaticos',
        catalogue: sql.raw(
          `select c.id, c.${CATALOGUE_SORTS[sort].name} as k from ${CATALOGUE_SORTS[sort].table} c`,
        ),
        name: dir,
        nulls,
        id: dir,
        client,
        ...bounds,
      })
    : columnPage({
        from: sql`neumaticos t`,
        where: sql`t.id_cliente = ${client}`,
        key: sql.raw(COLUMN_SORTS[sort]),
        name: dir,
        nulls,
        id: dir,
        limit: bounds.limit,
        offset: bounds.offset,
      });
  return preparedStatement<
    TyreRow & { total: number },
    { clientId: number; limit: number; offset: number; upto: number }
  >(
    `tyre_list_${sort}_${dir}_${key}`,
    rowsOfPage(
      page,
      sql`coalesce((select ct.neumaticos from cliente_totales ct where ct.id_cliente = ${client}), 0)`,
    ),
  );
}

const unfiltered = new Map<string, ReturnType<typeof unfilteredStatement>>();

/** The client's total alone, for a page past the end (no row to carry it). */
const totalStatement = preparedStatement<{ total: number }, { clientId: number }>(
  'tyre_list_total',
  sql`select coalesce((select ct.neumaticos from cliente_totales ct where ct.id_cliente = ${client}), 0) as total`,
);

/**
 * The search over the tyre's own columns: serial and DOT by substring (trigram indexes), and brand, model and
 * size as the ids of the catalogue rows whose name matches, looked up first in one statement (they are few) and
 * written into the tyres' statement as values: every arm then has an index the planner can weigh, so a search
 * reads the matching tyres instead of the client's 50 000. (Left to a subquery, the ids are unknown when the
 * statement is planned and PostgreSQL filters every tyre of the client instead.)
 */
async function searchCondition(db: Db, search: string): Promise<SQL> {
  const pattern = likePattern(search);
  const [ids] = await queryRows<{ marcas: number[]; modelos: number[]; medidas: number[] }>(
    db,
    sql`select array(select c.id from neumatico_marcas c where c.descripcion ilike ${pattern}) as marcas,
      array(select c.id from neumatico_modelos c where c.descripcion ilike ${pattern}) as modelos,
      array(select c.id from neumatico_medidas c where c.descripcion ilike ${pattern}) as medidas`,
  );
  const arms = [sql`t.num_serie ilike ${pattern}`, sql`t.serie_cliente ilike ${pattern}`];
  for (const [column, values] of [
    ['t.id_marca', ids?.marcas],
    ['t.id_modelo', ids?.modelos],
    ['t.id_medida', ids?.medidas],
  ] as const) {
    if (values && values.length > 0)
      arms.push(
        sql`${sql.raw(column)} in (${sql.join(
          values.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
  }
  return sql`(${sql.join(arms, sql` or `)})`;
}

/** A searched page: the matching tyres sorted (few, by the indexes of the search) and counted exactly. */
async function listSearched(db: Db, params: ListTyresParams) {
  const { sort, dir, nulls } = orderOf(params);
  const where = sql`t.id_cliente = ${params.clientId} and ${await searchCondition(db, params.search ?? '')}`;
  const catalogue = isCatalogueSort(sort) ? CATALOGUE_SORTS[sort] : undefined;
  const page = columnPage({
    from: catalogue
      ? sql.raw(
          `neumaticos t ${catalogue.nullable ? 'left' : 'inner'} join ${catalogue.table} c on c.id = t.${catalogue.column}`,
        )
      : sql`neumaticos t`,
    where,
    key: sql.raw(catalogue ? `c.${catalogue.name}` : COLUMN_SORTS[sort as keyof typeof COLUMN_SORTS]),
    name: dir,
    nulls,
    id: dir,
    limit: params.per_page,
    offset: offsetOf(params),
  });
  const [rows, [count]] = await Promise.all([
    queryRows<TyreRow>(db, rowsOfPage(page, sql`null`)),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from neumaticos t where ${where}`),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** The tyre report: one client's tyres, searched by serial, DOT, brand, model or size, counted and paged in SQL. */
export async function listTyres(db: Db, params: ListTyresParams): Promise<Paged<Tyre>> {
  if (params.search) {
    const { rows, total } = await listSearched(db, params);
    return toPage(rows.map(toTyre), total, params);
  }
  const { sort, dir, nulls } = orderOf(params);
  const page = pageBounds(params);
  const key = `${sort}_${dir}_${page.key}`;
  let statement = unfiltered.get(key);
  if (!statement) unfiltered.set(key, (statement = unfilteredStatement(sort, dir, nulls, page)));
  const rows = await statement.execute(db, { clientId: params.clientId, ...page.values });
  const total = rows[0]?.total ?? (await totalStatement.execute(db, { clientId: params.clientId }))[0]?.total;
  return toPage(rows.map(toTyre), total ?? 0, params);
}
