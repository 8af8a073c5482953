import { type SQL, sql } from 'drizzle-orm';
import type { InspectionRow, InspectionSort, PartialReading, Paged, VehicleOption } from '@huella/contracts';
import type { Db } from '../../db/client';
import { columnPage, type Direction, type ListPage, type Nulls, pageBounds } from '../../db/list-order';
import { preparedStatement, queryRows } from '../../db/prepared';
import { NotFoundError } from '../../lib/http-errors';
import { likePattern, offsetOf, toPage } from '../../lib/paging';

export interface ListInspectionsParams {
  clientId: number;
  page: number;
  per_page: number;
  search?: string;
  sortBy?: InspectionSort;
  sortDirection: 'asc' | 'desc';
}

/**
 * The report's row of an inspection over alias `i` (its vehicle `v` joined by the caller): names by scalar
 * subqueries on primary keys (planned in microseconds, see vehicles/vehicle-row.ts), the readings counted from
 * the (id_inspeccion, ubicacion) index, numbers cast so both drivers answer the same types.
 */
const INSPECTION_COLUMNS = sql.raw(`i.id, i.id as identificador, i.codigo,
  coalesce(nullif(i.codigo, ''), '-') as insp_codigo, i.id_vehiculo, v.placa, v.codigo as vehi_codigo,
  (select x.descripcion from vehiculo_tipos x where x.id = v.id_tipo) as vehi_tipo,
  i.fecha_inspeccion::text as fecha_inspeccion,
  to_char(i.fecha_inspeccion, 'DD/MM/YYYY') as fecha_inspeccion_local,
  i.km_inspeccion::float8 as km_inspeccion, v.tipo_costo::int as tipo_costo, i.id_planta,
  (select x.nombre from plantas x where x.id = i.id_planta) as planta,
  i.repuesto::int as repuesto, i.portallantas::int as portallantas,
  (select count(*)::int from inspeccion_detalles x where x.id_inspeccion = i.id) as neumaticos,
  (select trim(x.nombre || ' ' || x.apellidos) from usuarios x where x.id = i.id_usuario) as usuario`);

/** The vehicle of `i`, read by its key (LATERAL … LIMIT 1: never a hash join of the client's vehicles). */
const VEHICLE_OF_I = sql.raw(
  'cross join lateral (select * from vehiculos v where v.id_cliente = i.id_cliente and v.id = i.id_vehiculo limit 1) v',
);

/** The sort keys over the listed table `t` (and `v`, its vehicle, for the plate). */
const SORT_KEYS: Record<InspectionSort, string> = {
  identificador: 't.id',
  codigo: 't.codigo',
  placa: 'v.placa',
  fecha_inspeccion: 't.fecha_inspeccion',
  km_inspeccion: 't.km_inspeccion',
};
const fromOf = (sort: InspectionSort) =>
  sql.raw(
    sort === 'placa'
      ? 'inspecciones t join vehiculos v on v.id_cliente = t.id_cliente and v.id = t.id_vehiculo'
      : 'inspecciones t',
  );

/** Spec 2 §9: identificador descending by default; `asc` puts nulls last, `desc` first; ties by id descending. */
function orderOf(params: Pick<ListInspectionsParams, 'sortBy' | 'sortDirection'>) {
  const sort = params.sortBy ?? 'identificador';
  const dir: Direction = params.sortBy ? params.sortDirection : 'desc';
  const nulls: Nulls = dir === 'asc' ? 'last' : 'first';
  return { sort, dir, nulls };
}

type Row = InspectionRow & { total: number | null };

/** The full rows of a page's ids, in the page's order, with `total` riding along. */
const rowsOfPage = (page: ListPage, total: SQL) => sql`select ${INSPECTION_COLUMNS}, ${total} as total
  from (${page.page}) page
  cross join lateral (select * from inspecciones x where x.id = page.id limit 1) i
  ${VEHICLE_OF_I}
  order by ${page.order}`;

const client = sql.placeholder('clientId');
/**
 * Finished inspections only (a header exists once its inspection is finished; drafts are readings alone), read
 * from the per-client counter its triggers keep exact (migration 0018).
 */
const clientTotal = sql`coalesce((select c.inspecciones from cliente_totales c where c.id_cliente = ${client}), 0)`;

function unfilteredStatement(
  sort: InspectionSort,
  dir: Direction,
  nulls: Nulls,
  { key, bounds }: ReturnType<typeof pageBounds>,
) {
  const page = columnPage({
    from: fromOf(sort),
    where: sql`t.id_cliente = ${client}`,
    key: sql.raw(SORT_KEYS[sort]),
    name: dir,
    nulls,
    id: 'desc',
    limit: bounds.limit,
    offset: bounds.offset,
  });
  return preparedStatement<Row, { clientId: number; limit: number; offset: number; upto: number }>(
    `inspection_list_${sort}_${dir}_${key}`,
    rowsOfPage(page, clientTotal),
  );
}
const unfiltered = new Map<string, ReturnType<typeof unfilteredStatement>>();

