import { type SQL, sql } from 'drizzle-orm';
import {
  ALERT_LIMIT,
  BAD_CONDITION_KIND,
  type BAD_CONDITION_SORTS,
  type BadConditionTyre,
  type Paged,
  protectedFileUrl,
  REMOVAL_REASONS,
  type RetreadAlerts,
  type StateTyre,
  type TYRE_STATE_SORTS,
  TYRE_STATES,
  TYRE_VERDICTS,
  VERDICTS_WITH_PHOTO,
} from '@huella/contracts';
import { lifeLabel, roundTo, scrapLoss, TYRE_STATE } from '@huella/domain';
import type { Db, Tx } from '../../db/client';
import { likePattern, offsetOf, toPage } from '../../lib/paging';

/**
 * The reads of the tyre-state lists (spec 2 §2 retread, repair and bad-condition lists; spec 1 §2.1 top-bar
 * menus). Each list chooses its page over narrow rows (ids in list order, the count beside them) and then reads
 * the wide rows (catalogue names, the last removal, the life's cost) for those ids only, like `listTyres`.
 * docs/decisions/0028-tyre-state-lists.md.
 */

type Handle = Db | Tx;

/** The verdicts that put an installed tyre on the bad-condition list (they are the ones with a photo). */
const BAD_VERDICTS = VERDICTS_WITH_PHOTO;

