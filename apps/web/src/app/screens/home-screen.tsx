import { useMemo } from 'react';
import { FirstSteps } from '../../features/home/components/first-steps';
import { HomePage } from '../../features/home/components/home-page';
import { useMenu } from '../../lib/session/get-menu';
import { useSessionInfo } from '../../lib/session/get-session';
import { filterMenu, flattenMenu } from '../../features/shell/menu-tree';
import { useStoredSession } from '../../lib/use-stored-session';
import { hasScreen } from '../routes';

/** '/home': the start page, fed with the same server menu as the drawer (only entries that have a screen). */
export function HomeScreen() {
  const session = useStoredSession();
  const menu = useMenu({ clientId: session.clientId, userId: session.userId });
  const info = useSessionInfo(session.clientId);
  const links = useMemo(
    () =>
      flattenMenu(filterMenu(menu.data?.entries ?? [], hasScreen)).filter((link) => link.path !== '/home'),
    [menu.data],
  );
  const availablePaths = useMemo(() => new Set(links.map((link) => link.path)), [links]);
  const user = info.data?.usuario;

  return (
    <HomePage
      userName={user?.nombres ?? session.name ?? ''}
      clientName={info.data?.cliente?.razon_social ?? (info.isError ? '—' : null)}
      links={links}
      isLoading={menu.isPending}
      firstSteps={
        session.clientId !== null && menu.data ? (
          <FirstSteps clientId={session.clientId} availablePaths={availablePaths} />
        ) : null
      }
    />
  );
}
