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
 * The readings of those inspections. No id_cliente test on the readings: a reading's (id_cliente, id_inspeccion)
 * key points at its inspection, so it is the client's, and the readings can then be read from an index on
 * id_inspeccion alone (index-only with the columns used).
 */
const periodReadings = sql`
  select d.id_neumatico, d.vida, d.nsd
  from periodo p join inspeccion_detalles d on d.id_inspeccion = p.id`;

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

/** reporte/marcasinspeccionadas: readings per tyre brand. */
const brandsStatement = preparedStatement<AnalysisBar, PeriodParams>(
  'analysis_brands',
  sql`with periodo as (${periodInspections}), lecturas as (${periodReadings}),
  por_marca as (
    select n.id_marca, count(*)::int as cantidad from lecturas l join neumaticos n on n.id = l.id_neumatico
    group by n.id_marca
  )
  ${topBars(sql`
    select m.descripcion::text as descripcion, p.cantidad, null::numeric as suma
    from por_marca p join neumatico_marcas m on m.id = p.id_marca`)}`,
);

/**
 * reporte/diseniosinspeccionados: readings per design and their mean NSD (mm). A reading belongs to the design
 * of the life it was read in: the tyre's design for its current life, else the design its purchase or retread
 * cost event gave that life (only readings of earlier lives pay that lookup). No design: 'SIN DISEÑO'.
 */
const designsStatement = preparedStatement<AnalysisBar, PeriodParams>(
  'analysis_designs',
  sql`with periodo as (${periodInspections}), lecturas as (
    -- Counted per tyre and life first, so an earlier life's design is looked up once, not once per reading.
    select l.id_neumatico, l.vida, count(*)::int as cantidad, sum(l.nsd) as suma
    from (${periodReadings}) as l
    group by l.id_neumatico, l.vida
  ),
  por_disenio as (
    select l.cantidad, l.suma,
      case when l.vida = n.cantidad_reencauche then n.id_disenio else (
        select c.id_disenio from neumatico_costos c
        where c.id_cliente = ${client} and c.id_neumatico = l.id_neumatico
          and c.n_reencauche = l.vida and c.motivo in (0, 1)
        order by c.id desc limit 1
      ) end as id_disenio
    from lecturas l join neumaticos n on n.id = l.id_neumatico
  )
  ${topBars(sql`
    select coalesce(d.nombre::text, '${sql.raw(NO_DESIGN)}') as descripcion, sum(p.cantidad)::int as cantidad,
      sum(p.suma) as suma
    from por_disenio p left join neumatico_disenios d on d.id = p.id_disenio
    group by 1`)}`,
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
