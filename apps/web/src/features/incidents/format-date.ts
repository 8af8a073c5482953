/**
 * An incident's instant (ISO, UTC) as day and time in the user's time zone with a four-digit year and a 24-hour
 * clock, e.g. 21/11/2026 07:40 (issue 11: one date format, four-digit years).
 */
const FORMAT = new Intl.DateTimeFormat('es-PE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export const formatIncidentDate = (iso: string) => FORMAT.format(new Date(iso)).replace(',', '');
