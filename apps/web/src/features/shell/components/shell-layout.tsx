import { isInternalRole, type MenuEntry } from '@huella/contracts';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { loadPage } from '../../../lib/browser';
import { clearSession, getMiniDrawerPreference, setMiniDrawerPreference } from '../../../lib/storage';
import { useStoredSession } from '../../../lib/use-stored-session';
import { useMenu } from '../../../lib/session/get-menu';
import { useSessionInfo } from '../../../lib/session/get-session';
import { logout } from '../../../lib/session/logout';
import { useSaveMenuAccess } from '../api/save-menu-access';
import { filterMenu, findMenuTrail } from '../menu-tree';
import { AppDrawer } from './app-drawer';
import { TopBar } from './top-bar';

/**
 * Laptops get the permanent drawer; a tablet in the yard (820 px upright) gets the temporary one, over the page
 * and closed after each choice, so the lists keep the whole width (issue 11).
 */
const WIDE_QUERY = '(min-width:1024px)';
/** Below a wide laptop the permanent drawer starts as icons only, leaving the page room, until the user chooses. */
const ROOMY_QUERY = '(min-width:1280px)';

export interface ShellLayoutProps {
  /** Whether this build has a screen for a path: the drawer hides server entries that have none yet. */
  hasScreen: (path: string) => boolean;
  /** Slot for the top bar's badge menus (spec 1 §2.1), plugged in by later work. */
  topBarMenus?: ReactNode;
  children: ReactNode;
}

/** The logged-in frame of spec 1 §2.1: side drawer with the server menu, top bar with client name and options. */
export function ShellLayout({ hasScreen, topBarMenus, children }: ShellLayoutProps) {
  const session = useStoredSession();
  const navigate = useNavigate();
  const isWide = useMediaQuery(WIDE_QUERY, { noSsr: true });
  const [isMini, setIsMini] = useState(
    () => getMiniDrawerPreference() ?? !window.matchMedia(ROOMY_QUERY).matches,
  );
  const [isMobileOpen, setIsMobileOpen] = useState(false);

  const menu = useMenu({ clientId: session.clientId, userId: session.userId });
  const info = useSessionInfo(session.clientId);
  const saveAccess = useSaveMenuAccess();
  const entries = useMemo(() => filterMenu(menu.data?.entries ?? [], hasScreen), [menu.data, hasScreen]);

  const user = info.data?.usuario;
  const userName = user ? `${user.nombres} ${user.apellidos}`.trim() : (session.name ?? '');
  const userEmail = user?.email ?? session.email ?? '';
  const title =
    session.clientId === null
      ? 'Huella'
      : (info.data?.cliente?.razon_social ?? (info.isError ? 'Huella' : null));

  const handleMiniChange = (next: boolean) => {
    setIsMini(next);
    setMiniDrawerPreference(next);
  };

  const handleOpenEntry = (entry: MenuEntry) => {
    // Variant 2 (client chosen) records every menu access, with the id of each level (0 when absent).
    if (session.clientId === null || !menu.data) return;
    const [idMenu = 0, idSubmenu = 0, idPage = 0] = findMenuTrail(menu.data.entries, entry.id);
    saveAccess.mutate({
      id_cliente: session.clientId,
      id_menu: idMenu,
      id_submenu: idSubmenu,
      id_submenu_pagina: idPage,
    });
  };

  const handleLogout = async () => {
    try {
      await logout();
    } catch {
      // The token dies with its idle timeout anyway; the browser must forget it now.
    }
    clearSession();
    loadPage('/login');
  };

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <TopBar
        title={title}
        onToggleMenu={() => (isWide ? handleMiniChange(!isMini) : setIsMobileOpen((open) => !open))}
        menus={topBarMenus}
        canLeaveClient={session.clientId !== null && session.role !== null && isInternalRole(session.role)}
        onLeaveClient={() => void navigate('/salirCliente')}
        onLogout={() => void handleLogout()}
      />
      <AppDrawer
        entries={entries}
        isMenuLoading={menu.isPending}
        userName={userName}
        userEmail={userEmail}
        isWide={isWide}
        isMini={isMini}
        isMobileOpen={isMobileOpen}
        onCloseMobile={() => setIsMobileOpen(false)}
        onMiniChange={handleMiniChange}
        onOpenEntry={handleOpenEntry}
      />
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, bgcolor: 'background.default' }}>
        <Toolbar />
        <Box sx={{ p: { xs: 2, md: 3 } }}>{children}</Box>
      </Box>
    </Box>
  );
}
