import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useCallback, useMemo } from 'react';
import { Dashboard } from '../../features/dashboard/components/dashboard';
import { FirstSteps } from '../../features/home/components/first-steps';
import { HomePage } from '../../features/home/components/home-page';
import { filterMenu, flattenMenu } from '../../features/shell/menu-tree';
import { useMenu } from '../../lib/session/get-menu';
import { useSessionInfo } from '../../lib/session/get-session';
import { useStoredSession } from '../../lib/use-stored-session';
import { hasScreen } from '../routes';

/**
 * '/home': the start page. The server menu (the drawer's) says which screens the user may open: 'Primeros pasos'
 * and the dashboard's cards link only there.
 */
export function HomeScreen() {
  const session = useStoredSession();
  const menu = useMenu({ clientId: session.clientId, userId: session.userId });
  const info = useSessionInfo(session.clientId);
  const availablePaths = useMemo(
    () => new Set(flattenMenu(filterMenu(menu.data?.entries ?? [], hasScreen)).map((link) => link.path)),
    [menu.data],
  );
  const canOpen = useCallback((path: string) => availablePaths.has(path), [availablePaths]);
  const user = info.data?.usuario;
  const clientId = session.clientId;

  return (
    <HomePage
      userName={user?.nombres ?? session.name ?? ''}
      clientName={info.data?.cliente?.razon_social ?? (info.isError ? '—' : null)}
      firstSteps={
        clientId !== null && menu.data ? (
          <FirstSteps clientId={clientId} availablePaths={availablePaths} />
        ) : null
      }
      dashboard={
        clientId === null ? null : menu.data ? (
          <Dashboard clientId={clientId} canOpen={canOpen} />
        ) : menu.isPending ? (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            {[0, 1, 2, 3].map((item) => (
              <Skeleton key={item} variant="rounded" height={240} />
            ))}
          </Box>
        ) : null
      }
    />
  );
}
