import { sql } from 'drizzle-orm';
import { type ChartSlice, TYRE_STATES } from '@huella/contracts';
import { largestRemainderPercents, todayInLima } from '@huella/domain';
import type { Db } from '../../../db/client';
import { preparedStatement } from '../../../db/prepared';

/**
 * The home dashboard's figures (spec 3 §2.1, §3 Dashboard data). "For the current year" on the tyre charts means
 * the tyres that exist this year: every tyre of the client not in SCRAP (estado <> 0), whatever year it was
 * registered, since a fleet's stock is what it owns today, not what it bought this year. [decision] Only the
 * scrap chart is dated: scrap records per year of fecha_scrap, the current year and the four before it.
 */

/** The label of the bucket that gathers what falls outside a chart's top N. */
export const OTHERS = 'OTROS';
/** Spec 3 §2.1: the brand pie shows the top 5 brands, then OTROS. */
export const BRAND_PIE_TOP = 5;
/** Spec 3 §9 "summary tables cap at 10 rows": the model/design and size bars show 10, then OTROS. */
export const BAR_TOP = 10;
/** Spec 3 §2.1: scrap of the last 5 years, the current one included. */
export const SCRAP_YEARS = 5;
export const CONDITION_LABELS = { nuevo: 'Nuevo', reencauchado: 'Reencauchado' } as const;

export type TyreSeriesName = 'marcas' | 'estados' | 'modelos' | 'medidas' | 'condicion';

export interface DashboardData {
  marcas: ChartSlice[];
  estados: ChartSlice[];
  modelos: ChartSlice[];
  medidas: ChartSlice[];
  /** 'Nuevo' then 'Reencauchado', both always present (the condition pie and its export). */
  condicion: ChartSlice[];
  neumaticosscrap: { anio: number; cantidad: number }[];
}

interface SeriesRow {
  serie: TyreSeriesName | 'scrap';
  descripcion: string;
  cantidad: number;
}

/** A constant written into a statement's text (prepared statements keep parameters for what changes). */
function literal(text: string) {
  return sql.raw(`'${text.replace(/'/g, "''")}'`);
}
const barTop = sql.raw(String(BAR_TOP));

/**
 * State labels of domain.md §3 written into the statement; 1 and 5 are both 'Listo para instalar' and are
 * merged before this (one slice). Scrap (0) never reaches the charts.
 */
