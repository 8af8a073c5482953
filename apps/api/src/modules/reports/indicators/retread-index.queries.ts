import { sql } from 'drizzle-orm';
import {
  MONTH_NAMES,
  REPORT_MSG,
  type ReportCriterion,
  type RetreadIndexResponse,
  type RetreadMonth,
} from '@huella/contracts';
import type { Db } from '../../../db/client';
import { preparedStatement } from '../../../db/prepared';
import { CRITERION_INDICATOR, indexCriterion } from '../sql/criteria';

/**
 * Retread index and retreadability (spec 3 §2.3; domain.md §7).
 *
 * A tyre's current life started on the date of its latest retread cost event (neumatico_costos.motivo 1), or
 * on its registration when it has none (a new tyre, or one registered already retreaded). The population of a
 * month is the client's tyres not in SCRAP whose current life started that month. A life is retreaded when the
 * tyre has retreads (cantidad_reencauche > 0, or it was registered retreaded: nuevo 0).
 * - índice de reencauche = retreaded lives ÷ lives (a fraction; the screen shows × 100);
 * - índice de reencauchabilidad = Σ retread level ÷ retreaded lives, the level being the retread number with
 *   R>6 counted as 7 (and at least 1 for a retreaded life).
 * The year's figure is computed over the year's population, not averaged over months.
 *
 * The population is read in two index ranges instead of every tyre of the client: the retread events dated in
 * the year (a later one would move the life out of it), and the tyres registered in the year without any retread
 * event. Both are then joined to their tyre by (id_cliente, id).
 */

const clientId = sql`${sql.placeholder('clientId')}::int`;
const year = sql`${sql.placeholder('year')}::int`;
const indicator = sql`${sql.placeholder('indicator')}::int`;
const yearStart = sql`make_date(${year}, 1, 1)`;
const yearEnd = sql`make_date(${year} + 1, 1, 1)`;

export type RetreadIndicatorKind = 'indice' | 'reencauchabilidad';

interface MonthDb {
  mes: number | null;
  vidas: number;
  vidas_reencauchadas: number;
  suma_reencauches: number;
  indice: number | null;
  reencauchabilidad: number | null;
  criterio: ReportCriterion | string | null;
}

type RetreadParams = { clientId: number; year: number; indicator: number };

/**
 * 12 month rows (mes 1..12) and the year's row (mes null), each with both indices; the criterion rides along.
 * A named statement: its generic plan probes the retreaded tyres by (id_cliente, id), measured no slower at the
 * bench client than plans made per call (which prefer a parallel scan of the client's tyres); the cost per km,
 * whose generic plan is slower, is planned per call (plannedStatement, db/prepared.ts).
 */
const retreadRows = preparedStatement<MonthDb, RetreadParams>(
  'indicator_retread_index',
  sql`with reencauches as (
      select c.id_neumatico, max(c.fecha) as inicio
      from neumatico_costos c
      where c.id_cliente = ${clientId} and c.motivo = 1 and c.fecha >= ${yearStart}
      group by c.id_neumatico
      having max(c.fecha) < ${yearEnd}
    ), vidas as (
      select n.id, r.inicio, n.cantidad_reencauche, n.nuevo
      from reencauches r
      join neumaticos n on n.id_cliente = ${clientId} and n.id = r.id_neumatico
      where n.estado <> 0
      union all
      select n.id, n.fecha_registro, n.cantidad_reencauche, n.nuevo
      from neumaticos n
      where n.id_cliente = ${clientId} and n.estado <> 0
        and n.fecha_registro >= ${yearStart} and n.fecha_registro < ${yearEnd}
        and not exists (
          select 1 from neumatico_costos c
          where c.id_cliente = n.id_cliente and c.id_neumatico = n.id and c.motivo = 1)
    ), por_mes as (
      select extract(month from inicio)::int as mes, count(*) as vidas,
        count(*) filter (where cantidad_reencauche > 0 or nuevo = 0) as vidas_reencauchadas,
        coalesce(sum(greatest(least(cantidad_reencauche, 7), 1))
          filter (where cantidad_reencauche > 0 or nuevo = 0), 0) as suma_reencauches
      from vidas
      group by grouping sets ((extract(month from inicio)::int), ())
    )
    select m.mes, coalesce(p.vidas, 0)::int as vidas,
      coalesce(p.vidas_reencauchadas, 0)::int as vidas_reencauchadas,
      coalesce(p.suma_reencauches, 0)::int as suma_reencauches,
      (p.vidas_reencauchadas::numeric / nullif(p.vidas, 0))::float8 as indice,
      (p.suma_reencauches::numeric / nullif(p.vidas_reencauchadas, 0))::float8 as reencauchabilidad,
      case when m.mes is null then ${indexCriterion({ clientId, indicator, year })} end as criterio
    from (select generate_series(1, 12) as mes union all select null) as m
    left join por_mes p on p.mes is not distinct from m.mes
    order by m.mes nulls last`,
);

const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** indicador/indice_reencauche or indicador/indice_reencauchabilidad of a year. */
export async function getRetreadIndicator(
  db: Db,
  params: { clientId: number; year: number; kind: RetreadIndicatorKind },
): Promise<RetreadIndexResponse['success']> {
  const rows = await retreadRows.execute(db, {
    clientId: params.clientId,
    year: params.year,
    indicator:
      params.kind === 'indice' ? CRITERION_INDICATOR.indiceReencauche : CRITERION_INDICATOR.reencauchabilidad,
  });
  const figures = (row: MonthDb) => ({
    vidas: row.vidas,
    vidas_reencauchadas: row.vidas_reencauchadas,
    suma_reencauches: row.suma_reencauches,
    indicador: params.kind === 'indice' ? row.indice : row.reencauchabilidad,
  });
  const meses: RetreadMonth[] = rows
    .filter((row) => row.mes !== null)
    .map((row) => ({
      mes: Number(row.mes),
      nombre: MONTH_NAMES[Number(row.mes) - 1] ?? '',
      ...figures(row),
    }));
  const year = rows.find((row) => row.mes === null);
  const anual = year
    ? figures(year)
    : { vidas: 0, vidas_reencauchadas: 0, suma_reencauches: 0, indicador: null };
  return {
    meses,
    anual,
    criterio: year?.criterio == null ? null : parsed(year.criterio),
    // No figure in the whole year: no life (index) or no retreaded life (retreadability).
    mensaje:
      anual.indicador !== null
        ? null
        : params.kind === 'indice'
          ? REPORT_MSG.sinReencauche
          : REPORT_MSG.sinReencauchabilidad,
  };
}