const totalStatement = preparedStatement<{ total: number }, { clientId: number }>(
  'inspection_list_total',
  sql`select ${clientTotal} as total`,
);

/**
 * The search of spec 2 §2 over code, plate, vehicle code and identificador. The matching vehicles are looked up
 * first (few) and written into the statement as values, so the inspections are read by their vehicle index
 * instead of filtering every inspection of the client through a subquery the planner cannot see into.
 */
async function searchFilter(db: Db, clientId: number, search: string): Promise<SQL> {
  const pattern = likePattern(search);
  const vehicles = await queryRows<{ id: number }>(
    db,
    sql`select v.id from vehiculos v
      where v.id_cliente = ${clientId} and (v.placa ilike ${pattern} or v.codigo ilike ${pattern})`,
  );
  const arms = [sql`t.codigo ilike ${pattern}`];
  if (vehicles.length > 0)
    arms.push(
      sql`t.id_vehiculo in (${sql.join(
        vehicles.map((vehicle) => sql`${vehicle.id}`),
        sql`, `,
      )})`,
    );
  if (/^\d{1,9}$/.test(search)) arms.push(sql`t.id = ${Number(search)}`);
  return sql`t.id_cliente = ${clientId} and (${sql.join(arms, sql` or `)})`;
}

const withoutTotal = ({ total: _total, ...row }: Row): InspectionRow => row;

/** 'Reporte de Inspecciones' (getAllInspectionsMinified): finished inspections, searched, sorted, paged, counted. */
export async function listInspections(db: Db, params: ListInspectionsParams): Promise<Paged<InspectionRow>> {
  const { sort, dir, nulls } = orderOf(params);
  if (params.search) {
    const where = await searchFilter(db, params.clientId, params.search);
    const page = columnPage({
      from: fromOf(sort),
      where,
      key: sql.raw(SORT_KEYS[sort]),
      name: dir,
      nulls,
      id: 'desc',
      limit: params.per_page,
      offset: offsetOf(params),
    });
    const [rows, [count]] = await Promise.all([
      queryRows<Row>(db, rowsOfPage(page, sql`null::int`)),
      queryRows<{ total: number }>(db, sql`select count(*)::int as total from inspecciones t where ${where}`),
    ]);
    return toPage(rows.map(withoutTotal), count?.total ?? 0, params);
  }
  const bounds = pageBounds(params);
  const key = `${sort}_${dir}_${bounds.key}`;
  let statement = unfiltered.get(key);
  if (!statement) unfiltered.set(key, (statement = unfilteredStatement(sort, dir, nulls, bounds)));
  const rows = await statement.execute(db, { clientId: params.clientId, ...bounds.values });
  const total = rows[0]?.total ?? (await totalStatement.execute(db, { clientId: params.clientId }))[0]?.total;
  return toPage(rows.map(withoutTotal), total ?? 0, params);
}

export type InspectionHeaderRow = InspectionRow & { id_configuracion: number; id_tipo: number };

/** One finished inspection of the client with its vehicle's configuration and type; 404 when not the client's. */
export async function getInspectionHeader(
  db: Db,
  params: { clientId: number; inspectionId: number },
): Promise<InspectionHeaderRow> {
  const [row] = await queryRows<InspectionHeaderRow>(
    db,
    sql`select ${INSPECTION_COLUMNS}, v.id_configuracion, v.id_tipo
      from inspecciones i ${VEHICLE_OF_I}
      where i.id_cliente = ${params.clientId} and i.id = ${params.inspectionId}`,
  );
  if (!row) throw new NotFoundError('Inspección no encontrada');
  return row;
}

/** A reading as partialReading, over `d` (reading) and `n` (its tyre). */
const READING_COLUMNS = sql.raw(`d.id, d.clave::text as clave, d.id_inspeccion, d.id_vehiculo,
  d.id_neumatico as id_neumaticos, n.num_serie, d.posicion::int as posicion, 'P' || d.posicion as d_posicion,
  d.ubicacion::int as ubicacion, d.id_ejes::int as id_ejes, d.tipo_presion, d.presion::float8 as presion,
  d.valvula, d.accesibilidad::int as accesibilidad, d.motivo_inaccesibilidad::int as motivo_inaccesibilidad,
  d.exterior::float8 as exterior, d.medio::float8 as medio, d.interior::float8 as interior,
  d.nsd::float8 as nsd, d.resultado::text[] as resultado, d.separaciond, d.otros::text[] as otros,
  d.desgirregular::int[] as desgirregular, d.parareparar::int[] as parareparar,
  d.fallasflanco::int[] as fallasflanco, d.tuercaestado::int as tuercaestado,
  d.tuercacantidad::int as tuercacantidad, d.estado::int as estado, d.recomendacion, d.imagen as ruta,
  (select x.descripcion from neumatico_marcas x where x.id = n.id_marca) as marca,
  (select x.descripcion from neumatico_medidas x where x.id = n.id_medida) as medida`);