/** Rows of a raw statement (both drivers answer `rows`). */
async function rowsOf<T>(db: Handle, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** The catalogue names every list shows. */
const CATALOGUE_JOINS = sql`
  join neumatico_marcas ma on ma.id = n.id_marca
  join neumatico_modelos mo on mo.id = n.id_modelo
  join neumatico_medidas me on me.id = n.id_medida`;

/** Serial, DOT, brand, model or size containing the term (the states' subsets are small: no id lists needed). */
function searchOf(search: string | undefined): SQL {
  if (!search) return sql``;
  const pattern = likePattern(search);
  return sql`and (n.num_serie ilike ${pattern} or n.serie_cliente ilike ${pattern}
    or ma.descripcion ilike ${pattern} or mo.descripcion ilike ${pattern} or me.descripcion ilike ${pattern})`;
}

/** The last closed installation record of `n`: the vehicle the tyre came off, when, and why. */
const LAST_REMOVAL = sql`
  left join lateral (
    select h.id_vehiculo, h.placa, h.fecha_retiro, h.motivo_retiro from neumatico_historial h
    where h.id_cliente = n.id_cliente and h.id_neumatico = n.id and h.km_retiro is not null
    order by h.fecha_retiro desc, h.id desc limit 1
  ) ult on true`;

/** The removal reason's label, written from the contracts' table so the SQL and the screens say the same. */
const removalLabel = (column: SQL) =>
  sql`case ${column} ${sql.join(
    Object.entries(REMOVAL_REASONS).map(([code, label]) => sql`when ${Number(code)} then ${label}`),
    sql` `,
  )} end`;

/** USD cost of the tyre's current life (domain.md §5): the event that opened it plus the repairs during it. */
const LIFE_COST = sql`coalesce((select sum(k.costo_convertido) from neumatico_costos k
  where k.id_cliente = n.id_cliente and k.id_neumatico = n.id and k.n_reencauche = n.cantidad_reencauche), 0)::float8`;

function order(column: SQL, direction: 'asc' | 'desc'): SQL {
  return direction === 'asc'
    ? sql`${column} asc nulls first, n.id asc`
    : sql`${column} desc nulls last, n.id desc`;
}

// ---------------------------------------------------------------------------------------------------------
// Retread (estado 4) and repair (estado 2) lists
// ---------------------------------------------------------------------------------------------------------

/** The day the tyre entered its current state: its newest event that led there. */
const ENTERED_STATE = sql`(select e.fecha from neumatico_eventos e
  where e.id_cliente = n.id_cliente and e.id_neumatico = n.id and e.estado = n.estado
  order by e.id desc limit 1)`;

const STATE_SORTS: Record<(typeof TYRE_STATE_SORTS)[number], SQL> = {
  fecha: ENTERED_STATE,
  num_serie: sql`n.num_serie`,
  marca: sql`ma.descripcion`,
  medida: sql`me.descripcion`,
  cantidad_reencauche: sql`n.cantidad_reencauche`,
  remanente_final: sql`n.remanente_final`,
};

export interface StateListParams {
  clientId: number;
  estado: typeof TYRE_STATE.inRetread | typeof TYRE_STATE.inRepair;
  page: number;
  per_page: number;
  search?: string;
  sortBy?: (typeof TYRE_STATE_SORTS)[number];
  sortDirection: 'asc' | 'desc';
}

interface StateRow extends Omit<
  StateTyre,
  'estado_descripcion' | 'condicion' | 'nuevo_reenc' | 'motivo_retiro'
> {
  motivo: number | null;
}

/** neumaticos/enreencauche and neumaticos/enreparacion: the client's tyres in that state, paged in SQL. */
export async function listStateTyres(db: Db, params: StateListParams): Promise<Paged<StateTyre>> {
  // Newest arrivals first unless the user sorts by a column.
  const sort = STATE_SORTS[params.sortBy ?? 'fecha'];
  const direction = params.sortBy ? params.sortDirection : 'desc';
  // The catalogues (inner joins on not-null references: they drop no tyre) only when the search or the sort
  // reads them; otherwise the page and the count read the index (id_cliente, estado, id) alone.
  const needsCatalogues = Boolean(params.search) || params.sortBy === 'marca' || params.sortBy === 'medida';
  const from = sql`from neumaticos n ${needsCatalogues ? CATALOGUE_JOINS : sql``}
    where n.id_cliente = ${params.clientId} and n.estado = ${params.estado} ${searchOf(params.search)}`;
  const [page, [counted]] = await Promise.all([
    rowsOf<{ id: number }>(
      db,
      sql`select n.id ${from} order by ${order(sort, direction)}
        limit ${params.per_page} offset ${offsetOf(params)}`,
    ),
    rowsOf<{ total: number }>(db, sql`select count(*)::int as total ${from}`),
  ]);
  const ids = page.map((row) => row.id);
  const rows = ids.length > 0 ? await readStateTyres(db, params.clientId, ids) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return toPage(
    ids.flatMap((id) => byId.get(id) ?? []),
    counted?.total ?? 0,
    params,
  );
}

async function readStateTyres(db: Handle, clientId: number, ids: number[]): Promise<StateTyre[]> {
  const rows = await rowsOf<StateRow>(
    db,
    sql`select n.id, n.num_serie, n.serie_cliente, n.estado, ma.descripcion as marca, mo.descripcion as modelo,
        me.descripcion as medida, d.nombre as disenio, em.razon_social as empresa, n.id_disenio, n.id_empresa,
        n.nuevo, n.cantidad_reencauche, n.unidad_medida,
        n.remanente_original::float8 as remanente_original, n.remanente_actual::float8 as remanente_actual,
        n.remanente_final::float8 as remanente_final, n.costo_acumulado::float8 as costo,
        n.km_recorrido::float8 as km_recorrido, ${ENTERED_STATE}::text as fecha,
        ult.id_vehiculo, ult.placa, ult.motivo_retiro as motivo
      from neumaticos n ${CATALOGUE_JOINS}
      left join neumatico_disenios d on d.id = n.id_disenio
      left join empresas_reencauche em on em.id = n.id_empresa
      ${LAST_REMOVAL}
      where n.id_cliente = ${clientId} and n.id in (${idList(ids)})`,
  );
  return rows.map(({ motivo, ...row }) => ({
    ...row,
    estado_descripcion: TYRE_STATES[row.estado] ?? '',
    condicion: row.nuevo === 1 ? 'Nuevo' : 'Reencauchado',
    nuevo_reenc: lifeLabel(row.cantidad_reencauche),
    motivo_retiro: motivo === null ? null : (REMOVAL_REASONS[motivo] ?? null),
  }));
}

// ---------------------------------------------------------------------------------------------------------
// Bad-condition list
// ---------------------------------------------------------------------------------------------------------

/**
 * Where rows of 'Neumáticos en mal estado' come from. Each source selects, for one client, the columns
 * `id_neumatico, estado_descripcion, fecha (date), id_vehiculo, motivo (text), imagen (stored image path)`;
 * the list is their UNION ALL, paged in SQL. Sources must be disjoint (a tyre in at most one): removed tyres
 * are in estado 6, installed ones in estado 3 (those whose last finished reading said 'Lista para Reemplazar' or
 * 'Neumático en Mal estado').
 */
export interface BadConditionSource {
  kind: (typeof BAD_CONDITION_KIND)[keyof typeof BAD_CONDITION_KIND];
  select(clientId: number): SQL;
  /** The same tyres as `select`, only `id_neumatico` (no history): for the count and the orders by tyre columns. */
  keys(clientId: number): SQL;
}

/** Tyres removed for final wear or failure (estado 6, domain.md §3), waiting for a decision. */
export const REMOVED_TYRES: BadConditionSource = {
  kind: BAD_CONDITION_KIND.removed,
  select: (clientId) => sql`
    select n.id as id_neumatico, ${BAD_CONDITION_KIND.removed}::text as estado_descripcion,
      ult.fecha_retiro as fecha, ult.id_vehiculo, ${removalLabel(sql`ult.motivo_retiro`)}::text as motivo,
      n.imagen_mal_estado::text as imagen
    from neumaticos n ${LAST_REMOVAL}
    where n.id_cliente = ${clientId} and n.estado = ${TYRE_STATE.removed}`,
  keys: (clientId) => sql`
    select n.id as id_neumatico from neumaticos n
    where n.id_cliente = ${clientId} and n.estado = ${TYRE_STATE.removed}`,
};

/** The label of a bad verdict ('Lista para Reemplazar', 'Neumático en Mal estado') of a reading `d`. */
const verdictLabel = sql.raw(
  `case d.estado ${BAD_VERDICTS.map((code) => `when ${code} then '${TYRE_VERDICTS[code as keyof typeof TYRE_VERDICTS]}'`).join(' ')} end`,
);

/** The latest finished inspection reading of `n` (drafts are not a verdict yet). */
const LAST_READING = sql`
  join lateral (
    select d.id_inspeccion, d.estado, d.imagen from inspeccion_detalles d
    where d.id_cliente = n.id_cliente and d.id_neumatico = n.id and d.id_inspeccion is not null
    order by d.id desc limit 1
  ) d on d.estado in (${sql.raw(BAD_VERDICTS.join(', '))})`;

/** Installed tyres (estado 3) whose latest finished inspection said replace it or it is in bad condition. */
export const INSPECTED_BAD_TYRES: BadConditionSource = {
  kind: BAD_CONDITION_KIND.installed,
  select: (clientId) => sql`
    select n.id as id_neumatico, ${BAD_CONDITION_KIND.installed}::text as estado_descripcion,
      i.fecha_inspeccion as fecha, i.id_vehiculo, ${verdictLabel}::text as motivo, d.imagen::text as imagen
    from neumaticos n ${LAST_READING}
    join inspecciones i on i.id_cliente = n.id_cliente and i.id = d.id_inspeccion
    where n.id_cliente = ${clientId} and n.estado = ${TYRE_STATE.installed}`,
  keys: (clientId) => sql`
    select n.id as id_neumatico from neumaticos n ${LAST_READING}
    where n.id_cliente = ${clientId} and n.estado = ${TYRE_STATE.installed}`,
};

export const BAD_CONDITION_SOURCES: BadConditionSource[] = [REMOVED_TYRES, INSPECTED_BAD_TYRES];

const candidates = (clientId: number) =>
  sql.join(
    BAD_CONDITION_SOURCES.map((source) => sql`(${source.select(clientId)})`),
    sql` union all `,
  );

const candidateKeys = (clientId: number) =>
  sql.join(
    BAD_CONDITION_SOURCES.map((source) => sql`(${source.keys(clientId)})`),
    sql` union all `,
  );

const BAD_CONDITION_SORT_COLUMNS: Record<(typeof BAD_CONDITION_SORTS)[number], SQL> = {
  fecha_scrap: sql`c.fecha`,
  num_serie: sql`n.num_serie`,
  marca: sql`ma.descripcion`,
  remanente_final: sql`n.remanente_final`,
};

export interface BadConditionListParams {
  clientId: number;
  page: number;
  per_page: number;
  search?: string;
  sortBy?: (typeof BAD_CONDITION_SORTS)[number];
  sortDirection: 'asc' | 'desc';
}

/** neumaticos/enmalestado: removed tyres (and, with inspections, installed ones judged bad), paged in SQL. */
export async function listBadConditionTyres(
  db: Db,
  params: BadConditionListParams,
): Promise<Paged<BadConditionTyre>> {
  const sort = BAD_CONDITION_SORT_COLUMNS[params.sortBy ?? 'fecha_scrap'];
  const direction = params.sortBy ? params.sortDirection : 'desc';
  const byDate = (params.sortBy ?? 'fecha_scrap') === 'fecha_scrap';
  // Only the order by date needs each tyre's last removal; the other orders and the count read the sources'
  // keys. Without a search the order by date reads the candidates alone (each is a tyre of the client, and the
  // catalogue joins are on not-null references: they drop none), with n.id = c.id_neumatico.
  const keysFrom = sql`from (${candidateKeys(params.clientId)}) c
    join neumaticos n on n.id_cliente = ${params.clientId} and n.id = c.id_neumatico ${CATALOGUE_JOINS}
    where true ${searchOf(params.search)}`;
  const pageQuery = !byDate
    ? sql`select n.id ${keysFrom} order by ${order(sort, direction)}`
    : params.search
      ? sql`select n.id from (${candidates(params.clientId)}) c
          join neumaticos n on n.id_cliente = ${params.clientId} and n.id = c.id_neumatico ${CATALOGUE_JOINS}
          where true ${searchOf(params.search)} order by ${order(sort, direction)}`
      : sql`select c.id_neumatico as id from (${candidates(params.clientId)}) c
          order by ${direction === 'asc' ? sql`c.fecha asc nulls first, c.id_neumatico asc` : sql`c.fecha desc nulls last, c.id_neumatico desc`}`;
  const countQuery = params.search
    ? sql`select count(*)::int as total ${keysFrom}`
    : sql`select count(*)::int as total from (${candidateKeys(params.clientId)}) c`;
  const [page, [counted]] = await Promise.all([
    rowsOf<{ id: number }>(db, sql`${pageQuery} limit ${params.per_page} offset ${offsetOf(params)}`),
    rowsOf<{ total: number }>(db, countQuery),
  ]);
  const ids = page.map((row) => row.id);
  const rows = ids.length > 0 ? await readBadConditionTyres(db, params.clientId, ids) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return toPage(
    ids.flatMap((id) => byId.get(id) ?? []),
    counted?.total ?? 0,
    params,
  );
}

interface BadConditionRow {
  id: number;
  num_serie: string;
  serie_cliente: string | null;
  estado: number;
  estado_descripcion: BadConditionTyre['estado_descripcion'];
  marca: string;
  modelo: string;
  medida: string;
  disenio: string | null;
  nuevo: number;
  cantidad_reencauche: number;
  remanente_original: number;
  remanente_actual: number;
  remanente_final: number | null;
  remanente_limite: number | null;
  costo: number;
  motivo: string | null;
  fecha: string | null;
  id_vehiculo: number | null;
  placa: string | null;
  imagen: string | null;
}

/**
 * The wide rows of the bad-condition list for some tyre ids (the page, one edited tyre, an export batch).
 * The limit tread is `reencauche` of the application of the vehicle the tyre ran on (domain.md §11).
 */
export async function readBadConditionTyres(
  db: Handle,
  clientId: number,
  ids: number[],
  keyset?: { afterId: number | undefined; limit: number },
): Promise<BadConditionTyre[]> {
  const where = keyset
    ? sql`${keyset.afterId === undefined ? sql`true` : sql`c.id_neumatico > ${keyset.afterId}`}
        order by c.id_neumatico limit ${keyset.limit}`
    : sql`c.id_neumatico in (${idList(ids)})`;
  const rows = await rowsOf<BadConditionRow>(
    db,
    sql`select n.id, n.num_serie, n.serie_cliente, n.estado, c.estado_descripcion,
        ma.descripcion as marca, mo.descripcion as modelo, me.descripcion as medida, d.nombre as disenio,
        n.nuevo, n.cantidad_reencauche,
        n.remanente_original::float8 as remanente_original, n.remanente_actual::float8 as remanente_actual,
        n.remanente_final::float8 as remanente_final, r.reencauche::float8 as remanente_limite,
        ${LIFE_COST} as costo, c.motivo, c.fecha::text as fecha, c.id_vehiculo, v.placa, c.imagen
      from (${candidates(clientId)}) c
      join neumaticos n on n.id_cliente = ${clientId} and n.id = c.id_neumatico ${CATALOGUE_JOINS}
      left join neumatico_disenios d on d.id = n.id_disenio
      left join vehiculos v on v.id_cliente = n.id_cliente and v.id = c.id_vehiculo
      left join remanentes_aplicacion r on r.id_cliente = v.id_cliente and r.id_aplicacion = v.ruta
      where ${where}`,
  );
  return rows.map(toBadConditionTyre);
}

function toBadConditionTyre(row: BadConditionRow): BadConditionTyre {
  const { motivo, fecha, nuevo, ...rest } = row;
  const loss =
    row.remanente_final === null || row.remanente_limite === null
      ? null
      : scrapLoss({
          lifeCost: row.costo,
          original: row.remanente_original,
          final: row.remanente_final,
          limit: row.remanente_limite,
        });
  return {
    ...rest,
    costo: roundTo(row.costo, 4),
    condicion: nuevo === 1 ? 'Nuevo' : 'Reencauchado',
    nuevo_reenc: lifeLabel(row.cantidad_reencauche),
    costo_perdido: loss,
    motivo_scrap: motivo,
    fecha_scrap: fecha,
    ruta1: row.imagen ? protectedFileUrl(row.imagen) : null,
  };
}

/** One keyset batch of the bad-condition export, by tyre id (lib/export.ts keysetBatches). */
export function listBadConditionBatch(
  db: Db,
  params: { clientId: number; afterId: number | undefined; limit: number },
): Promise<BadConditionTyre[]> {
  return readBadConditionTyres(db, params.clientId, [], { afterId: params.afterId, limit: params.limit });
}

// ---------------------------------------------------------------------------------------------------------
// Top-bar retread menus
// ---------------------------------------------------------------------------------------------------------

interface AlertRow {
  banda: 'reencauchar' | 'proximo';
  total: number;
  id: number;
  num_serie: string;
  marca: string;
  id_vehiculo: number;
  placa: string;
  remanente_actual: number;
  remanente_original: number;
  remanente_limite: number;
  critico: boolean;
  porcentaje: number | null;
}

/**
 * The installed tyres in the bands of domain.md §9, with the thresholds of the application of the vehicle each
 * one is on: 'a reencauchar' (NSD ≤ reencauche), most urgent first (furthest under the limit); 'próximo a
 * reencauchar' (reencauche < NSD ≤ prox_reencauche), most worn first (least usable tread left). At most
 * ALERT_LIMIT of each, with the full counts. `porcentaje` is domain.md §8's remaining usable tread, 0..100.
 */
export async function listRetreadAlerts(db: Db, params: { clientId: number }): Promise<RetreadAlerts> {
  const rows = await rowsOf<AlertRow>(
    db,
    sql`with bandas as (
        select n.id, n.num_serie, ma.descripcion as marca, v.id as id_vehiculo, v.placa,
          n.remanente_actual::float8 as remanente_actual, n.remanente_original::float8 as remanente_original,
          r.reencauche::float8 as remanente_limite,
          n.remanente_actual < r.ini_reencauche as critico,
          case when n.remanente_actual <= r.reencauche then 'reencauchar' else 'proximo' end as banda,
          case when n.remanente_original > r.reencauche then
            greatest(0, least(100, (n.remanente_actual - r.reencauche) * 100.0
              / (n.remanente_original - r.reencauche)))::float8 end as porcentaje
        from neumaticos n
        join neumatico_historial h
          on h.id_cliente = n.id_cliente and h.id_neumatico = n.id and h.km_retiro is null
        join vehiculos v on v.id_cliente = h.id_cliente and v.id = h.id_vehiculo
        join remanentes_aplicacion r on r.id_cliente = v.id_cliente and r.id_aplicacion = v.ruta
        join neumatico_marcas ma on ma.id = n.id_marca
        where n.id_cliente = ${params.clientId} and n.estado = ${TYRE_STATE.installed}
          and n.remanente_actual <= r.prox_reencauche
      ), ordenadas as (
        select bandas.*, count(*) over (partition by banda)::int as total,
          row_number() over (partition by banda order by
            case when banda = 'proximo' then porcentaje end asc nulls last,
            remanente_actual - remanente_limite, remanente_actual, id) as puesto
        from bandas
      )
      select * from ordenadas where puesto <= ${ALERT_LIMIT} order by banda, puesto`,
  );
  const reencauchar = rows.filter((row) => row.banda === 'reencauchar');
  const proximos = rows.filter((row) => row.banda === 'proximo');
  return {
    reencauchar: {
      total: reencauchar[0]?.total ?? 0,
      data: reencauchar.map((row) => ({
        id: row.id,
        num_serie: row.num_serie,
        marca: row.marca,
        id_vehiculo: row.id_vehiculo,
        placa: row.placa,
        remanente_limite: row.remanente_limite,
        remanente_actual: row.remanente_actual,
        critico: row.critico,
      })),
    },
    proximos: {
      total: proximos[0]?.total ?? 0,
      data: proximos.map((row) => ({
        id: row.id,
        num_serie: row.num_serie,
        marca: row.marca,
        id_vehiculo: row.id_vehiculo,
        placa: row.placa,
        remanente_actual: row.remanente_actual,
        remanente_limite: row.remanente_limite,
        porcentaje: row.porcentaje === null ? null : roundTo(row.porcentaje, 2),
        desgaste: row.porcentaje === null ? null : roundTo(100 - row.porcentaje, 2),
      })),
    },
  };
}
