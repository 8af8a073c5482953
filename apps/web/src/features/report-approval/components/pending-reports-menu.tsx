import AssignmentLateOutlinedIcon from '@mui/icons-material/AssignmentLateOutlined';
import Badge from '@mui/material/Badge';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { type PendingReportRow, REPORT_APPROVAL_MSG, trackingLabel } from '@huella/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useNotify } from '../../../components/notification-provider';
import { isApiError } from '../../../lib/api-client';
import { loadPage } from '../../../lib/browser';
import { storeClientId } from '../../../lib/storage';
import { useStoredSession } from '../../../lib/use-stored-session';
import { storeClientAccess } from '../../client-selection/api/store-client-access';
import { usePendingReports } from '../api/get-reports';

const ADMIN_PATH = '/administracionreportes';

/**
 * The top bar's 'REPORTES POR APROBAR' (spec 1 §2.1, roles 1 and 2): the reports waiting of every client, newest
 * first. An item opens the report administration; a report of another client first enters that client (as the
 * client choice does), since the administration lists the session's client.
 */
export function PendingReportsMenu() {
  const session = useStoredSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const pending = usePendingReports(true);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const items = pending.data?.data ?? [];
  const total = pending.data?.total ?? 0;

  const open = async (item: PendingReportRow) => {
    setAnchor(null);
    if (item.id_cliente === session.clientId) return void navigate(ADMIN_PATH);
    try {
      await storeClientAccess({ id_cliente: item.id_cliente, id_usuario: session.userId });
    } catch (error) {
      if (isApiError(error) && !error.handled) notify({ severity: 'error', message: error.message });
      return;
    }
    storeClientId(item.id_cliente);
    // Menu and permissions depend on the client: a fresh page, as the client choice does.
    queryClient.clear();
    loadPage(ADMIN_PATH);
  };

  return (
    <>
      <Tooltip title="Reportes por aprobar">
        <IconButton
          color="inherit"
          aria-label={total > 0 ? `Reportes por aprobar: ${total}` : 'Reportes por aprobar'}
          aria-haspopup="menu"
          aria-controls={anchor ? 'pending-reports-menu' : undefined}
          onClick={(event) => {
            setAnchor(event.currentTarget);
            void pending.refetch();
          }}
        >
          <Badge badgeContent={total} color="error" max={99}>
            <AssignmentLateOutlinedIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Menu
        id="pending-reports-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 380, maxWidth: '100vw' } } }}
      >
        <ListSubheader sx={{ lineHeight: 2.5 }}>{REPORT_APPROVAL_MSG.menu}</ListSubheader>
        <Divider />
        {items.length === 0 && (
          <MenuItem disabled>
            <ListItemText>{REPORT_APPROVAL_MSG.sinPendientes}</ListItemText>
          </MenuItem>
        )}
        {items.map((item) => (
          <MenuItem
            key={item.id}
            onClick={() => void open(item)}
            sx={{ whiteSpace: 'normal', alignItems: 'flex-start' }}
          >
            <ListItemText
              primary={`${item.reporte} · ${item.razon_social}`}
              secondary={
                item.id_cliente === session.clientId
                  ? trackingLabel(item.estado)
                  : `${trackingLabel(item.estado)} · otro cliente: se cambiará a ${item.razon_social}`
              }
              slotProps={{ primary: { variant: 'body2' } }}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
