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
 * sector are the tyre's and its client's. Columns of `neumaticos_m`: id_cliente, id_neumatico, vida, nsd,
 * id_medida, id_disenio (of the life read), id_marca, id_empresa (retreader of the life read, null for a new
 * life), and `km`, the tyre's km_total (domain.md §4), when `kmOnly`: then only tyres measured in km count
 * (domain.md §4: km and hours never mix).
 *
 * The latest reading of the condition's lives is the one of the highest life, then the latest date: a tyre's
 * lives follow each other in time. `distinct on` per (tyre, life) follows the order of the index
 * inspeccion_detalles_cliente_neumatico_vida, so the period's readings are read once, in index order, unsorted.
 */
export function marketingTyres(
  filter: MarketingFilter,
  viewer: MarketingViewer,
  options: { kmOnly?: boolean } = {},
): SQL {
  const sectors = filter.sector.length ? sql`and c.id_sectors = any(${ids(filter.sector)})` : sql``;
  const sizes = filter.medida.length ? sql`and n.id_medida = any(${ids(filter.medida)})` : sql``;
  const buckets = filter.nsdminimo.length
    ? sql`and floor(d.nsd)::int = any(${ids(filter.nsdminimo)})`
    : sql``;
  const retreaders = filter.empresareencauchadora.length
    ? sql`where t.id_empresa = any(${ids(filter.empresareencauchadora)})`
    : sql``;
  return sql`clientes_m as (
      select c.id, c.razon_social, c.id_sectors from clientes c where ${viewerClients(viewer)} ${sectors}
    ),
    vidas_m as (
      select distinct on (d.id_cliente, d.id_neumatico, d.vida) d.id_cliente, d.id_neumatico, d.vida, d.id
      from inspeccion_detalles d
      where d.id_cliente in (select id from clientes_m) and d.id_inspeccion is not null
        and d.fecha_inspeccion between ${filter.fechainicio}::date and ${filter.fechafin}::date
        and ${lifeOfCondition(filter.condicion)}
      order by d.id_cliente, d.id_neumatico, d.vida, d.fecha_inspeccion desc nulls first, d.id desc nulls first
    ),
    ultimas_m as (
      select distinct on (l.id_cliente, l.id_neumatico) l.id_cliente, l.id_neumatico, l.vida, l.id
      from vidas_m l
      order by l.id_cliente, l.id_neumatico, l.vida desc
    ),
    neumaticos_m as (
      select t.* from (
        select u.id_cliente, u.id_neumatico, u.vida, d.nsd, n.id_medida,
          coalesce(d.id_disenio, n.id_disenio) as id_disenio, coalesce(d.id_marca, n.id_marca) as id_marca,
          ${lifeRetreader('u.vida')} as id_empresa${options.kmOnly ? sql`, ${kmTotal('n')}::float8 as km` : sql``}
        from ultimas_m u
        join inspeccion_detalles d on d.id = u.id
        join neumaticos n on n.id_cliente = u.id_cliente and n.id = u.id_neumatico
        ${options.kmOnly ? openRecordJoin('n') : sql``}
        where true ${sizes} ${buckets} ${options.kmOnly ? sql`and n.unidad_medida = 'K'` : sql``}
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
