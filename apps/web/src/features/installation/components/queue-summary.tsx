import { formatIsoDay, formatReading, INSTALLATION_REMOVAL_REASONS } from '@huella/contracts';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { InstallationQueue } from './installation-queue';

export interface QueueSummaryProps {
  queue: InstallationQueue;
  isHours: boolean;
  disabled: boolean;
  onUnqueueInstall: (ubicacion: number) => void;
  onUnqueueRemoval: (idHistorial: number) => void;
}

const reasonLabel = (id: number) =>
  INSTALLATION_REMOVAL_REASONS.find((reason) => reason.id === id)?.label ?? '';

/** What Guardar will send: the removals first, then the installs, each one can be taken back. */
export function QueueSummary({
  queue,
  isHours,
  disabled,
  onUnqueueInstall,
  onUnqueueRemoval,
}: QueueSummaryProps) {
  const unit = isHours ? 'h' : 'km';
  const reading = (fecha: string, km: number) => `${formatIsoDay(fecha)} · ${formatReading(km)} ${unit}`;
  const remove = (label: string, onClick: () => void) => (
    <Tooltip title="Quitar de la cola">
      <span>
        <IconButton
          edge="end"
          aria-label={label}
          onClick={onClick}
          disabled={disabled}
          sx={{ width: 44, height: 44 }}
        >
          <CloseIcon />
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2, // One column beside the tyre list (lg), two where the panel has the full width.
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr', xl: '1fr 1fr' },
      }}
    >
      <Box>
        <Typography variant="subtitle2" component="h3">
          Por retirar ({queue.removals.length})
        </Typography>
        {queue.removals.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
            Elija un neumático instalado en el diagrama para retirarlo.
          </Typography>
        ) : (
          <List dense disablePadding aria-label="Neumáticos por retirar">
            {queue.removals.map((entry) => (
              <ListItem
                key={entry.position.id_historial}
                disableGutters
                secondaryAction={remove(`Quitar retiro de ${entry.position.num_serie}`, () =>
                  onUnqueueRemoval(entry.position.id_historial),
                )}
              >
                <ListItemText
                  primary={`P${entry.position.posicion} · ${entry.position.num_serie}`}
                  secondary={`${reasonLabel(entry.motivo_retiro)} · ${reading(entry.fecha_retiro, entry.km_retiro)}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Box>
      <Box>
        <Typography variant="subtitle2" component="h3">
          Por instalar ({queue.installs.length})
        </Typography>
        {queue.installs.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
            Elija un neumático de la lista y luego una posición libre.
          </Typography>
        ) : (
          <List dense disablePadding aria-label="Neumáticos por instalar">
            {queue.installs.map((entry) => (
              <ListItem
                key={entry.ubicacion}
                disableGutters
                secondaryAction={remove(`Quitar instalación de ${entry.tyre.num_serie}`, () =>
                  onUnqueueInstall(entry.ubicacion),
                )}
              >
                <ListItemText
                  primary={`P${entry.posicion} · ${entry.tyre.num_serie}`}
                  secondary={reading(entry.fecha_instalacion, entry.km_instalacion)}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Box>
    </Box>
  );
}
