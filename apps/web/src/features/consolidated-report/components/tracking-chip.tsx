import type { ConsolidatedFollowUp } from '@huella/contracts';
import Chip from '@mui/material/Chip';

const COLOUR = { PROCESO: 'warning', APROBADO: 'success', RECHAZADO: 'error' } as const;

/** The report's tracking label (spec 3 §2.5): 'No enviado', 'En proceso', 'Aceptado' or 'Rechazado'. */
export function TrackingChip({ followUp }: { followUp: ConsolidatedFollowUp }) {
  return (
    <Chip
      label={followUp.etiqueta}
      color={followUp.estado ? COLOUR[followUp.estado] : 'default'}
      variant={followUp.estado ? 'filled' : 'outlined'}
      aria-label={`Seguimiento del reporte: ${followUp.etiqueta}`}
    />
  );
}
