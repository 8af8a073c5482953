import ExitToAppIcon from '@mui/icons-material/ExitToApp';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuRoundedIcon from '@mui/icons-material/Menu';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { BrandLogo } from '../../../components/brand-logo';
import { useAppDownloadMenu } from '../../app-download/components/app-download-menu';
import { useProfileMenu } from '../../profile/components/profile-menu';

export interface TopBarProps {
  /** The chosen client's razón social, or 'Huella' without a client; null while it loads. */
  title: string | null;
  onToggleMenu: () => void;
  /** Slot for the badge menus of later work (reports to approve, tyres to retread, incidents). */
  menus?: ReactNode;
  canLeaveClient: boolean;
  onLeaveClient: () => void;
  onLogout: () => void;
}

export function TopBar({ title, onToggleMenu, menus, canLeaveClient, onLeaveClient, onLogout }: TopBarProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const appDownload = useAppDownloadMenu();
  const profile = useProfileMenu();
  const closeAnd = (action: () => void) => () => {
    setAnchor(null);
    action();
  };

  return (
    <AppBar position="fixed" elevation={1} sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: 1 }}>
        <IconButton color="inherit" edge="start" onClick={onToggleMenu} aria-label="Abrir o cerrar el menú">
          <MenuRoundedIcon />
        </IconButton>
        <Box sx={{ display: { xs: 'none', sm: 'flex' }, mr: 1 }}>
          <BrandLogo size={30} tone="light" showName={false} />
        </Box>
        <Typography variant="h6" component="div" noWrap sx={{ flexGrow: 1, minWidth: 0, fontWeight: 500 }}>
          {title ?? <Skeleton width={180} sx={{ bgcolor: 'rgba(255,255,255,0.2)' }} />}
        </Typography>
        {menus}
        <IconButton
          color="inherit"
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label="Más opciones"
          aria-haspopup="menu"
          aria-controls={anchor ? 'overflow-menu' : undefined}
        >
          <MoreVertIcon />
        </IconButton>
        <Menu
          id="overflow-menu"
          anchorEl={anchor}
          open={anchor !== null}
          onClose={() => setAnchor(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        >
          {profile.menuItem(() => setAnchor(null))}
          {canLeaveClient && (
            <MenuItem onClick={closeAnd(onLeaveClient)}>
              <ListItemIcon>
                <ExitToAppIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText>Salir del cliente</ListItemText>
            </MenuItem>
          )}
          {appDownload.menuItems(() => setAnchor(null))}
          <MenuItem onClick={closeAnd(onLogout)}>
            <ListItemIcon>
              <LogoutIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>Cerrar sesión</ListItemText>
          </MenuItem>
        </Menu>
        {appDownload.dialog}
        {profile.dialog}
      </Toolbar>
    </AppBar>
  );
}
