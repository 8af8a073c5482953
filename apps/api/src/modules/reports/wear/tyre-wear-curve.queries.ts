import { sql } from 'drizzle-orm';
import {
  TYRE_STATES,
  TYRE_WEAR_PAGE_SIZE,
  TYRE_WEAR_STATE,
  type TyreWearCurveResponse,
  type WearCurveLife,
  type WearCurveTyre,
  type WearCurveTyreListResponse,
  type WearCurveTyreItem,
  REMOVAL_REASONS,
} from '@huella/contracts';
import type { Db } from '../../../db/client';
import { preparedStatement, queryRows } from '../../../db/prepared';
import { NotFoundError } from '../../../lib/http-errors';
import { likePattern, toPage } from '../../../lib/paging';
import { lifeRecords } from './wear-sql';

/**
 * Tyre wear curve (spec 3 §2.7; domain.md §4, §5, §8, §9), in two statements: the tyre with the figures of its
 * current life, then the points of its lives. Both read one tyre's rows through (id_cliente, id_neumatico)
 * indexes: a few dozen records and readings even after years of monthly inspections.
 *
 * Retread limit: `reencauche` of the application of the vehicle the tyre runs on, or last ran on (its latest
 * non-voided record, of any life); never run = no limit, no projection ("-").
 */

type Params = { clientId: number; tyreId: number };
const p = {
  clientId: sql`${sql.placeholder('clientId')}::int`,
  tyreId: sql`${sql.placeholder('tyreId')}::int`,
  history: sql`${sql.placeholder('history')}::boolean`,
};

type TyreRow = Omit<
  WearCurveTyre,
  'descripcion_estado' | 'motivo' | 'mensaje_estado_neumatico' | 'unidad_medida'
> & {
  unidad_medida: string;
  motivo_retiro: number | null;
  abierto: boolean;
  prox_reencauche: number | null;
};

const tyreStatement = preparedStatement<TyreRow, Params>(
  'tyre_wear_curve_tyre',
  sql`
  with tyre as (
    select n.* from neumaticos n where n.id_cliente = ${p.clientId} and n.id = ${p.tyreId}
  ),
  ${lifeRecords(sql`(select id_cliente from tyre)`, sql`(select id from tyre)`, sql`(select cantidad_reencauche from tyre)`, sql`false`)},
  -- The latest non-voided record of any life: the vehicle whose application sets the limit, and how it ended.
  last_record as (
    select h.id_vehiculo, h.km_retiro is null as abierto, h.motivo_retiro
    from tyre
    join neumatico_historial h on h.id_cliente = tyre.id_cliente and h.id_neumatico = tyre.id
      and h.motivo_retiro is distinct from 6
    order by h.fecha_instalacion desc, h.id desc
    limit 1
  ),
  figures as (
    select tyre.*, lr.abierto, lr.motivo_retiro, r.reencauche as limite, r.prox_reencauche,
      coalesce((select sum(rec.span) from records rec), 0) as km_vida,
      (select l.nsd from inspeccion_detalles l
        where l.id_cliente = tyre.id_cliente and l.id_neumatico = tyre.id and l.vida = tyre.cantidad_reencauche
          and l.id_inspeccion is not null
        order by l.fecha_inspeccion desc, l.id desc limit 1) as nsd,
      coalesce((select sum(c.costo_convertido) from neumatico_costos c
        where c.id_cliente = tyre.id_cliente and c.id_neumatico = tyre.id
          and c.n_reencauche = tyre.cantidad_reencauche), 0) as costo
    from tyre
    left join last_record lr on true
    left join vehiculos v on v.id_cliente = tyre.id_cliente and v.id = lr.id_vehiculo
    left join remanentes_aplicacion r on r.id_cliente = v.id_cliente and r.id_aplicacion = v.ruta
  ),
  rates as (
    select f.*,
      -- No distance or no wear yet gives no rate: "-", not 0.
      case when f.remanente_original - f.nsd > 0 and f.km_vida > 0
        then f.km_vida / (f.remanente_original - f.nsd) end as por_mm,
      case when f.nsd is null or f.limite is null then null
        when f.remanente_original - f.limite <= 0 then 0
        else round(least(100, greatest(0, (f.nsd - f.limite) / (f.remanente_original - f.limite) * 100)), 2)
      end as porcentaje
    from figures f
  )
  select t.id, t.num_serie, ma.descripcion as marca, mo.descripcion as modelo, me.descripcion as medida,
    di.nombre as disenio, t.estado::int as estado, t.unidad_medida,
    case when t.unidad_medida = 'H' then 2 else 1 end as tipo_costo,
    case when t.cantidad_reencauche = 0 then 'N' else 'R' || t.cantidad_reencauche end as vida,
    t.remanente_original::float8 as remanente_original, t.nsd::float8 as remanente_actual,
    t.limite::float8 as remanente_limite, t.prox_reencauche::float8 as prox_reencauche,
    t.porcentaje::float8 as porcentaje, (100 - t.porcentaje)::float8 as desgaste,
    round(t.km_vida, 1)::float8 as rendimiento,
    round(t.por_mm, 1)::float8 as desgaste_km_mm,
    round(t.por_mm * (t.remanente_original - t.limite), 1)::float8 as km_proyectado,
    round(t.por_mm * greatest(0, t.nsd - t.limite), 1)::float8 as km_restante,
    round(t.costo, 2)::float8 as costo_vida,
    case when t.por_mm * (t.remanente_original - t.limite) > 0
      then round(t.costo / (t.por_mm * (t.remanente_original - t.limite)), 4) end::float8 as costo_por_unidad,
    coalesce(t.abierto, false) as abierto, t.motivo_retiro::int as motivo_retiro
  from rates t
  join neumatico_marcas ma on ma.id = t.id_marca
  join neumatico_modelos mo on mo.id = t.id_modelo
  join neumatico_medidas me on me.id = t.id_medida
  left join neumatico_disenios di on di.id = t.id_disenio`,
);

