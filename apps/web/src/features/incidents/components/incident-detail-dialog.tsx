import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { ProtectedImage } from '../../../components/protected-image';
import { useCanAnswerIncidents } from '../api/answer-incident';
import { useIncident } from '../api/get-incident';
import { formatIncidentDate } from '../format-date';
import { IncidentAnswerForm } from './incident-answer-form';
import { IncidentReplies } from './incident-replies';
import { IncidentStateChip } from './incident-state-chip';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2">{value || '—'}</Typography>
    </Grid>
  );
}

/**
 * One incident as support opens it from the notification menu or '/incidencias' (spec 3 §3 response view), with
 * its replies and, for users with the edit grant of '/incidencias', the 'Atender' form (ADR 0032).
 */
export function IncidentDetailDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const incident = useIncident(id);
  const canAnswer = useCanAnswerIncidents();
  const data = incident.data;
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="incident-detail-title">
      <DialogTitle id="incident-detail-title" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        Incidencia {data?.identificador ?? ''}
        {data && <IncidentStateChip estado={data.estado} />}
      </DialogTitle>
      <DialogContent dividers>
        {incident.isPending && <LoadingState />}
        {incident.isError && <ErrorState onRetry={() => void incident.refetch()} />}
        {data && (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Grid container spacing={2}>
              <Field label="Identificador" value={data.identificador} />
              <Field label="Fecha" value={formatIncidentDate(data.fecha)} />
              <Field label="Razón social" value={data.razon_social} />
              <Field label="RUC" value={data.ruc} />
              <Field label="Usuario" value={data.usuario.name} />
              <Field label="Correo" value={data.usuario.email} />
            </Grid>
            <Divider />
            <Box>
              <Typography variant="caption" color="text.secondary">
                Descripción
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {data.descripcion}
              </Typography>
            </Box>
            {data.images.length > 0 && (
              <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
                {data.images.map((url, index) => (
                  <ProtectedImage
                    key={url}
                    url={url}
                    alt={`Imagen ${index + 1} de la incidencia`}
                    height={200}
                    maxWidth={360}
                  />
                ))}
              </Box>
            )}
            {data.detalles.length > 0 && (
              <Table size="small" aria-label="Vehículos y neumáticos">
                <TableHead>
                  <TableRow>
                    <TableCell>Placa</TableCell>
                    <TableCell>Neumático</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.detalles.map((pair, index) => (
                    <TableRow key={index}>
                      <TableCell>{pair.vehiculo}</TableCell>
                      <TableCell>{pair.neumatico}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
            <Divider />
            <Box component="section" aria-labelledby="incident-replies-title">
              <Typography id="incident-replies-title" variant="subtitle2" sx={{ mb: 1.5 }}>
                Respuestas
              </Typography>
              <IncidentReplies replies={data.respuestas} showRead />
            </Box>
            {canAnswer && (
              <>
                <Divider />
                <IncidentAnswerForm id={data.id} estado={data.estado} />
              </>
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
