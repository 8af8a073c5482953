import { formatDateTime } from '../../lib/format-date';

/** An incident's instant (ISO, UTC) as DD/MM/AAAA HH:mm in Lima's calendar, the app's one format (issue 11). */
export const formatIncidentDate = (iso: string) => formatDateTime(iso);