type PointRow = { vida: number; original: number | null; km: number | null; nsd: number | null };

const pointStatement = preparedStatement<PointRow, Params & { history: boolean }>(
  'tyre_wear_curve_points',
  sql`
  with tyre as (
    select n.id, n.id_cliente, n.cantidad_reencauche, n.remanente_original
    from neumaticos n where n.id_cliente = ${p.clientId} and n.id = ${p.tyreId}
  ),
  ${lifeRecords(sql`(select id_cliente from tyre)`, sql`(select id from tyre)`, sql`(select cantidad_reencauche from tyre)`, p.history)},
  points as (
    select d.vida, d.nsd, d.fecha_inspeccion, d.id,
      rec.antes + least(greatest(coalesce(d.km_inspeccion_parcial, i.km_inspeccion) - rec.km_instalacion, 0), rec.span)
        as km
    from tyre
    join inspeccion_detalles d on d.id_cliente = tyre.id_cliente and d.id_neumatico = tyre.id
      and d.id_inspeccion is not null
      and (d.vida = tyre.cantidad_reencauche or (${p.history} and d.vida < tyre.cantidad_reencauche))
    join inspecciones i on i.id_cliente = d.id_cliente and i.id = d.id_inspeccion
    -- The record the reading falls in: the life's latest installation on that vehicle up to the reading's date.
    join lateral (
      select r.antes, r.km_instalacion, r.span from records r
      where r.vida = d.vida and r.id_vehiculo = d.id_vehiculo and r.fecha_instalacion <= d.fecha_inspeccion
      order by r.fecha_instalacion desc, r.id desc limit 1
    ) rec on true
  ),
  lives as (
    select v.vida::int as vida,
      case when v.vida = tyre.cantidad_reencauche then tyre.remanente_original else (
        select c.rem_original from neumatico_costos c
        where c.id_cliente = tyre.id_cliente and c.id_neumatico = tyre.id and c.n_reencauche = v.vida
          and c.motivo in (0, 1)
        order by c.id desc limit 1) end as original
    from tyre
    cross join lateral (
      select tyre.cantidad_reencauche as vida
      union select distinct pt.vida from points pt
    ) v
  )
  select l.vida, l.original::float8 as original, pt.km::float8 as km, pt.nsd::float8 as nsd
  from lives l
  left join points pt on pt.vida = l.vida
  order by l.vida desc, pt.km, pt.fecha_inspeccion, pt.id`,
);

