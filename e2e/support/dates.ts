/**
 * Calendar dates as the app's users see them: Lima (the browser runs with timezoneId America/Lima), as
 * YYYY-MM-DD like the API takes them.
 */
export function limaToday(now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(now);
}

/** `iso` moved by whole days (noon UTC, so no daylight-saving edge moves it). */
export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY', as the date fields and tables show it. */
export const toDisplayDate = (iso: string) => iso.split('-').reverse().join('/');

/** A short suffix that makes names of this run unique (a retry of a journey works on the same database). */
export const runSuffix = () => Date.now().toString(36).slice(-5).toUpperCase();
