import type { MenuEntry } from '@huella/contracts';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { findActiveGroups } from '../menu-tree';
import { MenuList } from './menu-list';

export const DRAWER_WIDTH = 272;
export const MINI_DRAWER_WIDTH = 64;

export interface AppDrawerProps {
  entries: MenuEntry[];
  isMenuLoading: boolean;
  userName: string;
  userEmail: string;
  /** ≥ 1024 px: permanent drawer that can be minimised; narrower: temporary drawer over the page. */
  isWide: boolean;
  isMini: boolean;
  isMobileOpen: boolean;
  onCloseMobile: () => void;
  onMiniChange: (isMini: boolean) => void;
  onOpenEntry: (entry: MenuEntry) => void;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');

export function AppDrawer(props: AppDrawerProps) {
  const { pathname } = useLocation();
  // Open the groups leading to the current screen once; afterwards the user decides.
  const [openGroups, setOpenGroups] = useState<ReadonlySet<number>>(
    () => new Set(findActiveGroups(props.entries, pathname)),
  );
  const [seenEntries, setSeenEntries] = useState(props.entries);
  if (seenEntries !== props.entries) {
    // The menu arrived after the first render: open the active groups for it (state derived during render).
    setSeenEntries(props.entries);
    setOpenGroups((open) => new Set([...open, ...findActiveGroups(props.entries, pathname)]));
  }

  const isMini = props.isWide && props.isMini;
  const width = isMini ? MINI_DRAWER_WIDTH : DRAWER_WIDTH;

  const handleToggleGroup = (id: number) => {
    if (isMini) {
      // In the mini drawer sub-levels have no room: expand the drawer and open the group.
      props.onMiniChange(false);
      setOpenGroups((open) => new Set([...open, id]));
      return;
    }
    setOpenGroups((open) => {
      const next = new Set(open);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };

  const content = (
    <>
      {/* The top bar stays above the drawer (also the temporary one), so the drawer starts below it. */}
      <Toolbar />
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: isMini ? 1.5 : 2, py: 2, minHeight: 72 }}
      >
        <Avatar
          sx={{
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
            width: 40,
            height: 40,
            fontSize: 16,
          }}
        >
          {initials(props.userName) || '·'}
        </Avatar>
        {!isMini && (
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle2" noWrap title={props.userName}>
              {props.userName || <Skeleton width={120} />}
            </Typography>
            <Typography
              variant="caption"
              color="text.secondary"
              noWrap
              component="div"
              title={props.userEmail}
            >
              {props.userEmail}
            </Typography>
          </Box>
        )}
      </Box>
      <Divider />
      <Box
        component="nav"
        aria-label="Menú principal"
        sx={{ flexGrow: 1, overflowY: 'auto', overflowX: 'hidden', py: 1 }}
      >
        {props.isMenuLoading ? (
          <Box sx={{ px: 2 }}>
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} height={40} />
            ))}
          </Box>
        ) : (
          <MenuList
            entries={props.entries}
            isMini={isMini}
            pathname={pathname}
            openGroups={openGroups}
            onToggleGroup={handleToggleGroup}
            onOpenEntry={(entry) => {
              props.onOpenEntry(entry);
              props.onCloseMobile();
            }}
          />
        )}
      </Box>
      {props.isWide && (
        <>
          <Divider />
          <Box sx={{ display: 'flex', justifyContent: isMini ? 'center' : 'flex-end', p: 1 }}>
            <Tooltip title={isMini ? 'Expandir menú' : 'Minimizar menú'} placement="right">
              <IconButton
                onClick={() => props.onMiniChange(!isMini)}
                aria-label={isMini ? 'Expandir menú' : 'Minimizar menú'}
              >
                {isMini ? <ChevronRightIcon /> : <ChevronLeftIcon />}
              </IconButton>
            </Tooltip>
          </Box>
        </>
      )}
    </>
  );

  const paperSx = {
    width,
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    overflowX: 'hidden',
    transition: 'width 200ms ease',
  } as const;

  if (!props.isWide) {
    return (
      <Drawer
        variant="temporary"
        open={props.isMobileOpen}
        onClose={props.onCloseMobile}
        sx={{ '& .MuiDrawer-paper': { ...paperSx, width: DRAWER_WIDTH } }}
      >
        {content}
      </Drawer>
    );
  }

  return (
    <Drawer
      variant="permanent"
      sx={{ width, flexShrink: 0, transition: paperSx.transition, '& .MuiDrawer-paper': paperSx }}
    >
      {content}
    </Drawer>
  );
}
