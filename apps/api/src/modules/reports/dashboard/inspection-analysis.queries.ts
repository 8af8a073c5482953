import { type SQL, sql } from 'drizzle-orm';
import { type AnalysisBar, MONTH_NAMES } from '@huella/contracts';
import type { Db } from '../../../db/client';
import { preparedStatement } from '../../../db/prepared';
import { BAR_TOP, OTHERS } from './dashboard.queries';

/**
 * 'Análisis de inspecciones' (spec 3 §2.4): what the client's finished inspections of a period saw. Only
 * finished inspections count: a draft reading has no inspection yet (id_inspeccion null), so joining the
 * inspections of the period leaves drafts out. The period is the months mes_inicial..mes_final of the year,
 * by fecha_inspeccion.
 */

export const NO_DESIGN = 'SIN DISEÑO';

export interface AnalysisPeriod {
  clientId: number;
  year: number;
  mes_inicial: number;
  mes_final: number;
}

const client = sql.placeholder('clientId');
const year = sql`${sql.placeholder('year')}::int`;

/** The finished inspections of the period, on the (id_cliente, fecha_inspeccion, id) index. */
const periodInspections = sql`
  select i.id, i.id_vehiculo from inspecciones i
  where i.id_cliente = ${client}
    and i.fecha_inspeccion >= make_date(${year}, ${sql.placeholder('mes_inicial')}::int, 1)
    and i.fecha_inspeccion < (make_date(${year}, ${sql.placeholder('mes_final')}::int, 1) + interval '1 month')::date`;

/**
 * The month totals of the period's finished readings (inspeccion_totales_mes, kept by the readings' triggers of
 * migration 0019; docs/decisions/0038): a year is a few hundred rows instead of every reading of it.
 */
const periodTotals = sql`
  select t.id_marca, t.id_disenio, t.lecturas, t.suma_nsd from inspeccion_totales_mes t
  where t.id_cliente = ${client}
    and t.mes >= make_date(${year}, ${sql.placeholder('mes_inicial')}::int, 1)
    and t.mes <= make_date(${year}, ${sql.placeholder('mes_final')}::int, 1)`;

/**
 * The bars of a chart from `grouped (descripcion, cantidad, suma)`: the top 10 by count (ties by name), then one
 * OTROS bar with the rest. valor is the mean of the summed values (Σ suma ÷ Σ cantidad, so OTROS is the mean of
 * all its readings, not a mean of means), null when nothing was summed.
 */
function topBars(grouped: SQL): SQL {
  return sql`
  , grouped as (${grouped})
  , ranked as (
    select descripcion, cantidad, suma, row_number() over (order by cantidad desc, descripcion) as rango
    from grouped
  )
  select case when min(rango) <= ${sql.raw(String(BAR_TOP))} then min(descripcion) else '${sql.raw(OTHERS)}' end
      as descripcion,
    sum(cantidad)::int as cantidad,
    round(sum(suma) / nullif(sum(cantidad), 0), 2)::float8 as valor
  from ranked
  group by least(rango, ${sql.raw(String(BAR_TOP + 1))})
  order by min(rango)`;
}

type PeriodParams = { clientId: number; year: number; mes_inicial: number; mes_final: number };

/** reporte/marcasinspeccionadas: readings per tyre brand (the brand the tyre had when read). */
const brandsStatement = preparedStatement<AnalysisBar, PeriodParams>(
  'analysis_brands',
  sql`with totales as (${periodTotals})
  ${topBars(sql`
    select m.descripcion::text as descripcion, sum(t.lecturas)::int as cantidad, null::numeric as suma
    from totales t join neumatico_marcas m on m.id = t.id_marca
    group by m.descripcion
    having sum(t.lecturas) > 0`)}`,
);

/**
 * reporte/diseniosinspeccionados: readings per design and their mean NSD (mm). A reading belongs to the design of
 * the life it was read in (kept on the reading when it was saved). No design: 'SIN DISEÑO'.
 */
const designsStatement = preparedStatement<AnalysisBar, PeriodParams>(
  'analysis_designs',
  sql`with totales as (${periodTotals})
  ${topBars(sql`
    select coalesce(d.nombre::text, '${sql.raw(NO_DESIGN)}') as descripcion, sum(t.lecturas)::int as cantidad,
      sum(t.suma_nsd) as suma
    from totales t left join neumatico_disenios d on d.id = t.id_disenio
    group by 1
    having sum(t.lecturas) > 0`)}`,
);

/** reporte/tiposvehiculoinspeccionados: distinct vehicles inspected in the period per (current) vehicle type. */
const vehicleTypesStatement = preparedStatement<AnalysisBar, PeriodParams>(
  'analysis_vehicle_types',
  sql`with periodo as (${periodInspections})
  ${topBars(sql`
    select t.descripcion::text as descripcion, count(distinct p.id_vehiculo)::int as cantidad, null::numeric as suma
    from periodo p
      join vehiculos v on v.id_cliente = ${client} and v.id = p.id_vehiculo
      join vehiculo_tipos t on t.id = v.id_tipo
    group by t.descripcion`)}`,
);

/** reporte/inspeccionesanuales: finished inspections per month of the year, the 12 months always present. */
const yearlyStatement = preparedStatement<
  { mes: number; cantidad: number },
  { clientId: number; year: number }
>(
  'analysis_yearly',
  sql`select m.mes::int as mes, count(i.id)::int as cantidad
  from generate_series(1, 12) as m(mes)
    left join inspecciones i on i.id_cliente = ${client}
      and i.fecha_inspeccion >= make_date(${year}, m.mes, 1)
      and i.fecha_inspeccion < (make_date(${year}, m.mes, 1) + interval '1 month')::date
  group by m.mes
  order by m.mes`,
);

export type AnalysisChart = 'marcas' | 'disenios' | 'tiposvehiculo';

const STATEMENTS = {
  marcas: brandsStatement,
  disenios: designsStatement,
  tiposvehiculo: vehicleTypesStatement,
};

export function analysisBars(db: Db, chart: AnalysisChart, period: AnalysisPeriod): Promise<AnalysisBar[]> {
  return STATEMENTS[chart].execute(db, period);
}

export async function yearlyInspections(db: Db, params: { clientId: number; year: number }) {
  const rows = await yearlyStatement.execute(db, params);
  return rows.map((row) => ({
    mes: row.mes,
    nombre: MONTH_NAMES[row.mes - 1] ?? '',
    cantidad: row.cantidad,
  }));
}
