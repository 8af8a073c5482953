import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ErrorState } from '../components/error-state';
import { LoadingState } from '../components/loading-state';
import { useMenu } from '../lib/session/get-menu';
import { isApiError } from '../lib/api-client';
import { loadPage } from '../lib/browser';
import { useStoredSession } from '../lib/use-stored-session';
import { decideRoute, routeNeedsPermissions } from './decide-route';

/** Applies decideRoute to every navigation; the permission map comes with the menu (loaded once per session). */
export function RouteGuard() {
  const { pathname } = useLocation();
  const session = useStoredSession();
  const input = { pathname, loggedIn: session.loggedIn, clientId: session.clientId };
  const needsPermissions = routeNeedsPermissions(input);
  const menu = useMenu({ clientId: session.clientId, userId: session.userId }, session.loggedIn);

  if (needsPermissions && menu.isPending) return <LoadingState label="Cargando permisos…" />;
  if (needsPermissions && menu.isError) {
    return (
      <ErrorState
        message={isApiError(menu.error) ? menu.error.message : undefined}
        onRetry={() => void menu.refetch()}
      />
    );
  }

  const decision = decideRoute({ ...input, permissions: menu.data?.permissions ?? {} });
  if ('redirect' in decision) return <Navigate to={decision.redirect} replace />;
  if ('external' in decision) return <LoadFromServer path={decision.external} />;

  // Each screen has its own error boundary in the route table (app-routes), inside this Suspense.
  return (
    <Suspense fallback={<LoadingState />}>
      <Outlet />
    </Suspense>
  );
}

/** A link inside the app reached a file the server serves (/downloads): the browser loads it for real. */
function LoadFromServer({ path }: { path: string }) {
  useEffect(() => loadPage(path), [path]);
  return <LoadingState />;
}
