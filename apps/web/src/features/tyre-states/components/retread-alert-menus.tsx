import {
  type NextToRetreadTyre,
  type RetreadAlerts,
  type ToRetreadTyre,
  TYRE_STATES_MSG,
} from '@huella/contracts';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import TireRepairIcon from '@mui/icons-material/TireRepair';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { useRetreadAlerts } from '../api/get-retread-alerts';
import { formatDepth } from './format';

export interface RetreadAlertMenusProps {
  clientId: number;
}

/** The path that forwards to a vehicle's installation screen (spec 1 §2.1: "via /ubicaciontemporal"). */
export const temporalLocationPath = (vehicleId: number) => `/ubicaciontemporal?vehiculo=${vehicleId}`;

/**
 * The top bar's two retread menus for client users (spec 1 §2.1), from the remnant bands of domain.md §9:
 * 'NEUMÁTICOS PRÓXIMOS A REENCAUCHAR' (serial, brand, wear with a progress bar) and 'NEUMÁTICOS A
 * REENCAUCHAR' (serial, brand, limit, current; a click opens the vehicle's installation screen).
 */
export function RetreadAlertMenus({ clientId }: RetreadAlertMenusProps) {
  const alerts = useRetreadAlerts(clientId, true);
  const navigate = useNavigate();
  const [open, setOpen] = useState<{ anchor: HTMLElement; which: 'next' | 'due' } | null>(null);
  const data: RetreadAlerts | undefined = alerts.data;

  const button = (which: 'next' | 'due', title: string, count: number, icon: ReactNode) => (
    <Tooltip title={title}>
      <IconButton
        color="inherit"
        aria-label={count > 0 ? `${title}: ${count}` : title}
        aria-haspopup="menu"
        onClick={(event) => {
          setOpen({ anchor: event.currentTarget, which });
          void alerts.refetch();
        }}
        sx={{ width: 44, height: 44 }}
      >
        <Badge badgeContent={count} color={which === 'due' ? 'error' : 'info'} max={99}>
          {icon}
        </Badge>
      </IconButton>
    </Tooltip>
  );

  return (
    <>
      {button(
        'next',
        'Neumáticos próximos a reencauchar',
        data?.proximos.total ?? 0,
        <HourglassBottomIcon />,
      )}
      {button('due', 'Neumáticos a reencauchar', data?.reencauchar.total ?? 0, <TireRepairIcon />)}
      <Menu
        anchorEl={open?.anchor}
        open={open !== null}
        onClose={() => setOpen(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 380, maxWidth: '100vw', maxHeight: 480 } } }}
      >
        {open?.which === 'next' && (
          <NextList
            rows={data?.proximos.data ?? []}
            total={data?.proximos.total ?? 0}
            isLoading={alerts.isPending}
          />
        )}
        {open?.which === 'due' && (
          <DueList
            rows={data?.reencauchar.data ?? []}
            total={data?.reencauchar.total ?? 0}
            isLoading={alerts.isPending}
            onPick={(row) => {
              setOpen(null);
              void navigate(temporalLocationPath(row.id_vehiculo));
            }}
          />
        )}
      </Menu>
    </>
  );
}

function Header({ title, shown, total }: { title: string; shown: number; total: number }) {
  return (
    <>
      <ListSubheader sx={{ lineHeight: 2.5, fontWeight: 600 }}>
        {title}
        {total > shown && (
          <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
            ({shown} de {total})
          </Typography>
        )}
      </ListSubheader>
      <Divider />
    </>
  );
}

function Empty({ text }: { text: string }) {
  return (
    <MenuItem disabled>
      <ListItemText>{text}</ListItemText>
    </MenuItem>
  );
}

function NextList({
  rows,
  total,
  isLoading,
}: {
  rows: NextToRetreadTyre[];
  total: number;
  isLoading: boolean;
}) {
  return (
    <Box>
      <Header title="NEUMÁTICOS PRÓXIMOS A REENCAUCHAR" shown={rows.length} total={total} />
      {isLoading && <LinearProgress aria-label="Cargando" />}
      {!isLoading && rows.length === 0 && <Empty text={TYRE_STATES_MSG.sinProximos} />}
      {rows.map((row) => (
        <Box key={row.id} sx={{ px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {row.num_serie}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {row.marca}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
            <LinearProgress
              variant="determinate"
              value={row.desgaste ?? 0}
              color={(row.desgaste ?? 0) >= 75 ? 'warning' : 'primary'}
              sx={{ flex: 1, height: 8, borderRadius: 4 }}
              aria-label={`Desgaste de ${row.num_serie}`}
            />
            <Typography variant="caption" sx={{ minWidth: 72, textAlign: 'right' }}>
              {row.desgaste === null ? '-' : `${row.desgaste.toLocaleString('es-PE')} % desg.`}
            </Typography>
          </Box>
          <Typography variant="caption" color="text.secondary">
            {row.placa} · actual {formatDepth(row.remanente_actual)} · límite{' '}
            {formatDepth(row.remanente_limite)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function DueList({
  rows,
  total,
  isLoading,
  onPick,
}: {
  rows: ToRetreadTyre[];
  total: number;
  isLoading: boolean;
  onPick: (row: ToRetreadTyre) => void;
}) {
  return (
    <Box>
      <Header title="NEUMÁTICOS A REENCAUCHAR" shown={rows.length} total={total} />
      {isLoading && <LinearProgress aria-label="Cargando" />}
      {!isLoading && rows.length === 0 && <Empty text={TYRE_STATES_MSG.sinAReencauchar} />}
      {rows.map((row) => (
        <MenuItem key={row.id} onClick={() => onPick(row)} sx={{ minHeight: 48, whiteSpace: 'normal' }}>
          <ListItemText
            primary={`${row.num_serie} · ${row.marca}`}
            secondary={`${row.placa} · límite ${formatDepth(row.remanente_limite)} · actual ${formatDepth(row.remanente_actual)}`}
            slotProps={{
              primary: { variant: 'body2', sx: { fontWeight: 600 } },
              secondary: { color: row.critico ? 'error' : 'text.secondary' },
            }}
          />
        </MenuItem>
      ))}
    </Box>
  );
}
