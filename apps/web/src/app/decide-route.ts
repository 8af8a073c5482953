import { hasPermission, matchRoute, type PermissionMap } from '@huella/contracts/shell';
import { findScreen } from './routes';

export interface RouteInput {
  pathname: string;
  loggedIn: boolean;
  /** The chosen client (stored idcliente); members get theirs at login. */
  clientId: number | null;
  permissions: PermissionMap;
}

/** `external`: a path the server answers itself (a file), so the browser must load it rather than this app. */
export type RouteDecision = { allow: true } | { redirect: string } | { external: string };

const ENTRY_PAGES = new Set(['/', '/login']);
/** The way out of a client: it must stay reachable while a client is chosen, although it is a client-less route. */
const LEAVE_CLIENT = '/salirCliente';
const NOT_FOUND: RouteDecision = { redirect: '/page404' };
/** The mobile app package (spec 3 §7: the download navigates to /downloads/{apk name}). */
const SERVER_FILES = /^\/downloads\/[^/]+$/;

/**
 * The route guard of spec 1 §2.3, as a pure function (rules numbered as in the spec). "Unknown" means not in
 * the route table; a table route whose screen this build does not have yet still follows rules 2–5 and only
 * then, when it would be shown, goes to /page404.
 */
export function decideRoute({ pathname, loggedIn, clientId, permissions }: RouteInput): RouteDecision {
  if (SERVER_FILES.test(pathname)) return { external: pathname };
  const route = matchRoute(pathname);
  // 1. Unknown route.
  if (!route) return NOT_FOUND;
  const show: RouteDecision = findScreen(pathname) ? { allow: true } : NOT_FOUND;

  if (route.kind === 'public') {
    // 2. A logged-in user has nothing to do on the welcome or login page.
    if (loggedIn && ENTRY_PAGES.has(route.path)) return { redirect: '/seleccionarCliente' };
    return show;
  }

  // 3. Protected route without login.
  if (!loggedIn) return { redirect: '/login' };

  if (route.path === LEAVE_CLIENT) return show;

  // 4. Logged in with a chosen client.
  if (clientId !== null) {
    if (route.kind === 'clientless') return { redirect: '/home' };
    return hasPermission(permissions, route.id) ? show : NOT_FOUND;
  }

  // 5. Logged in without a client.
  if (route.kind === 'client') return { redirect: '/seleccionarCliente' };
  return hasPermission(permissions, route.id) ? show : NOT_FOUND;
}

/** Whether decideRoute will look at the permission map for this path (so the guard loads it first). */
export function routeNeedsPermissions({
  pathname,
  loggedIn,
  clientId,
}: Omit<RouteInput, 'permissions'>): boolean {
  const route = matchRoute(pathname);
  if (!route || !loggedIn || route.kind === 'public' || route.id === 0) return false;
  return clientId !== null ? route.kind === 'client' : route.kind === 'clientless';
}
