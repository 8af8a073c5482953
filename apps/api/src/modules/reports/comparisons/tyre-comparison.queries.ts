import { sql } from 'drizzle-orm';
import {
  TYRE_LIVES,
  type TyreComparisonLife,
  type TyreComparisonListItem,
  type TyreComparisonListRequest,
  type TyreComparisonListResponse,
  type TyreComparisonRow,
} from '@huella/contracts';
import type { Db } from '../../../db/client';
import { plannedStatement, queryRows } from '../../../db/prepared';
import { NotFoundError } from '../../../lib/http-errors';
import { likePattern, toPage } from '../../../lib/paging';
import { lifeCtes, recordSpan } from './tyre-lives-sql';

/**
 * Tyre comparison (spec 3 §2.12; domain.md §4, §5, §8, §12): the picker and the comparison rows of up to five
 * tyres, one statement for the screen (one id) and the export (up to five), so both show the same figures.
 *
 * Projected distance **[decision]**: the distance run so far (recorrido_acumulado) plus what the current life
 * is projected still to run, domain.md §8's km_restante = desgaste_km_mm × max(0, NSD − limit), with the wear
 * curve's figures (km of the current life's records, its last NSD, the limit of the application it runs or last
 * ran on). A scrapped tyre runs no more: its projection is what it ran. Without a reading, a limit or any wear
 * yet there is no projection ("-").
 */

type Params = { clientId: number; ids: number[] };
const p = {
  clientId: sql`${sql.placeholder('clientId')}::int`,
  ids: sql`${sql.placeholder('ids')}::int[]`,
};

/** The current life's level: 0 N, 1..6, 7 = R (a tyre registered retreaded is at least R1). */
const currentLevel = sql`least(greatest(n.cantidad_reencauche, case when n.nuevo = 0 then 1 else 0 end), 7)`;
const conditionName = sql`case when ${currentLevel} = 0 then 'N' when ${currentLevel} = 7 then 'R'
  else 'R' || ${currentLevel} end`;

type TyreRow = Omit<TyreComparisonRow, 'vidas'>;
type LifeRow = {
  tyre: number;
  nivel: number;
  costo: number;
  recorrido: number;
  costo_por_unidad: number | null;
};

const tyreStatement = plannedStatement<TyreRow, Params>(sql`
  with tyre as (
    select n.* from neumaticos n where n.id_cliente = ${p.clientId} and n.id = any(${p.ids})
  ),
  ${lifeCtes},
  totals as (
    select l.tyre, sum(l.costo) as costo, sum(l.recorrido) as recorrido from lives l group by 1
  ),
  figures as (
    select n.*, coalesce(t.costo, 0) as costo_total, coalesce(t.recorrido, 0) as recorrido_total,
      (select coalesce(sum(${recordSpan}), 0) from neumatico_historial h
        left join vehiculos ov on h.km_retiro is null and ov.id_cliente = h.id_cliente and ov.id = h.id_vehiculo
        where h.id_cliente = n.id_cliente and h.id_neumatico = n.id and h.motivo_retiro is distinct from 6
          and h.n_reencauche = n.cantidad_reencauche) as km_vida,
      (select d.nsd from inspeccion_detalles d
        where d.id_cliente = n.id_cliente and d.id_neumatico = n.id and d.vida = n.cantidad_reencauche
          and d.id_inspeccion is not null
        order by d.fecha_inspeccion desc, d.id desc limit 1) as nsd,
      -- The limit: the application of the vehicle of its latest non-voided record (domain.md §8).
      (select r.reencauche from neumatico_historial h
        join vehiculos v on v.id_cliente = h.id_cliente and v.id = h.id_vehiculo
        join remanentes_aplicacion r on r.id_cliente = v.id_cliente and r.id_aplicacion = v.ruta
        where h.id_cliente = n.id_cliente and h.id_neumatico = n.id and h.motivo_retiro is distinct from 6
        order by h.fecha_instalacion desc, h.id desc limit 1) as limite
    from tyre n
    left join totals t on t.tyre = n.id
  ),
  rates as (
    select f.*,
      case when f.remanente_original - f.nsd > 0 and f.km_vida > 0
        then f.km_vida / (f.remanente_original - f.nsd) end as por_mm
    from figures f
  )
  select n.id, n.num_serie, ma.descripcion as marca, mo.descripcion as modelo, me.descripcion as medida,
    ${conditionName} as condicion, case when n.unidad_medida = 'H' then 2 else 1 end as tipo_costo,
    round(n.costo_total, 2)::float8 as costo_acumulado,
    round(n.recorrido_total, 1)::float8 as recorrido_acumulado,
    case when n.recorrido_total > 0 then round(n.costo_total / n.recorrido_total, 4) end::float8
      as costo_por_unidad,
    round(case when n.estado = 0 then n.recorrido_total
      when n.por_mm is not null and n.limite is not null
        then n.recorrido_total + n.por_mm * greatest(0, n.nsd - n.limite) end, 1)::float8 as recorrido_proyectado
  from rates n
  join neumatico_marcas ma on ma.id = n.id_marca
  join neumatico_modelos mo on mo.id = n.id_modelo
  join neumatico_medidas me on me.id = n.id_medida
  order by array_position(${p.ids}, n.id)`);

