import { lazy, Suspense, type ReactNode } from 'react';
import { OfflineScreen } from '../features/shell/components/offline-screen';
import { ShellLayout } from '../features/shell/components/shell-layout';
import { useHeartbeat } from '../features/shell/hooks/use-heartbeat';
import { useOfflineCheck } from '../features/shell/hooks/use-offline-check';
import { useStoredSession } from '../lib/use-stored-session';
import { hasScreen } from './routes';
import { TopBarMenus } from './top-bar-menus';

// Shown to a few users a few days a year: fetched after the shell draws, not with the first page.
const TrialDialog = lazy(() =>
  import('../features/subscriptions/components/trial-dialog').then((m) => ({ default: m.TrialDialog })),
);

/** Spec 1 §2.1: without the login flag only the routed page; with it, drawer and top bar around it. */
export function AppShell({ children }: { children: ReactNode }) {
  const session = useStoredSession();
  const isOffline = useOfflineCheck(session.loggedIn);
  useHeartbeat({ userId: session.loggedIn ? session.userId : null, clientId: session.clientId });

  // Offline, the session is gone and nothing else can load: only the offline screen remains.
  if (isOffline) return <OfflineScreen />;

  if (!session.loggedIn) return children;

  return (
    <ShellLayout hasScreen={hasScreen} topBarMenus={<TopBarMenus />}>
      {children}
      <Suspense fallback={null}>
        <TrialDialog />
      </Suspense>
    </ShellLayout>
  );
}
