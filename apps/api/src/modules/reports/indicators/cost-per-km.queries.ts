import { sql } from 'drizzle-orm';
import {
  type CostDetailRow,
  type CostPerKmResponse,
  type CostPerKmRow,
  type CostUnit,
  REPORT_MSG,
  type ReportCriterion,
} from '@huella/contracts';
import type { Db } from '../../../db/client';
import { plannedStatement } from '../../../db/prepared';
import { costCriterion, costIndicatorOf } from '../sql/criteria';
import { kmTotal, openRecordJoin } from '../sql/tyre-distance';

/**
 * Cost per km / hour by brand, model and size (spec 3 §2.2, §3 Cost per km and Home cost row; domain.md §5).
 *
 * The lot of (brand, model, size, month) is the client's tyres of that unit registered (fecha_registro) in that
 * month of the year, not in SCRAP (estado <> 0), with km_total > 0. suma_precio = Σ costo_acumulado,
 * suma_km_recorrido = Σ km_total, indicador = suma_precio ÷ suma_km_recorrido. A row's year figure and the KPI
 * are ratios of the yearly sums, never averages of months. Everything is one statement; sums stay numeric and
 * are cast to float8 only in the answer.
 *
 * The tyres are read on neumaticos (id_cliente, fecha_registro, id): one index range for the year.
 */

const clientId = sql`${sql.placeholder('clientId')}::int`;
const year = sql`${sql.placeholder('year')}::int`;
const unit = sql`${sql.placeholder('unit')}::text`;
const brand = sql`${sql.placeholder('brandId')}::int`;
const indicator = sql`${sql.placeholder('indicator')}::int`;

/** The monthly lots (`lotes`): one row per brand, model, size and month with a tyre that ran. */
const lotsCte = sql`lote_neumatico as (
    select n.id_marca, n.id_modelo, n.id_medida, extract(month from n.fecha_registro)::int as mes,
      n.costo_acumulado as precio, ${kmTotal('n')} as km
    from neumaticos n ${openRecordJoin('n')}
    where n.id_cliente = ${clientId} and n.unidad_medida = ${unit} and n.estado <> 0
      and n.fecha_registro >= make_date(${year}, 1, 1) and n.fecha_registro < make_date(${year} + 1, 1, 1)
      and (${brand} is null or n.id_marca = ${brand})
  ), lotes as (
    select id_marca, id_modelo, id_medida, mes, count(*) as total_lote, sum(precio) as suma_precio,
      sum(km) as suma_km
    from lote_neumatico
    where km > 0
    group by id_marca, id_modelo, id_medida, mes
  )`;

/** Month m of a row (inside the GROUP BY of its lots): zeros and a null indicador when it has no lot. */
const monthObject = (m: number) => {
  const of = (column: string) =>
    sql`sum(${sql.identifier(column)}) filter (where mes = ${sql.raw(String(m))})`;
  return sql`json_build_object('mes', ${sql.raw(String(m))},
    'total_lote', coalesce(${of('total_lote')}, 0)::int,
    'suma_precio', coalesce(${of('suma_precio')}, 0)::float8,
    'suma_km_recorrido', coalesce(${of('suma_km')}, 0)::float8,
    'indicador', (${of('suma_precio')} / nullif(${of('suma_km')}, 0))::float8)`;
};
const monthObjects = sql.join(
  Array.from({ length: 12 }, (_, index) => monthObject(index + 1)),
  sql`, `,
);

interface CostRowDb {
  id_marca: number;
  id_modelo: number;
  id_medida: number;
  marca: string;
  modelo: string;
  medida: string;
  criterio: ReportCriterion | null;
  total_lote: number;
  suma_precio: number;
  suma_km_recorrido: number;
  indicador: number | null;
  meses: CostPerKmRow['meses'];
  kpi_total_lote: number;
  kpi_suma_precio: number;
  kpi_suma_km_recorrido: number;
  kpi_indicador: number | null;
}

type CostParams = {
  clientId: number;
  year: number;
  unit: CostUnit;
  brandId: number | null;
  indicator: number;
};