const TYRE_OF_D = sql.raw(
  'cross join lateral (select * from neumaticos n where n.id_cliente = d.id_cliente and n.id = d.id_neumatico limit 1) n',
);

/** The readings of a finished inspection, by position (Detalles and the edit screen). */
export async function listInspectionReadings(
  db: Db,
  params: { clientId: number; inspectionId: number },
): Promise<PartialReading[]> {
  return queryRows<PartialReading>(
    db,
    sql`select ${READING_COLUMNS} from inspeccion_detalles d ${TYRE_OF_D}
      where d.id_cliente = ${params.clientId} and d.id_inspeccion = ${params.inspectionId}
      order by d.posicion, d.id`,
  );
}

/** inspecciones/list: the client's active vehicles for the header, by plate or code, at most 50, by plate. */
export async function listVehicleOptions(
  db: Db,
  params: { clientId: number; search?: string },
): Promise<VehicleOption[]> {
  const match = params.search
    ? sql`and (v.placa ilike ${likePattern(params.search)} or v.codigo ilike ${likePattern(params.search)})`
    : sql``;
  return queryRows<VehicleOption>(
    db,
    sql`select v.id as value, v.placa || coalesce(' - ' || nullif(v.codigo, ''), '') as label, v.placa,
        v.codigo, (select x.descripcion from vehiculo_tipos x where x.id = v.id_tipo) as tipovehiculo,
        v.id_configuracion, v.id_tipo, v.id_planta, v.tipo_costo::int as tipo_costo
      from vehiculos v
      where v.id_cliente = ${params.clientId} and v.estado = 1 ${match}
      order by v.placa limit 50`,
  );
}

// ---------------------------------------------------------------------------------------------------------
// Export batches (keyset, newest inspection first)
// ---------------------------------------------------------------------------------------------------------

/** Which inspections an export covers: one, or those dated in a period (both ends included). */
export type ExportScope = { inspectionId: number } | { from: string; to: string };

const scopeFilter = (scope: ExportScope) =>
  'inspectionId' in scope
    ? sql`i.id = ${scope.inspectionId}`
    : sql`i.fecha_inspeccion between ${scope.from}::date and ${scope.to}::date`;

/** The report's rows of the client, after the identificador `afterId` (descending). */
export function listInspectionBatch(
  db: Db,
  params: { clientId: number; afterId: number | undefined; limit: number },
): Promise<InspectionRow[]> {
  const after = params.afterId === undefined ? sql`` : sql`and i.id < ${params.afterId}`;
  return queryRows<InspectionRow>(
    db,
    sql`select ${INSPECTION_COLUMNS} from inspecciones i ${VEHICLE_OF_I}
      where i.id_cliente = ${params.clientId} ${after}
      order by i.id desc limit ${params.limit}`,
  );
}

export type ExportReading = PartialReading & {
  identificador: number;
  insp_codigo: string;
  placa: string;
  fecha_inspeccion_local: string;
  km_inspeccion: number;
  valvula_dato: string | null;
};
/** Where a batch stopped: the inspection (descending) and the reading within it (position, id ascending). */
export interface ReadingKey {
  inspectionId: number;
  posicion: number;
  id: number;
}

/**
 * One batch of the detailed export: a row per reading, inspections newest first, readings by position. The
 * redundant `i.id <= after` lets the (id_cliente, id desc) index start at the key instead of re-reading what the
 * earlier batches sent.
 */
export function listReadingBatch(
  db: Db,
  params: { clientId: number; scope: ExportScope; after: ReadingKey | undefined; limit: number },
): Promise<ExportReading[]> {
  const { after } = params;
  const afterKey = after
    ? sql`and i.id <= ${after.inspectionId} and (i.id < ${after.inspectionId}
        or (d.posicion, d.id) > (${after.posicion}, ${after.id}))`
    : sql``;
  return queryRows<ExportReading>(
    db,
    sql`select ${READING_COLUMNS}, i.id as identificador, coalesce(nullif(i.codigo, ''), '-') as insp_codigo,
        v.placa, to_char(i.fecha_inspeccion, 'DD/MM/YYYY') as fecha_inspeccion_local,
        i.km_inspeccion::float8 as km_inspeccion,
        (select x.dato from tipos_valvula x where x.codigo = d.valvula) as valvula_dato
      from inspecciones i
      ${VEHICLE_OF_I}
      join inspeccion_detalles d on d.id_cliente = i.id_cliente and d.id_inspeccion = i.id
      ${TYRE_OF_D}
      where i.id_cliente = ${params.clientId} and ${scopeFilter(params.scope)} ${afterKey}
      order by i.id desc, d.posicion, d.id
      limit ${params.limit}`,
  );
}