const stateLabels = sql.raw(
  `(values ${Object.entries(TYRE_STATES)
    .filter(([code]) => code !== '0' && code !== '5')
    .map(([code, label]) => `(${Number(code)}, '${label.replace(/'/g, "''")}'::text)`)
    .join(', ')}) as l(estado, descripcion)`,
);

/**
 * Every series in one statement and one pass over the client's tyres: the tyres are first counted per
 * combination of brand, model, design, size, state and condition (under 3 000 rows for the bench's 50 000
 * tyres), each chart then sums those, ranks its labels by count (ties by name) and folds the ranks past its top
 * N into one OTROS row. `brandTop` null lists every brand (the brand export).
 */
const seriesStatement = preparedStatement<
  SeriesRow,
  { clientId: number; year: number; brandTop: number | null }
>(
  'dashboard_series',
  sql`
  with combos as (
    select n.id_marca, n.id_modelo, n.id_disenio, n.id_medida,
      case n.estado when 5 then 1 else n.estado end as estado, n.nuevo, count(*)::int as cantidad
    from neumaticos n
    where n.id_cliente = ${sql.placeholder('clientId')} and n.estado <> 0
    group by 1, 2, 3, 4, 5, 6
  ), labelled as (
    select 'marcas' as serie, m.descripcion::text as descripcion, sum(c.cantidad)::int as cantidad,
      ${sql.placeholder('brandTop')}::int as top
    from combos c join neumatico_marcas m on m.id = c.id_marca
    group by m.descripcion
    union all
    -- 'MODELO / DISEÑO'; a tyre without a design shows its model alone.
    select 'modelos', mo.descripcion || coalesce(' / ' || d.nombre, ''), sum(c.cantidad)::int, ${barTop}
    from combos c
      join neumatico_modelos mo on mo.id = c.id_modelo
      left join neumatico_disenios d on d.id = c.id_disenio
    group by 2
    union all
    select 'medidas', me.descripcion::text, sum(c.cantidad)::int, ${barTop}
    from combos c join neumatico_medidas me on me.id = c.id_medida
    group by me.descripcion
    union all
    select 'estados', l.descripcion, sum(c.cantidad)::int, null
    from combos c join ${stateLabels} on l.estado = c.estado
    group by l.descripcion
  ), ranked as (
    select serie, descripcion, cantidad, top,
      row_number() over (partition by serie order by cantidad desc, descripcion) as rango
    from labelled
  ), series as (
    -- Ranks past the top share one group (top + 1), which is the OTROS row.
    select serie, case when top is null or min(rango) <= top then min(descripcion) else ${literal(OTHERS)} end
        as descripcion,
      sum(cantidad)::int as cantidad, min(rango) as orden
    from ranked
    group by serie, top, case when top is null or rango <= top then rango else top + 1 end
  ), scrap as (
    select y.anio, count(s.id)::int as cantidad
    from generate_series(${sql.placeholder('year')}::int - ${sql.raw(String(SCRAP_YEARS - 1))}, ${sql.placeholder('year')}::int) as y(anio)
      left join neumatico_scrap s on s.id_cliente = ${sql.placeholder('clientId')}
        and s.fecha_scrap >= make_date(y.anio, 1, 1) and s.fecha_scrap < make_date(y.anio + 1, 1, 1)
    group by y.anio
  )
  select serie, descripcion, cantidad from (
    select serie, descripcion, cantidad, orden from series
    union all
    select 'condicion', ${literal(CONDITION_LABELS.nuevo)}, coalesce(sum(cantidad) filter (where nuevo = 1), 0)::int, 1
    from combos
    union all
    select 'condicion', ${literal(CONDITION_LABELS.reencauchado)}, coalesce(sum(cantidad) filter (where nuevo = 0), 0)::int, 2
    from combos
    union all
    select 'scrap', anio::text, cantidad, anio from scrap
  ) as answer
  order by serie, orden`,
);

/** Chart slices with their largest-remainder percentages (display rounding of a handful of counts). */
export function withPercents(rows: { descripcion: string; cantidad: number }[]): ChartSlice[] {
  const percents = largestRemainderPercents(rows.map((row) => row.cantidad));
  return rows.map((row, index) => ({
    descripcion: row.descripcion,
    cantidad: row.cantidad,
    porcentaje: percents[index] ?? 0,
  }));
}

/** The current year in Peru (the product's calendar). */
export function currentYear(): number {
  return Number(todayInLima().slice(0, 4));
}

/**
 * Every home chart of a client. `allBrands` lists every brand instead of the top 5 and OTROS (the brand
 * export); everything else is the same numbers as the dashboard.
 */
export async function getDashboardData(
  db: Db,
  params: { clientId: number; year?: number; allBrands?: boolean },
): Promise<DashboardData> {
  const rows = await seriesStatement.execute(db, {
    clientId: params.clientId,
    year: params.year ?? currentYear(),
    brandTop: params.allBrands ? null : BRAND_PIE_TOP,
  });
  const of = (serie: SeriesRow['serie']) => rows.filter((row) => row.serie === serie);
  return {
    marcas: withPercents(of('marcas')),
    estados: withPercents(of('estados')),
    modelos: withPercents(of('modelos')),
    medidas: withPercents(of('medidas')),
    condicion: withPercents(of('condicion')),
    neumaticosscrap: of('scrap').map((row) => ({ anio: Number(row.descripcion), cantidad: row.cantidad })),
  };
}

/** home/reportesvistaprincipal: the wire shape of spec 3 §3 Dashboard data. */
export async function getDashboard(db: Db, params: { clientId: number; year?: number }) {
  const data = await getDashboardData(db, params);
  const count = (label: string) => data.condicion.find((slice) => slice.descripcion === label)?.cantidad ?? 0;
  return {
    marcas: data.marcas,
    estados: data.estados,
    modelos: data.modelos,
    medidas: data.medidas,
    neumaticosscrap: data.neumaticosscrap,
    cantidadnuevos: count(CONDITION_LABELS.nuevo),
    cantidadreencauchados: count(CONDITION_LABELS.reencauchado),
  };
}

/*
 * The home counters (spec 3 §7 neumaticos/totalvehiculo, totalneumatico, totalcriterio, reportscount). Each is
 * one index-only count or a read of cliente_totales.
 */

type CountParams = { clientId: number };
type YearCountParams = { clientId: number; year: number };

/**
 * Active vehicles (estado 1). cliente_totales.vehiculos counts inactive ones too, so it cannot answer this; the
 * (id_cliente, estado, id) index counts the active ones without reading the table.
 */
const activeVehicles = preparedStatement<{ total: number }, CountParams>(
  'dashboard_total_vehicles',
  sql`select count(*)::int as total from vehiculos
    where id_cliente = ${sql.placeholder('clientId')} and estado = 1`,
);

/**
 * Tyres not in SCRAP: the trigger-kept total of cliente_totales minus the scrapped ones, so only the (few)
 * scrapped tyres are counted, on the (id_cliente, estado, id) index.
 */
const tyresInService = preparedStatement<{ total: number }, CountParams>(
  'dashboard_total_tyres',
  sql`select (coalesce((select t.neumaticos from cliente_totales t where t.id_cliente = ${sql.placeholder('clientId')}), 0)
      - (select count(*) from neumaticos n where n.id_cliente = ${sql.placeholder('clientId')} and n.estado = 0))::int as total`,
);

/** The client's acceptance criteria of the year (every indicator and model–size row). */
const criteriaOfYear = preparedStatement<{ total: number }, YearCountParams>(
  'dashboard_total_criteria',
  sql`select count(*)::int as total from criterios_aceptacion
    where id_cliente = ${sql.placeholder('clientId')} and anio = ${sql.placeholder('year')}::int`,
);

/**
 * reportscount: the consolidated report table does not exist yet (spec 3 §2.5, a later issue), so the counter
 * shows the client's finished inspections of the current year, the reports the product has today. [decision]
 * Read on the (id_cliente, fecha_inspeccion, id) index.
 */
const inspectionsOfYear = preparedStatement<{ total: number }, YearCountParams>(
  'dashboard_total_reports',
  sql`select count(*)::int as total from inspecciones
    where id_cliente = ${sql.placeholder('clientId')}
      and fecha_inspeccion >= make_date(${sql.placeholder('year')}::int, 1, 1)
      and fecha_inspeccion < make_date(${sql.placeholder('year')}::int + 1, 1, 1)`,
);

export type CountName = 'totalvehiculo' | 'totalneumatico' | 'totalcriterio' | 'reportscount';

export async function countOf(
  db: Db,
  name: CountName,
  params: { clientId: number; year?: number },
): Promise<number> {
  const year = params.year ?? currentYear();
  const clientId = params.clientId;
  const [row] =
    name === 'totalvehiculo'
      ? await activeVehicles.execute(db, { clientId })
      : name === 'totalneumatico'
        ? await tyresInService.execute(db, { clientId })
        : name === 'totalcriterio'
          ? await criteriaOfYear.execute(db, { clientId, year })
          : await inspectionsOfYear.execute(db, { clientId, year });
  return row?.total ?? 0;
}