/** Rows by brand, model, size with their 12 months (empty months: zeros and a null indicador) and the KPI. */
const costRows = plannedStatement<CostRowDb, CostParams>(
  sql`with ${lotsCte}, filas as (
      -- One pass over the lots: the row's sums and its 12 months side by side (FILTER by month).
      select id_marca, id_modelo, id_medida, sum(total_lote) as total_lote, sum(suma_precio) as suma_precio,
        sum(suma_km) as suma_km, json_build_array(${monthObjects}) as meses
      from lotes
      group by id_marca, id_modelo, id_medida
    )
    select f.id_marca, f.id_modelo, f.id_medida,
      ma.descripcion as marca, mo.descripcion as modelo, me.descripcion as medida,
      ${costCriterion({
        clientId,
        indicator,
        year,
        marca: sql`ma.descripcion`,
        modelo: sql`mo.descripcion`,
        medida: sql`me.descripcion`,
      })} as criterio,
      f.total_lote::int as total_lote, f.suma_precio::float8 as suma_precio,
      f.suma_km::float8 as suma_km_recorrido, (f.suma_precio / nullif(f.suma_km, 0))::float8 as indicador,
      f.meses,
      (sum(f.total_lote) over ())::int as kpi_total_lote,
      (sum(f.suma_precio) over ())::float8 as kpi_suma_precio,
      (sum(f.suma_km) over ())::float8 as kpi_suma_km_recorrido,
      (sum(f.suma_precio) over () / nullif(sum(f.suma_km) over (), 0))::float8 as kpi_indicador
    from filas f
    join neumatico_marcas ma on ma.id = f.id_marca
    join neumatico_modelos mo on mo.id = f.id_modelo
    join neumatico_medidas me on me.id = f.id_medida
    order by ma.descripcion, mo.descripcion, me.descripcion`,
);

/** The JSON of a month may come back as text from a driver that does not parse json. */
const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** indicador/costo_por_kilometro: the rows, the year's KPI and the no-data text. */
export async function getCostPerKm(
  db: Db,
  params: { clientId: number; year: number; unit: CostUnit; brandId?: number | null },
): Promise<CostPerKmResponse['success']> {
  const rows = await costRows.execute(db, {
    clientId: params.clientId,
    year: params.year,
    unit: params.unit,
    brandId: params.brandId ?? null,
    indicator: costIndicatorOf(params.unit),
  });
  const datos: CostPerKmRow[] = rows.map((row) => {
    const meses = parsed(row.meses);
    const criterio = row.criterio === null ? null : parsed(row.criterio);
    const byMonth = Object.fromEntries(
      meses.map((month) => [`indicador_mes_${month.mes}`, month.indicador]),
    ) as Record<`indicador_mes_${number}`, number | null>;
    return {
      id_marca: row.id_marca,
      id_modelo: row.id_modelo,
      id_medida: row.id_medida,
      marca: row.marca,
      modelo: row.modelo,
      medida: row.medida,
      criterio,
      indicador: row.indicador,
      total_lote: row.total_lote,
      suma_precio: row.suma_precio,
      suma_km_recorrido: row.suma_km_recorrido,
      meses,
      ...byMonth,
    };
  });
  const first = rows[0];
  return {
    datos,
    kpi: {
      total_lote: first?.kpi_total_lote ?? 0,
      suma_precio: first?.kpi_suma_precio ?? 0,
      suma_km_recorrido: first?.kpi_suma_km_recorrido ?? 0,
      indicador: first?.kpi_indicador ?? null,
    },
    mensaje: first ? null : REPORT_MSG.sinCostoKm,
  };
}

type DetailParams = Omit<CostParams, 'indicator'>;

/** Every monthly lot of the year as a row (home 'Ver más'), by month then brand, model, size. */
const detailRows = plannedStatement<CostDetailRow, DetailParams>(
  sql`with ${lotsCte}
    select ma.descripcion as marca, mo.descripcion as modelo, me.descripcion as medida,
      l.total_lote::int as total_lote, l.suma_precio::float8 as suma_precio,
      (l.suma_precio / nullif(l.total_lote, 0))::float8 as promedio_precio,
      l.suma_km::float8 as suma_km_recorrido,
      (l.suma_km / nullif(l.total_lote, 0))::float8 as promedio_km_recorrido,
      (l.suma_precio / nullif(l.suma_km, 0))::float8 as indicador,
      to_char(make_date(${year}, l.mes, 1), 'YYYY-MM') as fecha_mes
    from lotes l
    join neumatico_marcas ma on ma.id = l.id_marca
    join neumatico_modelos mo on mo.id = l.id_modelo
    join neumatico_medidas me on me.id = l.id_medida
    order by l.mes, ma.descripcion, mo.descripcion, me.descripcion`,
);

/** reporte/detalles_costo_por_kilometro. */
export async function listCostDetails(
  db: Db,
  params: { clientId: number; year: number; unit: CostUnit },
): Promise<CostDetailRow[]> {
  return detailRows.execute(db, { ...params, brandId: null });
}
