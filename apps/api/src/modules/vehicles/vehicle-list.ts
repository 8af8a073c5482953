import { type SQL, sql } from 'drizzle-orm';
import type { Paged, VehicleListItem, VehicleSort } from '@huella/contracts';
import type { Db } from '../../db/client';
import {
  cataloguePage,
  columnPage,
  type Direction,
  type ListPage,
  type Nulls,
  pageBounds,
} from '../../db/list-order';
import { preparedStatement, queryRows } from '../../db/prepared';
import { likePattern, offsetOf, toPage } from '../../lib/paging';
import { VEHICLE_COLUMNS } from './vehicle-row';

export interface ListVehiclesParams {
  clientId: number;
  page: number;
  per_page: number;
  search?: string;
  /** Plate find (spec 2 §7): exact plate, any case. */
  placa?: string;
  sortBy?: VehicleSort;
  sortDirection: 'asc' | 'desc';
}

/** Sorts by a column of the vehicle: each has an index led by id_cliente (schema/vehicles.ts). */
const COLUMN_SORTS = {
  id: 't.id',
  placa: 't.placa',
  codigo: 't.codigo',
  fecha_registro: 't.fecha_registro',
} as const;

const client = sql.placeholder('clientId');

/**
 * Sorts by a catalogue name: the catalogue's rows `(id, k)` and the vehicle's foreign key to it. Plants and
 * applications are the client's own; the state is a two-row catalogue of its codes (0 No Activo, 1 Activo),
 * ordered by code as the list always has.
 */
const CATALOGUE_SORTS = {
  tipo: { column: 'id_tipo', catalogue: sql`select c.id, c.descripcion as k from vehiculo_tipos c` },
  marca: { column: 'id_marca', catalogue: sql`select c.id, c.descripcion as k from vehiculo_marcas c` },
  modelo: { column: 'id_modelo', catalogue: sql`select c.id, c.descripcion as k from vehiculo_modelos c` },
  configuracion: {
    column: 'id_configuracion',
    catalogue: sql`select c.id, c.nombre as k from vehiculo_configuraciones c`,
  },
  aplicacion: {
    column: 'ruta',
    catalogue: sql`select c.id, c.aplicacion as k from aplicaciones c where c.id_cliente = ${client}`,
  },
  nomplanta: {
    column: 'id_planta',
    catalogue: sql`select c.id, c.nombre as k from plantas c where c.id_cliente = ${client}`,
  },
  nomestado: { column: 'estado', catalogue: sql`select e.id, e.id as k from (values (0), (1)) e(id)` },
} as const;

/** The same catalogues joined, for a searched page (few rows: joined and sorted as they are). */
const SEARCHED_JOINS: Record<keyof typeof CATALOGUE_SORTS, { join: string; key: string }> = {
  tipo: { join: 'join vehiculo_tipos c on c.id = t.id_tipo', key: 'c.descripcion' },
  marca: { join: 'join vehiculo_marcas c on c.id = t.id_marca', key: 'c.descripcion' },
  modelo: { join: 'join vehiculo_modelos c on c.id = t.id_modelo', key: 'c.descripcion' },
  configuracion: { join: 'join vehiculo_configuraciones c on c.id = t.id_configuracion', key: 'c.nombre' },
  aplicacion: { join: 'join aplicaciones c on c.id = t.ruta', key: 'c.aplicacion' },
  nomplanta: { join: 'left join plantas c on c.id = t.id_planta', key: 'c.nombre' },
  nomestado: { join: '', key: 't.estado' },
};

const isCatalogueSort = (sort: VehicleSort): sort is keyof typeof CATALOGUE_SORTS => sort in CATALOGUE_SORTS;

/**
 * The list's order (spec 2 §9: id descending by default): the sort key as ORDER BY takes it (`asc` puts nulls
 * last, `desc` first), ties always by id descending.
 */
function orderOf(params: Pick<ListVehiclesParams, 'sortBy' | 'sortDirection'>) {
  const sort = params.sortBy ?? 'id';
  const dir: Direction = params.sortBy ? params.sortDirection : 'desc';
  const nulls: Nulls = dir === 'asc' ? 'last' : 'first';
  return { sort, dir, nulls };
}

/**
 * The full rows of a page's ids, in the page's order; `total` rides along when the statement knows it. Each row
 * is fetched by its id (LATERAL … LIMIT 1, which PostgreSQL cannot turn into a join): whatever the planner
 * guesses of the page's size, it cannot choose to hash-join the whole table.
 */
const rowsOfPage = (page: ListPage, total: SQL) => sql`select ${VEHICLE_COLUMNS}, ${total} as total
  from (${page.page}) page
  cross join lateral (select * from vehiculos t where t.id = page.id limit 1) v
  order by ${page.order}`;

type Row = VehicleListItem & { total: number | null };

/**
 * The unfiltered list in one prepared statement per sort, direction and page variant (db/list-order.ts
 * pageBounds): the page's ids chosen over the index of the sort (a catalogue-name sort walks the catalogue), the
 * full rows read for those ids only, and the client's total from `cliente_totales` (kept exact by triggers,
 * migration 0013), not counted.
 */
