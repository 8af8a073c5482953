import type { OwnIncident } from '@huella/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { formatIncidentDate } from '../format-date';
import { IncidentReplies } from './incident-replies';
import { IncidentStateChip } from './incident-state-chip';

/** One of the reporter's own incidents as the headset menu lists it: what they wrote and support's replies. */
export function OwnIncidentDialog({ incident, onClose }: { incident: OwnIncident; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="own-incident-title">
      <DialogTitle id="own-incident-title" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        Incidencia {incident.identificador}
        <IncidentStateChip estado={incident.estado} />
      </DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Box>
            <Typography variant="caption" color="text.secondary">
              Reportada el {formatIncidentDate(incident.fecha)}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {incident.descripcion}
            </Typography>
          </Box>
          <Box component="section" aria-labelledby="own-incident-replies">
            <Typography id="own-incident-replies" variant="subtitle2" sx={{ mb: 1.5 }}>
              Respuestas de soporte
            </Typography>
            <IncidentReplies replies={incident.respuestas} />
          </Box>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
