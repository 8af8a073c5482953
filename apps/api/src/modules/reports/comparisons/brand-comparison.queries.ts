import { sql } from 'drizzle-orm';
import {
  BRAND_COMPARISON_MSG,
  BRAND_CONDITION,
  type BrandComparisonColumn,
  type BrandComparisonFilter,
  type BrandComparisonListResponse,
  type BrandComparisonOptions,
  type BrandComparisonResponse,
} from '@huella/contracts';
import type { Db } from '../../../db/client';
import { plannedStatement, preparedStatement } from '../../../db/prepared';
import { type BrandLivesParams, countedLives, countedLivesWithoutFigures } from './brand-lives-sql';

/**
 * Brand or design comparison (spec 3 §2.13; domain.md §12). Which lives count and how their km and cost are
 * read: brand-lives-sql.ts. Per group (brand, or retread design when the condition is retreaded):
 * - cantidad: tyres with a counted life; each tyre brings the km and cost of its counted lives.
 * - recorrido_promedio = Σkm ÷ cantidad; costo_promedio = Σcost ÷ cantidad; costo_km_promedio = Σcost ÷ Σkm.
 * - desg_km_x_mm = Σkm ÷ Σmm worn over the lives with a reading that shows wear (mm worn = original tread of the
 *   life − its last NSD reading); lives without one are left out of both sums.
 * - km_proyectados = mean of the lives' projections (domain.md §8: km ÷ mm worn × (original − limit), limit =
 *   `reencauche` of the application of the vehicle the life last ran on), over the lives that have one.
 * The aggregates are planned per call (the client's lives vary from tens to tens of thousands).
 */

export type BrandComparisonQuery = { clientId: number } & BrandComparisonFilter;

function paramsOf(query: BrandComparisonQuery, groups: number[]): BrandLivesParams {
  const retreaded = query.condicion_neumatico === BRAND_CONDITION.reencauchado;
  return {
    clientId: query.clientId,
    unit: query.tipo_costo === 2 ? 'H' : 'K',
    condition: query.condicion_neumatico,
    axle: query.eje ?? null,
    application: query.aplicacion ?? null,
    models: retreaded ? [] : query.modelos,
    sizes: retreaded ? [] : query.medidas,
    designs: retreaded ? query.disenios : [],
    levels: retreaded ? query.reencauches : [],
    groups,
  };
}

const listStatement = plannedStatement<
  { id: number; descripcion: string; cantidad: number },
  BrandLivesParams
>(sql`
  with ${countedLivesWithoutFigures},
  groups as (select grupo, count(distinct tyre)::int as cantidad from counted group by grupo)
  select g.grupo as id, coalesce(ma.descripcion, di.nombre) as descripcion, g.cantidad
  from groups g
  left join neumatico_marcas ma on ${sql.placeholder('condition')}::int <> 2 and ma.id = g.grupo
  left join neumatico_disenios di on ${sql.placeholder('condition')}::int = 2 and di.id = g.grupo
  order by 2, 1`);

/** POST reporte/marcas_o_disenios_comparativo: the brands (or designs) with tyres that count, by name. */
export async function listBrandsOrDesigns(
  db: Db,
  query: BrandComparisonQuery,
): Promise<BrandComparisonListResponse> {
  const data = await listStatement.execute(db, paramsOf(query, []));
  const agrupacion = query.condicion_neumatico === BRAND_CONDITION.reencauchado ? 'disenio' : 'marca';
  return { agrupacion, data };
}

const columnStatement = plannedStatement<BrandComparisonColumn, BrandLivesParams>(sql`
  with ${countedLives({ probeChosen: true })},
  figures as (
    select c.*, lim.reencauche as limite,
      case when c.original - last.nsd > 0 then c.original - last.nsd end as mm
    from counted c
    left join lateral (
      select d.nsd from inspeccion_detalles d
      where d.id_cliente = ${sql.placeholder('clientId')}::int and d.id_neumatico = c.tyre and d.vida = c.vida
        and d.id_inspeccion is not null
      order by d.fecha_inspeccion desc, d.id desc limit 1
    ) last on true
    left join remanentes_aplicacion lim
      on lim.id_cliente = ${sql.placeholder('clientId')}::int and lim.id_aplicacion = c.ruta
  ),
  projected as (
    select f.*, case when f.mm > 0 and f.original - f.limite > 0 then f.km / f.mm * (f.original - f.limite) end
      as proyeccion
    from figures f
  ),
  groups as (
    select grupo, count(distinct tyre)::int as cantidad, sum(km) as km, sum(costo) as costo,
      sum(km) filter (where mm > 0) as km_leido, sum(mm) as mm, avg(proyeccion) as proyeccion
    from projected group by grupo
  )
  select g.grupo as id,
    case when ${sql.placeholder('condition')}::int <> 2 then ma.descripcion end as marca,
    case when ${sql.placeholder('condition')}::int = 2 then di.nombre end as disenio,
    g.cantidad,
    round(g.km / g.cantidad, 1)::float8 as recorrido_promedio,
    case when g.km > 0 then round(g.costo / g.km, 4) end::float8 as costo_km_promedio,
    round(g.costo / g.cantidad, 2)::float8 as costo_promedio,
    case when g.mm > 0 then round(g.km_leido / g.mm, 1) end::float8 as desg_km_x_mm,
    round(g.proyeccion, 1)::float8 as km_proyectados
  from groups g
  left join neumatico_marcas ma on ma.id = g.grupo
  left join neumatico_disenios di on di.id = g.grupo`);

