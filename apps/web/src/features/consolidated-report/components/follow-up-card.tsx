import type { ConsolidatedFollowUp } from '@huella/contracts';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../../lib/format-date';
import { TrackingChip } from './tracking-chip';

const FIGURES = [
  { key: 'inspecciones', label: 'Inspecciones' },
  { key: 'vehiculos_inspeccionados', label: 'Vehículos inspeccionados' },
  { key: 'neumaticos_inspeccionados', label: 'Neumáticos inspeccionados' },
] as const;

/** 'Estado de seguimiento' (spec 3 §2.5): the report's tracking and what the period's inspections covered. */
export function FollowUpCard({ followUp }: { followUp: ConsolidatedFollowUp }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="seguimiento-title" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
        <Typography id="seguimiento-title" variant="h6" component="h2">
          Estado de seguimiento
        </Typography>
        <TrackingChip followUp={followUp} />
        {followUp.fecha && (
          <Typography variant="body2" color="text.secondary">
            Última actualización: {formatDateTime(followUp.fecha)}
          </Typography>
        )}
      </Box>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))' }}
      >
        {FIGURES.map((figure) => (
          <Box key={figure.key} sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {figure.label}
            </Typography>
            <Typography component="dd" variant="h5" sx={{ m: 0, fontWeight: 600 }}>
              {followUp[figure.key].toLocaleString('es-PE')}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
