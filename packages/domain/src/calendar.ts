/**
 * The business calendar is Peru's: a trial that "ends today" or an installation "made today" follows the date in
 * Lima, whatever time zone the server runs in (servers often run in UTC, five hours ahead of Lima).
 */
export const BUSINESS_TIME_ZONE = 'America/Lima';

/** Today's date in Lima as YYYY-MM-DD. */
export function todayInLima(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE }).format(now);
}

/** A calendar date moved by whole days (negative goes back), as YYYY-MM-DD. */
export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
