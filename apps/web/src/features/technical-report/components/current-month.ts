import { todayInLima } from '@huella/domain';

/** The current month so far (Lima): the period every card opens on. */
export function currentMonth() {
  const today = todayInLima();
  return { fecha_inicial: `${today.slice(0, 8)}01`, fecha_final: today };
}
