import { ACTION, matchRoute } from '@huella/contracts/shell';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { menuQueryOptions } from '../lib/session/get-menu';
import type { StoredSession } from '../lib/storage';
import { useStoredSession } from '../lib/use-stored-session';
import { decideRoute } from './decide-route';
import { findScreen } from './routes';

type Prefetch = (queryClient: QueryClient, clientId: number, params: URLSearchParams) => Promise<void>;

/**
 * The first query of the list screens, by route path: started on navigation together with the screen's code
 * instead of after it (issue 9: a cold '/vehiculos' drew nothing until the route's code had arrived and then
 * asked for its rows). The helpers come in a small chunk of their own, not with the first page's code.
 */
const SCREEN_PREFETCH: Record<string, Prefetch> = {
  '/vehiculos': (queryClient, clientId, params) =>
    import('../features/vehicles/api/get-vehicles').then((m) =>
      m.prefetchVehicles(queryClient, clientId, params),
    ),
  '/neumaticos': (queryClient, clientId, params) =>
    import('../features/tyres/api/get-tyres').then((m) => m.prefetchTyres(queryClient, clientId, params)),
};

type Session = Pick<StoredSession, 'loggedIn' | 'clientId' | 'userId'>;

/**
 * Starts a location's screen code and the first page of its list at once, while the guard may still wait for
 * the menu. Only for a screen the guard will show: the session decides at once; the grant is assumed until
 * the menu has arrived (the API refuses a list without it, and nothing is shown from it). Repeating it is
 * free: the code is imported once and a page already cached or in flight is not asked for again.
 */
export function prefetchRoute(
  queryClient: QueryClient,
  { pathname, search }: { pathname: string; search: string },
  { loggedIn, clientId, userId }: Session,
) {
  const screen = findScreen(pathname);
  const route = matchRoute(pathname);
  if (!screen || !route) return;
  const menu = queryClient.getQueryData(menuQueryOptions({ clientId, userId }).queryKey);
  const permissions = menu?.permissions ?? { [String(route.id)]: [ACTION.view] };
  if (!('allow' in decideRoute({ pathname, loggedIn, clientId, permissions }))) return;
  // The list first: the browser asks for files in the order they are wanted and the screen's code is many
  // files. A failure shows where the screen renders (its error boundary, its list's error state).
  const prefetch = SCREEN_PREFETCH[screen.path];
  if (prefetch && clientId !== null) {
    prefetch(queryClient, clientId, new URLSearchParams(search)).catch(() => {});
  }
  screen.Component.preload().catch(() => {});
}

/** prefetchRoute on every navigation inside the app. */
export function useRoutePrefetch() {
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  const { loggedIn, clientId, userId } = useStoredSession();
  useEffect(
    () => prefetchRoute(queryClient, { pathname, search }, { loggedIn, clientId, userId }),
    [pathname, search, loggedIn, clientId, userId, queryClient],
  );
}
