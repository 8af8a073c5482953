import { type SQL, sql } from 'drizzle-orm';
import {
  MARKETING_SUMMARY_ROWS,
  type MarketingDesignsResponse,
  type MarketingFilter,
  type MarketingPerformanceResponse,
  type MarketingRetreadedResponse,
  type MarketingSectorSizesResponse,
  type MarketingSizesResponse,
  REPORT_MSG,
} from '@huella/contracts';
import { largestRemainderPercents, roundTo } from '@huella/domain';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/prepared';
import { type MarketingViewer, marketingTyres, NO_COMPANY, NO_DESIGN, NO_SECTOR } from './marketing-sql';

/**
 * The five marketing reports (spec 3 §2.17; docs/decisions/0042): each one statement that counts the tyres of
 * `marketingTyres` by its keys with GROUPING SETS (the groups, their rows and the grand total in one pass over
 * the period's readings). Node only names nothing and sums nothing: it orders the few aggregated rows, cuts
 * the top 10 and rounds the percentages for display (largest remainder, domain.md §2).
 */
export interface MarketingQuery {
  viewer: MarketingViewer;
  filter: MarketingFilter;
}

/**
 * `m`: the counted tyres with what the reports group by: the company key (`es_nuevo`: a brand, else a
 * retreader; `id_emp` null = a retread without company), `nivel` (the life, 7 for more than 6), the client
 * and its sector.
 */
function tyresWithKeys(query: MarketingQuery, options: { kmOnly?: boolean; lifeDesign?: boolean } = {}): SQL {
  return sql`with ${marketingTyres(query.filter, query.viewer, options)},
    m as (
      select t.*, t.vida = 0 as es_nuevo, case when t.vida = 0 then t.id_marca else t.id_empresa end as id_emp,
        least(t.vida, 7) as nivel, c.id as cliente_id, c.razon_social as cliente, c.id_sectors
      from neumaticos_m t join clientes_m c on c.id = t.id_cliente
    )`;
}

/** The name of a company key (over a grouped row `g` with es_nuevo, id_emp). */
const COMPANY_KEY = sql.raw(
  `case when g.es_nuevo then 'm' || g.id_emp else 'e' || coalesce(g.id_emp::text, '') end`,
);
const COMPANY_NAME = sql.raw(`case when g.es_nuevo
    then (select x.descripcion from neumatico_marcas x where x.id = g.id_emp)
    else coalesce((select x.razon_social from empresas_reencauche x where x.id = g.id_emp), '${NO_COMPANY}') end`);
const SECTOR_NAME = sql.raw(
  `coalesce((select x.name from sectors x where x.id = g.id_sectors), '${NO_SECTOR}')`,
);

interface Counted {
  cantidad: number;
}

/** Largest first, then by name (a stable order for ties). */
function byCount<T extends Counted>(name: (row: T) => string) {
  return (a: T, b: T) => b.cantidad - a.cantidad || name(a).localeCompare(name(b), 'es');
}

/** The rows with their porcentaje of their own total, adding to 100.00 (domain.md §2). */
function withShares<T extends Counted>(rows: T[]): (T & { porcentaje: number })[] {
  const percents = largestRemainderPercents(rows.map((row) => row.cantidad));
  return rows.map((row, index) => ({ ...row, porcentaje: percents[index] ?? 0 }));
}

/**
 * The rows of a grouped report in the groups' order, then largest first inside each group; porcentaje within
 * the group when `withinGroup` (each group adds to 100), else of the whole answer.
 */
function groupedRows<T extends Counted>(
  rows: T[],
  groupOf: (row: T) => string,
  groupOrder: string[],
  name: (row: T) => string,
  withinGroup: boolean,
): (T & { porcentaje: number })[] {
  const rank = new Map(groupOrder.map((group, index) => [group, index]));
  const ordered = [...rows].sort(
    (a, b) => (rank.get(groupOf(a)) ?? 0) - (rank.get(groupOf(b)) ?? 0) || byCount(name)(a, b),
  );
  if (!withinGroup) return withShares(ordered);
  const result: (T & { porcentaje: number })[] = [];
  for (const group of groupOrder) result.push(...withShares(ordered.filter((row) => groupOf(row) === group)));
  return result;
}

