import Chip from '@mui/material/Chip';
import { type ConsolidatedState, trackingLabel } from '@huella/contracts';

const COLOUR = { PROCESO: 'warning', APROBADO: 'success', RECHAZADO: 'error' } as const;

/** A report's state with the tracking label of spec 3 §2.5 (En proceso, Aceptado, Rechazado). */
export function ReportStateChip({ estado }: { estado: ConsolidatedState }) {
  return <Chip size="small" variant="outlined" color={COLOUR[estado]} label={trackingLabel(estado)} />;
}
