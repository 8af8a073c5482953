import { hasPermission, type PermissionMap } from '@huella/contracts';
import { findScreen } from './routes';

export interface RouteInput {
  pathname: string;
  loggedIn: boolean;
  /** The chosen client (stored idcliente); members get theirs at login. */
  clientId: number | null;
  permissions: PermissionMap;
}

export type RouteDecision = { allow: true } | { redirect: string };

const ALLOW: RouteDecision = { allow: true };
const ENTRY_PAGES = new Set(['/', '/login']);
/** The way out of a client: it must stay reachable while a client is chosen, although it is a client-less route. */
const LEAVE_CLIENT = '/salirCliente';

/** The route guard of spec 1 §2.3, as a pure function (rules numbered as in the spec). */
export function decideRoute({ pathname, loggedIn, clientId, permissions }: RouteInput): RouteDecision {
  const screen = findScreen(pathname);
  // 1. Unknown route (including table paths with no screen yet).
  if (!screen) return { redirect: '/page404' };

  if (screen.kind === 'public') {
    // 2. A logged-in user has nothing to do on the welcome or login page.
    if (loggedIn && ENTRY_PAGES.has(screen.path)) return { redirect: '/seleccionarCliente' };
    return ALLOW;
  }

  // 3. Protected route without login.
  if (!loggedIn) return { redirect: '/login' };

  if (screen.path === LEAVE_CLIENT) return ALLOW;

  // 4. Logged in with a chosen client.
  if (clientId !== null) {
    if (screen.kind === 'clientless') return { redirect: '/home' };
    return hasPermission(permissions, screen.id) ? ALLOW : { redirect: '/page404' };
  }

  // 5. Logged in without a client.
  if (screen.kind === 'client') return { redirect: '/seleccionarCliente' };
  return hasPermission(permissions, screen.id) ? ALLOW : { redirect: '/page404' };
}

/** Whether decideRoute will look at the permission map for this path (so the guard loads it first). */
export function routeNeedsPermissions({
  pathname,
  loggedIn,
  clientId,
}: Omit<RouteInput, 'permissions'>): boolean {
  const screen = findScreen(pathname);
  if (!screen || !loggedIn || screen.kind === 'public' || screen.id === 0) return false;
  return clientId !== null ? screen.kind === 'client' : screen.kind === 'clientless';
}