const summary = <T>(rows: T[]) => rows.slice(0, MARKETING_SUMMARY_ROWS);
const emptyMessage = (total: number) => (total === 0 ? REPORT_MSG.sinDatosTabla : null);

/** etl/condicionneumaticosxcliente: by company and by condition. */
export async function getRetreadedReport(db: Db, query: MarketingQuery) {
  const rows = await queryRows<{
    g: number;
    empresa: string | null;
    condicion: string | null;
    cantidad: number;
  }>(
    db,
    sql`${tyresWithKeys(query)}
      select g.g, case when g.g = 1 then ${COMPANY_NAME} end as empresa,
        case when g.g = 6 then case g.nivel when 0 then 'N' when 7 then 'R' else g.nivel::text end end
          as condicion,
        g.cantidad
      from (
        select grouping(m.es_nuevo, m.id_emp, m.nivel)::int as g, m.es_nuevo, m.id_emp, m.nivel,
          count(*)::int as cantidad
        from m group by grouping sets ((m.es_nuevo, m.id_emp), (m.nivel), ())
      ) g
      order by g.g, g.nivel`,
  );
  const total = rows.find((row) => row.g === 7)?.cantidad ?? 0;
  const empresas = withShares(
    rows
      .filter((row) => row.g === 1)
      .map((row) => ({ empresa: row.empresa ?? NO_COMPANY, cantidad: row.cantidad }))
      .sort(byCount((row) => row.empresa)),
  );
  // Already in the spec's order N, 1..6, R (by nivel).
  const condiciones = withShares(
    rows
      .filter((row) => row.g === 6)
      .map((row) => ({ condicion: row.condicion ?? 'N', cantidad: row.cantidad })),
  );
  return {
    success: { empresas, resumen: summary(empresas), condiciones, total, mensaje: emptyMessage(total) },
  } satisfies MarketingRetreadedResponse;
}

/** etl/medidaneumaticosxcliente: the sizes inspected. */
export async function getSizesReport(db: Db, query: MarketingQuery) {
  const rows = await queryRows<{ g: number; medida: string | null; cantidad: number }>(
    db,
    sql`${tyresWithKeys(query)}
      select g.g, (select x.descripcion from neumatico_medidas x where x.id = g.id_medida) as medida, g.cantidad
      from (
        select grouping(m.id_medida)::int as g, m.id_medida, count(*)::int as cantidad
        from m group by grouping sets ((m.id_medida), ())
      ) g`,
  );
  const total = rows.find((row) => row.g === 1)?.cantidad ?? 0;
  const medidas = withShares(
    rows
      .filter((row) => row.g === 0)
      .map((row) => ({ medida: row.medida ?? '', cantidad: row.cantidad }))
      .sort(byCount((row) => row.medida)),
  );
  return {
    success: { medidas, resumen: summary(medidas), total, mensaje: emptyMessage(total) },
  } satisfies MarketingSizesResponse;
}

/** etl/disenioneumaticosxcliente: designs per company, grouped by company. */
export async function getDesignsReport(db: Db, query: MarketingQuery) {
  const rows = await queryRows<{
    g: number;
    grupo: string;
    empresa: string;
    disenio: string | null;
    cantidad: number;
  }>(
    db,
    sql`${tyresWithKeys(query, { lifeDesign: true })}
      select g.g, ${COMPANY_KEY} as grupo, ${COMPANY_NAME} as empresa,
        case when g.g = 0 then coalesce((select x.nombre from neumatico_disenios x where x.id = g.id_disenio),
          ${NO_DESIGN}) end as disenio,
        g.cantidad
      from (
        select grouping(m.es_nuevo, m.id_emp, m.id_disenio)::int as g, m.es_nuevo, m.id_emp, m.id_disenio,
          count(*)::int as cantidad
        from m group by grouping sets ((m.es_nuevo, m.id_emp), (m.es_nuevo, m.id_emp, m.id_disenio), ())
      ) g`,
  );
  const total = rows.find((row) => row.g === 7)?.cantidad ?? 0;
  // Groups by company key, not name: two retreaders may share a razón social.
  const groups = rows.filter((row) => row.g === 1).sort(byCount((row) => row.empresa));
  const empresas = withShares(groups.map((row) => ({ empresa: row.empresa, cantidad: row.cantidad })));
  const disenios = groupedRows(
    rows.filter((row) => row.g === 0),
    (row) => row.grupo,
    groups.map((row) => row.grupo),
    (row) => row.disenio ?? NO_DESIGN,
    query.filter.reporteagrupado,
  ).map((row) => ({
    empresa: row.empresa,
    disenio: row.disenio ?? NO_DESIGN,
    cantidad: row.cantidad,
    porcentaje: row.porcentaje,
  }));
  return {
    success: { empresas, resumen: summary(empresas), disenios, total, mensaje: emptyMessage(total) },
  } satisfies MarketingDesignsResponse;
}