export const lifeName = (life: number) => (life === 0 ? 'Nuevo' : `Reencauche ${life}`);

/** The state message of the card: the remnant band of domain.md §9, or why there is none. */
function stateMessage(row: TyreRow): string {
  if (row.estado === 0) return TYRE_WEAR_STATE.scrap;
  if (row.remanente_actual === null) return TYRE_WEAR_STATE.sinLectura;
  if (row.remanente_limite === null) return TYRE_WEAR_STATE.sinLimite;
  if (row.remanente_actual <= row.remanente_limite) return TYRE_WEAR_STATE.aReencauchar;
  if (row.prox_reencauche !== null && row.remanente_actual <= row.prox_reencauche)
    return TYRE_WEAR_STATE.proximo;
  return TYRE_WEAR_STATE.operativo;
}

/** Points per life; each starts at [0, original tread of the life] when that tread is known. */
function toLives(rows: PointRow[], current: number): WearCurveLife[] {
  const lives = new Map<number, WearCurveLife>();
  for (const row of rows) {
    let life = lives.get(row.vida);
    if (!life) {
      life = {
        vida: row.vida,
        nombre: lifeName(row.vida),
        actual: row.vida === current,
        remanente_original: row.original,
        puntos: row.original === null ? [] : [[0, row.original]],
      };
      lives.set(row.vida, life);
    }
    if (row.km !== null && row.nsd !== null) life.puntos.push([row.km, row.nsd]);
  }
  return [...lives.values()];
}

export async function getTyreWearCurve(
  db: Db,
  query: { clientId: number; tyreId: number; history: boolean },
): Promise<TyreWearCurveResponse> {
  const [row] = await tyreStatement.execute(db, query);
  if (!row) throw new NotFoundError();
  const { abierto, motivo_retiro, prox_reencauche: _next, unidad_medida, ...tyre } = row;
  const current = Number(row.vida === 'N' ? 0 : row.vida.slice(1));
  const points = await pointStatement.execute(db, query);
  return {
    neumatico: {
      ...tyre,
      unidad_medida: unidad_medida === 'H' ? 'H' : 'K',
      descripcion_estado: TYRE_STATES[row.estado] ?? '',
      motivo: abierto || motivo_retiro === null ? null : (REMOVAL_REASONS[motivo_retiro] ?? null),
      mensaje_estado_neumatico: stateMessage(row),
    },
    vidas: toLives(points, current),
  };
}

/** The screen's tyre list (spec 3 §9: 5 per page, id descending, search by serial). */
export async function listWearCurveTyres(
  db: Db,
  query: { clientId: number; page: number; search: string | null },
): Promise<WearCurveTyreListResponse> {
  const filter = query.search ? sql`and n.num_serie ilike ${likePattern(query.search)}` : sql``;
  const offset = (query.page - 1) * TYRE_WEAR_PAGE_SIZE;
  const [rows, [count]] = await Promise.all([
    queryRows<WearCurveTyreItem & { estado: number }>(
      db,
      sql`select n.id, n.num_serie, ma.descripcion as marca, me.descripcion as medida, n.unidad_medida,
        case when n.cantidad_reencauche = 0 then 'N' else 'R' || n.cantidad_reencauche end as vida,
        n.estado::int as estado
      from neumaticos n
      join neumatico_marcas ma on ma.id = n.id_marca
      join neumatico_medidas me on me.id = n.id_medida
      where n.id_cliente = ${query.clientId} ${filter}
      order by n.id desc
      limit ${TYRE_WEAR_PAGE_SIZE} offset ${offset}`,
    ),
    queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from neumaticos n where n.id_cliente = ${query.clientId} ${filter}`,
    ),
  ]);
  const data = rows.map(({ estado, ...item }) => ({
    ...item,
    descripcion_estado: TYRE_STATES[estado] ?? '',
  }));
  return toPage(data, count?.total ?? 0, { page: query.page, per_page: TYRE_WEAR_PAGE_SIZE });
}
