import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { lazy, Suspense, useState, type ReactNode } from 'react';

// Opened now and then: its forms load on the first click, not with the shell.
const ProfileDialog = lazy(() => import('./profile-dialog').then((m) => ({ default: m.ProfileDialog })));

export interface ProfileMenu {
  /** The overflow menu's 'Mi perfil' entry; `close` closes that menu. */
  menuItem: (close: () => void) => ReactNode;
  /** Opens the dialog from elsewhere (the '/micuenta' screen). */
  open: () => void;
  /** The dialog, rendered outside the menu so it outlives it. */
  dialog: ReactNode;
}

/** 'Mi perfil' for every signed-in user (issue 11): an overflow-menu entry and the dialog it opens. */
export function useProfileMenu(): ProfileMenu {
  const [isOpen, setOpen] = useState(false);
  return {
    menuItem: (close) => (
      <MenuItem
        key="profile"
        sx={{ minHeight: 44 }}
        onClick={() => {
          close();
          setOpen(true);
        }}
      >
        <ListItemIcon>
          <AccountCircleIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>Mi perfil</ListItemText>
      </MenuItem>
    ),
    open: () => setOpen(true),
    dialog: isOpen ? (
      <Suspense fallback={null}>
        <ProfileDialog onClose={() => setOpen(false)} />
      </Suspense>
    ) : null,
  };
}