/** etl/medidasneumaticosxsector: sizes and clients per sector, grouped by sector. */
export async function getSectorSizesReport(db: Db, query: MarketingQuery) {
  const rows = await queryRows<{
    g: number;
    sector: string;
    medida: string | null;
    cliente: string | null;
    cantidad: number;
  }>(
    db,
    sql`${tyresWithKeys(query)}
      select g.g, ${SECTOR_NAME} as sector,
        (select x.descripcion from neumatico_medidas x where x.id = g.id_medida) as medida, g.cliente, g.cantidad
      from (
        select grouping(m.id_sectors, m.id_medida, m.cliente_id)::int as g, m.id_sectors, m.id_medida,
          m.cliente_id, min(m.cliente) as cliente, count(*)::int as cantidad
        from m
        group by grouping sets ((m.id_sectors), (m.id_sectors, m.id_medida), (m.id_sectors, m.cliente_id), ())
      ) g`,
  );
  const total = rows.find((row) => row.g === 7)?.cantidad ?? 0;
  // Sector names are unique whatever their case (schema: sectors_nombre), so the name is the group's key.
  const sectores = withShares(
    rows
      .filter((row) => row.g === 3)
      .map((row) => ({ sector: row.sector, cantidad: row.cantidad }))
      .sort(byCount((row) => row.sector)),
  );
  const order = sectores.map((row) => row.sector);
  const medidas = groupedRows(
    rows
      .filter((row) => row.g === 1)
      .map((row) => ({ sector: row.sector, medida: row.medida ?? '', cantidad: row.cantidad })),
    (row) => row.sector,
    order,
    (row) => row.medida,
    query.filter.reporteagrupado,
  );
  const clientes = groupedRows(
    rows
      .filter((row) => row.g === 2)
      .map((row) => ({ sector: row.sector, cliente: row.cliente ?? '', cantidad: row.cantidad })),
    (row) => row.sector,
    order,
    (row) => row.cliente,
    query.filter.reporteagrupado,
  );
  return {
    success: { sectores, resumen: summary(sectores), medidas, clientes, total, mensaje: emptyMessage(total) },
  } satisfies MarketingSectorSizesResponse;
}

/** etl/rendimientoneumaticos: per sector, the tyres (measured in km) and their average km_total. */
export async function getPerformanceReport(db: Db, query: MarketingQuery) {
  const rows = await queryRows<{ g: number; sector: string; cantidad: number; km_recorrido: number }>(
    db,
    sql`${tyresWithKeys(query, { kmOnly: true })}
      select g.g, ${SECTOR_NAME} as sector, g.cantidad, g.km_recorrido
      from (
        select grouping(m.id_sectors)::int as g, m.id_sectors, count(*)::int as cantidad,
          sum(m.km)::float8 as km_recorrido
        from m group by grouping sets ((m.id_sectors), ())
      ) g`,
  );
  const total = rows.find((row) => row.g === 1)?.cantidad ?? 0;
  const sectores = withShares(
    rows
      .filter((row) => row.g === 0)
      .map((row) => ({
        sector: row.sector,
        cantidad: row.cantidad,
        km_recorrido: roundTo(row.km_recorrido, 1),
        promedio: roundTo(row.km_recorrido / Math.max(row.cantidad, 1), 1),
      }))
      .sort(byCount((row) => row.sector)),
  );
  return {
    success: { sectores, resumen: summary(sectores), total, mensaje: emptyMessage(total) },
  } satisfies MarketingPerformanceResponse;
}
