import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import Badge from '@mui/material/Badge';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { INCIDENT_MSG } from '@huella/contracts';
import { lazy, Suspense, useState } from 'react';
import { useIncidents } from '../api/get-incidents';
import { formatIncidentDate } from '../format-date';
import { TWO_LINE_CLAMP } from './two-line-clamp';

// Opened rarely: loads on the first click, not with the shell.
const IncidentDetailDialog = lazy(() =>
  import('./incident-detail-dialog').then((m) => ({ default: m.IncidentDetailDialog })),
);

/**
 * The top bar's incident notifications of internal users (spec 1 §2.1): a badge with the incidents this user
 * has not opened, a menu of the newest, each opening its detail.
 */
export function IncidentNotifications() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const incidents = useIncidents(true);
  const unread = incidents.data?.no_leidos ?? 0;
  const items = incidents.data?.data ?? [];

  return (
    <>
      <Tooltip title="Incidencias">
        <IconButton
          color="inherit"
          aria-label={unread > 0 ? `Incidencias: ${unread} sin leer` : 'Incidencias'}
          aria-haspopup="menu"
          aria-controls={anchor ? 'incident-menu' : undefined}
          onClick={(event) => {
            setAnchor(event.currentTarget);
            void incidents.refetch();
          }}
        >
          <Badge badgeContent={unread} color="error" max={99}>
            <NotificationsNoneOutlinedIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Menu
        id="incident-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 360, maxWidth: '100vw' } } }}
      >
        <ListSubheader sx={{ lineHeight: 2.5 }}>INCIDENCIAS</ListSubheader>
        <Divider />
        {items.length === 0 && (
          <MenuItem disabled>
            <ListItemText>{INCIDENT_MSG.sinIncidencias}</ListItemText>
          </MenuItem>
        )}
        {items.map((item) => (
          <MenuItem
            key={item.id}
            onClick={() => {
              setAnchor(null);
              setOpenId(item.id);
            }}
            sx={{
              whiteSpace: 'normal',
              alignItems: 'flex-start',
              bgcolor: item.leido ? undefined : 'action.selected',
            }}
          >
            <ListItemText
              primary={`${item.identificador} · ${item.razon_social}`}
              secondary={`${formatIncidentDate(item.fecha)} · ${item.usuario} — ${item.descripcion}`}
              slotProps={{
                primary: { variant: 'body2', sx: { fontWeight: item.leido ? 400 : 600 } },
                secondary: { sx: TWO_LINE_CLAMP },
              }}
            />
          </MenuItem>
        ))}
      </Menu>
      {openId !== null && (
        <Suspense fallback={null}>
          <IncidentDetailDialog id={openId} onClose={() => setOpenId(null)} />
        </Suspense>
      )}
    </>
  );
}