function unfilteredStatement(
  sort: VehicleSort,
  dir: Direction,
  nulls: Nulls,
  { key, bounds }: ReturnType<typeof pageBounds>,
) {
  const page = isCatalogueSort(sort)
    ? cataloguePage({
        table: 'vehiculos',
        ...CATALOGUE_SORTS[sort],
        nullable: sort === 'nomplanta',
        name: dir,
        nulls,
        id: 'desc',
        client,
        ...bounds,
      })
    : columnPage({
        from: sql`vehiculos t`,
        where: sql`t.id_cliente = ${client}`,
        key: sql.raw(COLUMN_SORTS[sort]),
        name: dir,
        nulls,
        id: 'desc',
        limit: bounds.limit,
        offset: bounds.offset,
      });
  return preparedStatement<Row, { clientId: number; limit: number; offset: number; upto: number }>(
    `vehicle_list_${sort}_${dir}_${key}`,
    rowsOfPage(
      page,
      sql`coalesce((select ct.vehiculos from cliente_totales ct where ct.id_cliente = ${client}), 0)`,
    ),
  );
}

const unfiltered = new Map<string, ReturnType<typeof unfilteredStatement>>();

/** The client's total alone, for a page past the end (no row to carry it). */
const totalStatement = preparedStatement<{ total: number }, { clientId: number }>(
  'vehicle_list_total',
  sql`select coalesce((select ct.vehiculos from cliente_totales ct where ct.id_cliente = ${client}), 0) as total`,
);

/**
 * The list's filter over the vehicle's own columns: plate and code by substring (trigram indexes), and type,
 * brand, model and plant as the ids of the rows whose name matches, looked up first in one statement (they are
 * few) and written into the vehicles' statement as values: every arm then has an index the planner can weigh, so
 * a search reads the matching vehicles instead of all of the client's. (Left to a subquery, the ids are unknown
 * when the statement is planned and PostgreSQL filters every vehicle of the client instead.)
 */
async function listFilter(
  db: Db,
  params: Pick<ListVehiclesParams, 'clientId' | 'search' | 'placa'>,
): Promise<SQL> {
  const conditions = [sql`t.id_cliente = ${params.clientId}`];
  if (params.placa) conditions.push(sql`lower(t.placa) = lower(${params.placa})`);
  if (params.search) {
    const pattern = likePattern(params.search);
    const [ids] = await queryRows<{
      tipos: number[];
      marcas: number[];
      modelos: number[];
      plantas: number[];
    }>(
      db,
      sql`select array(select c.id from vehiculo_tipos c where c.descripcion ilike ${pattern}) as tipos,
        array(select c.id from vehiculo_marcas c where c.descripcion ilike ${pattern}) as marcas,
        array(select c.id from vehiculo_modelos c where c.descripcion ilike ${pattern}) as modelos,
        array(select c.id from plantas c
          where c.id_cliente = ${params.clientId} and c.nombre ilike ${pattern}) as plantas`,
    );
    const arms = [sql`t.placa ilike ${pattern}`, sql`t.codigo ilike ${pattern}`];
    for (const [column, values] of [
      ['t.id_tipo', ids?.tipos],
      ['t.id_marca', ids?.marcas],
      ['t.id_modelo', ids?.modelos],
      ['t.id_planta', ids?.plantas],
    ] as const) {
      if (values && values.length > 0)
        arms.push(
          sql`${sql.raw(column)} in (${sql.join(
            values.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        );
    }
    conditions.push(sql`(${sql.join(arms, sql` or `)})`);
  }
  return sql.join(conditions, sql` and `);
}

/** A searched or plate-found page: the matching vehicles sorted (few, by the indexes of the filter), counted. */
async function listFiltered(db: Db, params: ListVehiclesParams) {
  const { sort, dir, nulls } = orderOf(params);
  const where = await listFilter(db, params);
  const joined = isCatalogueSort(sort) ? SEARCHED_JOINS[sort] : undefined;
  const page = columnPage({
    from: sql.raw(`vehiculos t ${joined?.join ?? ''}`),
    where,
    key: sql.raw(joined ? joined.key : COLUMN_SORTS[sort as keyof typeof COLUMN_SORTS]),
    name: dir,
    nulls,
    id: 'desc',
    limit: params.per_page,
    offset: offsetOf(params),
  });
  const [rows, [count]] = await Promise.all([
    queryRows<Row>(db, rowsOfPage(page, sql`null::int`)),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from vehiculos t where ${where}`),
  ]);
  return { rows, total: count?.total ?? 0 };
}

const withoutTotal = ({ total: _total, ...row }: Row): VehicleListItem => row;

/** The vehicle report: searched over plate, code, type, brand, model and plant; counted and paged in SQL. */
export async function listVehicles(db: Db, params: ListVehiclesParams): Promise<Paged<VehicleListItem>> {
  if (params.search || params.placa) {
    const { rows, total } = await listFiltered(db, params);
    return toPage(rows.map(withoutTotal), total, params);
  }
  const { sort, dir, nulls } = orderOf(params);
  const page = pageBounds(params);
  const key = `${sort}_${dir}_${page.key}`;
  let statement = unfiltered.get(key);
  if (!statement) unfiltered.set(key, (statement = unfilteredStatement(sort, dir, nulls, page)));
  const rows = await statement.execute(db, { clientId: params.clientId, ...page.values });
  const total = rows[0]?.total ?? (await totalStatement.execute(db, { clientId: params.clientId }))[0]?.total;
  return toPage(rows.map(withoutTotal), total ?? 0, params);
}
