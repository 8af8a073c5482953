import { INCIDENT_STATE_LABELS, type IncidentState } from '@huella/contracts';
import Chip, { type ChipProps } from '@mui/material/Chip';

const COLORS: Record<IncidentState, ChipProps['color']> = { 1: 'warning', 2: 'info', 3: 'success' };

const isState = (value: number): value is IncidentState => value in INCIDENT_STATE_LABELS;

/** An incident's status as a small coloured label: abierta, en atención, resuelta. */
export function IncidentStateChip({ estado }: { estado: number }) {
  if (!isState(estado)) return null;
  return (
    <Chip size="small" variant="outlined" color={COLORS[estado]} label={INCIDENT_STATE_LABELS[estado]} />
  );
}
