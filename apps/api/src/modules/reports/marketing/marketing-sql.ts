import { type SQL, sql } from 'drizzle-orm';
import { MARKETING_CONDITION, type MarketingFilter, reachesEveryClient } from '@huella/contracts';
import { kmTotal, openRecordJoin } from '../sql/tyre-distance';

/**
 * The SQL every marketing report shares (docs/decisions/0042-marketing-reports.md): whose clients count, which
 * reading stands for each tyre, and the names the rows are grouped by.
 */

/** Who asks: the figures count only the clients this user may see. */
export interface MarketingViewer {
  userId: number;
  role: number;
}

/**
 * The one place the marketing reports' client scope is written: the superadmin and the administrator read the
 * whole market (inactive clients too: their readings are still the market's history); any other internal role
 * (the technician, a role created later) only the clients assigned to it. Members never get here (routes are
 * `internal`). A condition over `clientes c`.
 */
export function viewerClients(viewer: MarketingViewer): SQL {
  if (reachesEveryClient(viewer.role)) return sql`true`;
  return sql`c.id in (select uc.id_cliente from usuario_clientes uc where uc.id_usuario = ${viewer.userId})`;
}

/** Readings of the condition's lives (spec 3 §2.17): Nuevo the first life, Reencauchado any retread. */
export function lifeOfCondition(condicion: number, reading = 'd'): SQL {
  const d = sql.identifier(reading);
  return condicion === MARKETING_CONDITION.nuevo ? sql`${d}.vida = 0` : sql`${d}.vida > 0`;
}

const ids = (values: number[]) => sql`${`{${values.join(',')}}`}::int[]`;

/**
 * `clientes_m` (the clients that count: viewer scope and sector filter) and `neumaticos_m`: one row per tyre,
 * the tyre as its latest reading in the period read it, among the readings of the condition's lives. A tyre
 * counts once per report, not once per reading: two inspections of the same tyre in the period are one tyre of
 * the market, seen at its last state. The later filters (RTD min, retreader) apply to that reading; size and
 * sector are the tyre's and its client's. Columns of `neumaticos_m`: id_cliente, id_neumatico, vida, id_medida,
 * id_marca, id_disenio (of the life read when `lifeDesign`, else the tyre's current one), id_empresa (retreader
 * of the life read, null for a new life), and `km`, the tyre's km_total (domain.md §4), when `kmOnly`: then only
 * tyres measured in km count (domain.md §4: km and hours never mix).
 *
 * The latest reading of the condition's lives is the one of the highest life, then the latest date: a tyre's
 * lives follow each other in time. It is found tyre by tyre, one top-1 probe of the index
 * inspeccion_detalles_cliente_neumatico_vida (client, tyre, life, date desc, id desc) per tyre and life, not by
 * reading every reading of the period: over two years a tyre has some 25 readings, so the probes touch a
 * twentieth of the index entries a scan of the period would (bench: ~1.2 million readings at the big client).
 * A new life is life 0; a retreaded tyre's lives are tried from its current one down, stopping at the first read
 * in the period (almost always the current one).
 */
export function marketingTyres(
  filter: MarketingFilter,
  viewer: MarketingViewer,
  options: { kmOnly?: boolean; lifeDesign?: boolean } = {},
): SQL {
  // The reading's own row is read only when its NSD is filtered on, or for the design of an earlier life: the
  // probe's index entry is enough otherwise (found tyres are tens of thousands in the bench's market, and a heap
  // row each cost more than the probes).
  const withReading = filter.nsdminimo.length > 0;
  const lifeDesign = sql`case when u.vida = n.cantidad_reencauche then n.id_disenio
      else coalesce((select x.id_disenio from inspeccion_detalles x where x.id = u.id), n.id_disenio) end`;
  const sectors = filter.sector.length ? sql`and c.id_sectors = any(${ids(filter.sector)})` : sql``;
  const sizes = filter.medida.length ? sql`and n.id_medida = any(${ids(filter.medida)})` : sql``;
  const buckets = filter.nsdminimo.length
    ? sql`and floor(d.nsd)::int = any(${ids(filter.nsdminimo)})`
    : sql``;
  const retreaders = filter.empresareencauchadora.length
    ? sql`where t.id_empresa = any(${ids(filter.empresareencauchadora)})`
    : sql``;
  const latestOfLife = (life: SQL) => sql`select d.vida, d.id from inspeccion_detalles d
      where d.id_cliente = n.id_cliente and d.id_neumatico = n.id and d.vida = ${life}
        and d.id_inspeccion is not null
        and d.fecha_inspeccion between ${filter.fechainicio}::date and ${filter.fechafin}::date
      order by d.fecha_inspeccion desc nulls first, d.id desc nulls first
      limit 1`;
  const latest =
    filter.condicion === MARKETING_CONDITION.nuevo
      ? sql`cross join lateral (${latestOfLife(sql`0`)}) r`
      : sql`cross join lateral (
          select r.vida, r.id from generate_series(n.cantidad_reencauche::int, 1, -1) v(vida)
          cross join lateral (${latestOfLife(sql`v.vida`)}) r
          limit 1
        ) r`;
  return sql`clientes_m as (
      select c.id, c.razon_social, c.id_sectors from clientes c where ${viewerClients(viewer)} ${sectors}
    ),
    ultimas_m as materialized (
      select n.id_cliente, n.id as id_neumatico, r.vida, r.id
      from clientes_m c
      join neumaticos n on n.id_cliente = c.id
      ${latest}
      where true ${sizes}
        ${filter.condicion === MARKETING_CONDITION.nuevo ? sql`` : sql`and n.cantidad_reencauche > 0`}
    ),
    neumaticos_m as (
      select t.* from (
        select u.id_cliente, u.id_neumatico, u.vida, n.id_medida, n.id_marca,
          ${options.lifeDesign ? lifeDesign : sql`n.id_disenio`} as id_disenio,
          ${lifeRetreader('u.vida')} as id_empresa${options.kmOnly ? sql`, ${kmTotal('n')}::float8 as km` : sql``}
        from ultimas_m u
        ${withReading ? sql`join inspeccion_detalles d on d.id = u.id` : sql``}
        join neumaticos n on n.id_cliente = u.id_cliente and n.id = u.id_neumatico
        ${options.kmOnly ? openRecordJoin('n') : sql``}
        where true ${buckets} ${options.kmOnly ? sql`and n.unidad_medida = 'K'` : sql``}
      ) t
      ${retreaders}
    )`;
}

/**
 * The retreading company of life `life` of tyre `n` (domain.md §3: each retread records its company): the
 * tyre's own for its current life, else the retread cost event that opened that life; null for a new life.
 */
export function lifeRetreader(life: string): SQL {
  const vida = sql.raw(life);
  return sql`case when ${vida} = 0 then null
      when ${vida} = n.cantidad_reencauche then n.id_empresa
      else coalesce((select k.id_empresa from neumatico_costos k
        where k.id_cliente = n.id_cliente and k.id_neumatico = n.id and k.motivo = 1 and k.n_reencauche = ${vida}
        order by k.id desc limit 1), n.id_empresa) end`;
}

/** Texts for rows without a group of their own (ours). */
export const NO_COMPANY = 'Sin empresa';
export const NO_DESIGN = 'Sin diseño';
export const NO_SECTOR = 'Sin sector';
