import { lazy, Suspense, type ReactNode } from 'react';
import { LoadingState } from '../components/loading-state';
import { OfflineScreen } from '../features/shell/components/offline-screen';
import type { ShellLayoutProps } from '../features/shell/components/shell-layout';
import { useHeartbeat } from '../features/shell/hooks/use-heartbeat';
import { useOfflineCheck } from '../features/shell/hooks/use-offline-check';
import { useMenu } from '../lib/session/get-menu';
import { useStoredSession } from '../lib/use-stored-session';
import { lazyWithPreload } from './lazy-with-preload';
import { useRoutePrefetch } from './route-prefetch';
import { hasScreen } from './routes';

// The signed-in chrome (drawer, top bar, badge menus: about 40 KB gzip) is not part of the first download:
// the login page never needs it (issue 9: initial JS ≤ 200 KB gzip). A signed-in load fetches it while the
// menu request is in flight (both started by app.tsx before the first render), and the screen waits for that
// menu anyway, so it costs no extra round trip.
export const ShellLayout = lazyWithPreload<ShellLayoutProps>(() =>
  import('../features/shell/components/shell-layout').then((m) => ({ default: m.ShellLayout })),
);
const TopBarMenus = lazy(() => import('./top-bar-menus').then((m) => ({ default: m.TopBarMenus })));
// Shown to a few users a few days a year: fetched after the shell draws, not with the first page.
const TrialDialog = lazy(() =>
  import('../features/subscriptions/components/trial-dialog').then((m) => ({ default: m.TrialDialog })),
);

/** Spec 1 §2.1: without the login flag only the routed page; with it, drawer and top bar around it. */
export function AppShell({ children }: { children: ReactNode }) {
  const session = useStoredSession();
  const isOffline = useOfflineCheck(session.loggedIn);
  useHeartbeat({ userId: session.loggedIn ? session.userId : null, clientId: session.clientId });
  // The same query the layout and the route guard read: started here, it does not wait for their code.
  useMenu({ clientId: session.clientId, userId: session.userId }, session.loggedIn && !isOffline);
  // And, beside that menu, the route's screen code and its list's first page (issue 9).
  useRoutePrefetch();

  // Offline, the session is gone and nothing else can load: only the offline screen remains.
  if (isOffline) return <OfflineScreen />;

  if (!session.loggedIn) return children;

  return (
    <Suspense fallback={<LoadingState fullScreen />}>
      <ShellLayout
        hasScreen={hasScreen}
        topBarMenus={
          <Suspense fallback={null}>
            <TopBarMenus />
          </Suspense>
        }
      >
        {children}
        <Suspense fallback={null}>
          <TrialDialog />
        </Suspense>
      </ShellLayout>
    </Suspense>
  );
}