const lifeStatement = plannedStatement<LifeRow, Params>(sql`
  with tyre as (
    select n.* from neumaticos n where n.id_cliente = ${p.clientId} and n.id = any(${p.ids})
  ),
  ${lifeCtes}
  select l.tyre, l.nivel::int as nivel, round(l.costo, 2)::float8 as costo,
    round(l.recorrido, 1)::float8 as recorrido,
    case when l.recorrido > 0 then round(l.costo / l.recorrido, 4) end::float8 as costo_por_unidad
  from lives l`);

/** The comparison rows of the given tyres of the client, in the order asked; ids of other clients are absent. */
export async function getTyreComparisonRows(
  db: Db,
  query: { clientId: number; ids: number[] },
): Promise<TyreComparisonRow[]> {
  const [tyres, lives] = await Promise.all([
    tyreStatement.execute(db, query),
    lifeStatement.execute(db, query),
  ]);
  return tyres.map((tyre) => ({
    ...tyre,
    vidas: TYRE_LIVES.map((vida, nivel): TyreComparisonLife => {
      const life = lives.find((row) => row.tyre === tyre.id && row.nivel === nivel);
      return {
        vida,
        costo: life?.costo ?? 0,
        recorrido: life?.recorrido ?? 0,
        costo_por_unidad: life?.costo_por_unidad ?? null,
      };
    }),
  }));
}

export async function getTyreComparison(db: Db, query: { clientId: number; tyreId: number }) {
  const [row] = await getTyreComparisonRows(db, { clientId: query.clientId, ids: [query.tyreId] });
  if (!row) throw new NotFoundError();
  return { neumatico: row };
}

/**
 * The picker (spec 3 §2.12, §9): the client's tyres, id descending, paged in SQL. Axle = id_ejes of the latest
 * non-voided installation record (the position it runs on or last ran on); condition = its current life.
 */
export async function listTyreComparisonTyres(
  db: Db,
  query: TyreComparisonListRequest & { clientId: number },
): Promise<TyreComparisonListResponse> {
  const axle = sql`(select h.id_ejes from neumatico_historial h
    where h.id_cliente = n.id_cliente and h.id_neumatico = n.id and h.motivo_retiro is distinct from 6
    order by h.fecha_instalacion desc, h.id desc limit 1)`;
  const filters = [sql`n.id_cliente = ${query.clientId}`];
  if (query.num_serie) filters.push(sql`n.num_serie ilike ${likePattern(query.num_serie)}`);
  if (query.id_marca) filters.push(sql`n.id_marca = ${query.id_marca}`);
  if (query.id_modelo) filters.push(sql`n.id_modelo = ${query.id_modelo}`);
  if (query.id_medida) filters.push(sql`n.id_medida = ${query.id_medida}`);
  if (query.tipo_costo) filters.push(sql`n.unidad_medida = ${query.tipo_costo === 2 ? 'H' : 'K'}`);
  if (query.eje) filters.push(sql`${axle} = ${query.eje}`);
  if (query.condicion) {
    const wanted = query.condicion === 'N' ? 0 : query.condicion === 'R' ? 7 : Number(query.condicion);
    filters.push(sql`${currentLevel} = ${wanted}`);
  }
  const where = sql.join(filters, sql` and `);
  const offset = (query.page - 1) * query.per_page;
  const [rows, [count]] = await Promise.all([
    queryRows<TyreComparisonListItem>(
      db,
      sql`select n.id, n.num_serie, ma.descripcion as marca, mo.descripcion as modelo, me.descripcion as medida,
        ${conditionName} as condicion, case when n.unidad_medida = 'H' then 2 else 1 end as tipo_costo,
        ${axle}::int as eje
      from neumaticos n
      join neumatico_marcas ma on ma.id = n.id_marca
      join neumatico_modelos mo on mo.id = n.id_modelo
      join neumatico_medidas me on me.id = n.id_medida
      where ${where}
      order by n.id desc
      limit ${query.per_page} offset ${offset}`,
    ),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from neumaticos n where ${where}`),
  ]);
  return toPage(rows, count?.total ?? 0, { page: query.page, per_page: query.per_page });
}
