/** An incident's instant (ISO, UTC) as day and time in the user's time zone, e.g. 21/11/2026 07:40. */
export const formatIncidentDate = (iso: string) =>
  new Intl.DateTimeFormat('es-PE', { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
