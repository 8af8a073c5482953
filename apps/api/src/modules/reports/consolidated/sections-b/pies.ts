import { sql } from 'drizzle-orm';
import { type ChartSlice, INFLATION_MEASURED, PRESSURE_BANDS } from '@huella/contracts';
import { largestRemainderPercents } from '@huella/domain';
import type { Db } from '../../../../db/client';
import { queryRows } from '../../../../db/prepared';
import type { ConsolidatedQuery } from '../period';
import { readingsOfPeriod } from './readings';

interface SliceRow {
  grafico: 'inflado' | 'presion';
  descripcion: string;
  orden: number;
  cantidad: number;
}

/** Counts with percents that add to 100 (largest remainder). */
function slices(rows: SliceRow[]): { datos: ChartSlice[]; total: number } {
  const counts = rows.map((row) => row.cantidad);
  const percents = largestRemainderPercents(counts);
  return {
    datos: rows.map((row, k) => ({
      descripcion: row.descripcion,
      cantidad: row.cantidad,
      porcentaje: percents[k] ?? 0,
    })),
    total: counts.reduce((sum, count) => sum + count, 0),
  };
}

/**
 * The inflation and pressure pies of the period's readings (domain.md §10), one statement. Inflation: measured
 * (accessible) readings, then the not measured ones by inaccessibility reason. Pressure: accessible readings whose
 * tyre has a recommended pressure, by band of dev = (P − rec) ÷ rec, the thresholds of the domain's pressureStatus
 * (< −20 % crítica, < −10 % baja, ≤ +10 % normal, otherwise alta).
 */
export async function getPies(
  db: Db,
  query: ConsolidatedQuery,
): Promise<{ inflado: ReturnType<typeof slices>; presion: ReturnType<typeof slices> }> {
  // One pass over the period's readings: each is classed once (its inaccessibility reason, its pressure band)
  // and counted under both groupings, so the readings are neither read twice nor kept aside (590 000 readings
  // of a year at the bench client: 1.5 s when the two pies read them apart).
  const rows = await queryRows<SliceRow>(
    db,
    sql`with ${readingsOfPeriod(query)},
      clases as (
        select case when l.accesibilidad = 1 then 0 else l.motivo_inaccesibilidad::int end as motivo,
          case when l.accesibilidad = 1 and n.presion_recomendada > 0 then
            case
              when (l.presion - n.presion_recomendada) / n.presion_recomendada < -0.2 then 1
              when (l.presion - n.presion_recomendada) / n.presion_recomendada < -0.1 then 2
              when (l.presion - n.presion_recomendada) / n.presion_recomendada <= 0.1 then 3
              else 4
            end
          end as banda
        from lecturas l join neumaticos n on n.id_cliente = ${query.clientId} and n.id = l.id_neumatico
      ),
      conteos as (
        select motivo, banda, grouping(motivo) as sin_motivo, count(*)::int as cantidad
        from clases group by grouping sets ((motivo), (banda))
      )
      select 'inflado' as grafico,
          (case when c.motivo = 0 then ${INFLATION_MEASURED} else m.dato end)::text as descripcion,
          c.motivo as orden, c.cantidad
        from conteos c left join motivos_inaccesibilidad m on m.numero = c.motivo
        where c.sin_motivo = 0
      union all
      select 'presion', case c.banda when 1 then ${PRESSURE_BANDS.critica} when 2 then ${PRESSURE_BANDS.baja}
          when 3 then ${PRESSURE_BANDS.normal} else ${PRESSURE_BANDS.alta} end, c.banda, c.cantidad
        from conteos c where c.sin_motivo = 1 and c.banda is not null
      order by 1, 3`,
  );
  return {
    inflado: slices(rows.filter((row) => row.grafico === 'inflado')),
    presion: slices(rows.filter((row) => row.grafico === 'presion')),
  };
}