/**
 * The columns of the chosen brands (or designs), in the order asked; a group with no counted tyre of the client
 * (another client's brand, or one filtered out) has no column. One statement per column, side by side: each
 * probes only its own tyres' records and readings (a brand of the large client: ~7 000 tyres), which costs less
 * than one statement over the five groups' lives together (most of the client).
 */
export async function getBrandColumns(
  db: Db,
  query: BrandComparisonQuery,
  groupIds: number[],
): Promise<BrandComparisonColumn[]> {
  const columns = await Promise.all(groupIds.map((id) => columnStatement.execute(db, paramsOf(query, [id]))));
  return columns.flatMap((rows) => rows.slice(0, 1));
}

/** POST reporte/comparativomarca: one column. */
export async function getBrandComparison(
  db: Db,
  query: BrandComparisonQuery & { id_marca_o_disenio: number },
): Promise<BrandComparisonResponse> {
  const data = await getBrandColumns(db, query, [query.id_marca_o_disenio]);
  return { data, mensaje: data.length === 0 ? BRAND_COMPARISON_MSG.sinDatos : null };
}

type Option = { id: number; descripcion: string };
const optionStatement = preparedStatement<
  { tipo: string; id: number; descripcion: string; marca: string | null },
  { clientId: number }
>(
  'brand_comparison_options',
  sql`
  select 'modelo' as tipo, mo.id, mo.descripcion, ma.descripcion as marca
  from neumatico_modelos mo join neumatico_marcas ma on ma.id = mo.id_marca
  where exists (select 1 from neumaticos n
    where n.id_cliente = ${sql.placeholder('clientId')}::int and n.id_modelo = mo.id)
  union all
  select 'medida', me.id, me.descripcion, null from neumatico_medidas me
  where exists (select 1 from neumaticos n
    where n.id_cliente = ${sql.placeholder('clientId')}::int and n.id_medida = me.id)
  union all
  select 'disenio', di.id, di.nombre, null from neumatico_disenios di
  where exists (select 1 from neumatico_costos c
    where c.id_cliente = ${sql.placeholder('clientId')}::int and c.motivo in (0, 1) and c.nuevo = 0
      and c.id_disenio = di.id)
  union all
  select 'reencauche', l.nivel, '', null from generate_series(1, 7) l(nivel)
  where exists (select 1 from neumatico_costos c
    where c.id_cliente = ${sql.placeholder('clientId')}::int and c.motivo in (0, 1) and c.nuevo = 0
      and least(greatest(c.n_reencauche, 1), 7) = l.nivel)
  union all
  select 'aplicacion', a.id, a.aplicacion, null from aplicaciones a
  where a.id_cliente = ${sql.placeholder('clientId')}::int
  order by 1, 3, 2`,
);

/** POST reporte/filtros: the option lists of the filters, from the client's own tyres and settings. */
export async function getBrandComparisonOptions(
  db: Db,
  params: { clientId: number },
): Promise<BrandComparisonOptions> {
  const rows = await optionStatement.execute(db, params);
  const of = (tipo: string): Option[] =>
    rows.filter((row) => row.tipo === tipo).map(({ id, descripcion }) => ({ id, descripcion }));
  return {
    modelos: rows
      .filter((row) => row.tipo === 'modelo')
      .map(({ id, descripcion, marca }) => ({ id, descripcion, marca: marca ?? '' })),
    medidas: of('medida'),
    disenios: of('disenio'),
    reencauches: rows
      .filter((row) => row.tipo === 'reencauche')
      .map((row) => row.id)
      .sort((a, b) => a - b),
    aplicaciones: of('aplicacion'),
  };
}
