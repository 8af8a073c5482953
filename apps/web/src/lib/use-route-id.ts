import { useParams } from 'react-router';

/** PostgreSQL's int4: a larger id cannot name a row, and the API would refuse it as malformed. */
const INT4_MAX = 2_147_483_647;

/**
 * A route's id as the positive whole number it must be, or null ('abc', '0', '-1', '1.5', '1e3', '' or too
 * large): such a path names nothing, and the screen shows its 'no encontrado' state instead of asking the API.
 */
export function parseRouteId(value: string | undefined): number | null {
  if (value === undefined || !/^[1-9]\d*$/.test(value)) return null;
  const id = Number(value);
  return id <= INT4_MAX ? id : null;
}

/** The `:id` (or another param) of the current route, parsed by parseRouteId. */
export function useRouteId(param = 'id'): number | null {
  return parseRouteId(useParams()[param]);
}
