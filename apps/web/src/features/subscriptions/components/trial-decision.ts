import type { TrialData } from '@huella/contracts';

export type TrialDecision =
  { kind: 'none' } | { kind: 'notice'; days: number } | { kind: 'question' } | { kind: 'restart' };

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `from` to `to` (YYYY-MM-DD, calendar days, no time zone drift). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * Spec 1 §4, trial notification: only an ACTIVO trial that was not restarted counts. Days left > 0 and the
 * notice date reached → 'vence en N días'; 0 days and no answer yet → 'vence hoy. Desea continuar ?'; past the
 * end with an answer → restart and forced logout. Days are counted on the server's calendar (`today`).
 */
export function decideTrial(trial: TrialData | null | undefined): TrialDecision {
  if (!trial || trial.trial_period !== 'ACTIVO' || trial.restart) return { kind: 'none' };
  const days = daysBetween(trial.today, trial.date_end);
  if (days > 0) {
    const noticeReached =
      trial.suscripcionfechas_date !== null && trial.suscripcionfechas_date <= trial.today;
    return noticeReached ? { kind: 'notice', days } : { kind: 'none' };
  }
  if (days === 0) return trial.answer === null ? { kind: 'question' } : { kind: 'none' };
  return trial.answer !== null ? { kind: 'restart' } : { kind: 'none' };
}
