import { BrowserRouter } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { menuQueryOptions } from '../lib/session/get-menu';
import { getSession } from '../lib/storage';
import { AppRoutes } from './app-routes';
import { AppShell, ShellLayout } from './app-shell';
import { AppProviders } from './providers';
import { prefetchRoute } from './route-prefetch';

const queryClient = createQueryClient();

/**
 * As soon as the app's code runs, before React draws anything, what the first screen waits for starts side by
 * side (issue 9): for a signed-in session the menu (the guard's permissions) and the signed-in chrome, and the
 * location's screen code and list page. The components ask for the same queries and imports later and find
 * them in flight; later navigations go through `useRoutePrefetch`.
 */
function prefetchFirstScreen() {
  const session = getSession();
  // The list's small chunk first: the browser takes files in the order they are asked for.
  prefetchRoute(queryClient, window.location, session);
  if (session.loggedIn) {
    void queryClient.prefetchQuery(menuQueryOptions({ clientId: session.clientId, userId: session.userId }));
    ShellLayout.preload().catch(() => {});
  }
}
prefetchFirstScreen();

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppShell>
          <AppRoutes />
        </AppShell>
      </BrowserRouter>
    </AppProviders>
  );
}
