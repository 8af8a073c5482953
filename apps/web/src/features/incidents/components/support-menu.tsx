import { INCIDENT_ANSWER_MSG, type OwnIncident } from '@huella/contracts';
import AddCommentOutlinedIcon from '@mui/icons-material/AddCommentOutlined';
import HeadsetMicOutlinedIcon from '@mui/icons-material/HeadsetMicOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { lazy, Suspense, useState } from 'react';
import { useMarkRepliesRead, useOwnIncidents } from '../api/get-own-incidents';
import { formatIncidentDate } from '../format-date';
import { IncidentStateChip } from './incident-state-chip';
import { OwnIncidentDialog } from './own-incident-dialog';
import { TWO_LINE_CLAMP } from './two-line-clamp';

// Opened rarely: its form, pickers and uploads load on the first click, not with the shell.
const IncidentDialog = lazy(() => import('./incident-dialog').then((m) => ({ default: m.IncidentDialog })));

const unreadIn = (incident: OwnIncident) => incident.respuestas.filter((reply) => !reply.leido).length;

function badgeLabel(unread: number) {
  if (unread === 0) return 'Soporte';
  return `Soporte: ${unread} ${unread === 1 ? 'respuesta' : 'respuestas'} sin leer`;
}

/**
 * The top bar's headset of client users (spec 1 §2.1; ADR 0032): 'Registrar incidencia', and the user's own
 * incidents with their status and support's replies. The badge counts the replies not seen yet; opening the menu
 * marks them seen, and the ones that were new stay highlighted while it is open.
 */
export function SupportMenu({ clientId, userId }: { clientId: number; userId: number }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [isReporting, setReporting] = useState(false);
  const [opened, setOpened] = useState<OwnIncident | null>(null);
  const [highlighted, setHighlighted] = useState<ReadonlySet<number>>(new Set());
  const own = useOwnIncidents();
  const markRead = useMarkRepliesRead();
  const unread = own.data?.no_leidas ?? 0;
  const items = own.data?.data ?? [];

  const open = (target: HTMLElement) => {
    setAnchor(target);
    setHighlighted(new Set(items.filter((item) => unreadIn(item) > 0).map((item) => item.id)));
    if (unread > 0) markRead.mutate();
  };

  return (
    <>
      <Tooltip title="Soporte">
        <IconButton
          color="inherit"
          aria-label={badgeLabel(unread)}
          aria-haspopup="menu"
          aria-controls={anchor ? 'support-menu' : undefined}
          onClick={(event) => open(event.currentTarget)}
        >
          <Badge badgeContent={unread} color="error" max={99}>
            <HeadsetMicOutlinedIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Menu
        id="support-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 380, maxWidth: '100vw' } } }}
      >
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setReporting(true);
          }}
          sx={{ minHeight: 48 }}
        >
          <ListItemIcon>
            <AddCommentOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Registrar incidencia</ListItemText>
        </MenuItem>
        <Divider />
        <ListSubheader sx={{ lineHeight: 2.5 }}>MIS INCIDENCIAS</ListSubheader>
        {items.length === 0 && (
          <MenuItem disabled>
            <ListItemText>{INCIDENT_ANSWER_MSG.sinIncidenciasPropias}</ListItemText>
          </MenuItem>
        )}
        {items.map((item) => (
          <MenuItem
            key={item.id}
            onClick={() => {
              setAnchor(null);
              setOpened(item);
            }}
            sx={{
              whiteSpace: 'normal',
              alignItems: 'flex-start',
              bgcolor: highlighted.has(item.id) ? 'action.selected' : undefined,
            }}
          >
            <ListItemText
              primary={
                <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <Box component="span" sx={{ fontWeight: highlighted.has(item.id) ? 600 : 400 }}>
                    {item.identificador}
                  </Box>
                  <IncidentStateChip estado={item.estado} />
                </Box>
              }
              secondary={`${formatIncidentDate(item.fecha)} · ${replySummary(item)} — ${item.descripcion}`}
              slotProps={{
                primary: { variant: 'body2', component: 'div' },
                secondary: { sx: TWO_LINE_CLAMP },
              }}
            />
          </MenuItem>
        ))}
      </Menu>
      {/* Mounted only while open, so each report starts empty. */}
      {isReporting && (
        <Suspense fallback={null}>
          <IncidentDialog
            clientId={clientId}
            userId={userId}
            onClose={() => {
              setReporting(false);
              void own.refetch();
            }}
          />
        </Suspense>
      )}
      {opened && <OwnIncidentDialog incident={opened} onClose={() => setOpened(null)} />}
    </>
  );
}

function replySummary(incident: OwnIncident) {
  const count = incident.respuestas.length;
  if (count === 0) return 'sin respuestas';
  return count === 1 ? '1 respuesta' : `${count} respuestas`;
}
