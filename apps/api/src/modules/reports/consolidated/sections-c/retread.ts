import {
  MONTH_NAMES,
  type PeriodRetreadability,
  type PeriodRetreadIndex,
  RETREAD_PIE_LABELS,
} from '@huella/contracts';
import { largestRemainderPercents, retreadIndex, roundTo } from '@huella/domain';
import type { Db } from '../../../../db/client';
import { getRetreadIndicator } from '../../indicators/retread-index.queries';
import type { ConsolidatedQuery } from '../period';

/**
 * The retread index pie and the retreadability bar of the period (domain.md §7), read through the indicators'
 * own statement (retread-index.queries.ts) so the population is written once: it answers the year's 12 months
 * with their lives, retreaded lives and retread sums, and the criterion of the year. A life belongs to exactly
 * one month, so the period's counts are the sums of its months, and its figures the ratios of those sums
 * (domain's retreadIndex), never averages of months.
 */
export async function getPeriodRetread(
  db: Db,
  query: ConsolidatedQuery,
): Promise<{ indice_reencauche: PeriodRetreadIndex; reencauchabilidad: PeriodRetreadability }> {
  // Two calls of one statement: each brings the criterion of its own indicator (3 or 4).
  const index = await getRetreadIndicator(db, { clientId: query.clientId, year: query.year, kind: 'indice' });
  const ability = await getRetreadIndicator(db, {
    clientId: query.clientId,
    year: query.year,
    kind: 'reencauchabilidad',
  });
  const inPeriod = (mes: number) => mes >= query.month1 && mes <= query.month2;
  const months = ability.meses.filter((month) => inPeriod(month.mes));
  const sum = (pick: (month: (typeof months)[number]) => number) =>
    months.reduce((total, month) => total + pick(month), 0);
  const vidas = sum((month) => month.vidas);
  const reencauchadas = sum((month) => month.vidas_reencauchadas);
  const sumaReencauches = sum((month) => month.suma_reencauches);

  const fraction = retreadIndex(reencauchadas, vidas);
  const counts = [vidas - reencauchadas, reencauchadas];
  const percents = vidas > 0 ? largestRemainderPercents(counts) : [];
  const level = (suma: number, lives: number) => (lives > 0 ? roundTo(suma / lives, 2) : null);
  return {
    indice_reencauche: {
      datos:
        vidas > 0
          ? [RETREAD_PIE_LABELS.nuevos, RETREAD_PIE_LABELS.reencauchados].map((descripcion, k) => ({
              descripcion,
              cantidad: counts[k] ?? 0,
              porcentaje: percents[k] ?? 0,
            }))
          : [],
      vidas,
      vidas_reencauchadas: reencauchadas,
      indicador: fraction,
      porcentaje: fraction === null ? null : roundTo(fraction * 100, 2),
      criterio: index.criterio,
    },
    reencauchabilidad: {
      meses: months.map((month) => ({
        mes: month.mes,
        nombre: MONTH_NAMES[month.mes - 1] ?? '',
        vidas_reencauchadas: month.vidas_reencauchadas,
        suma_reencauches: month.suma_reencauches,
        indicador: level(month.suma_reencauches, month.vidas_reencauchadas),
      })),
      periodo: {
        vidas_reencauchadas: reencauchadas,
        suma_reencauches: sumaReencauches,
        indicador: level(sumaReencauches, reencauchadas),
      },
      criterio: ability.criterio,
    },
  };
}
