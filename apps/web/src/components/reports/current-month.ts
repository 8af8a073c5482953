import type { UsagePeriod } from '@huella/contracts';
import { todayInLima } from '@huella/domain';

/** The current month so far (Lima, the business's zone): the period the usage reports open on. */
export function currentMonth(): UsagePeriod {
  const today = todayInLima();
  return { fecha_inicial: `${today.slice(0, 8)}01`, fecha_final: today };
}
