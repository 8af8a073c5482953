import { CRITERION_COLOURS } from '@huella/contracts';
import { type RemnantBand, remnantBand } from '@huella/domain';
import { Legend } from '../../../components/reports/colour-legend';

/** domain.md §9's band of a cell, or 'sin-umbral' when the unit's application has no thresholds. */
export function bandOf(
  nsd: number | null,
  thresholds: { rem_reencauche: number | null; rem_proximo: number | null },
): RemnantBand | 'sin-umbral' | null {
  if (nsd === null) return null;
  const { rem_reencauche, rem_proximo } = thresholds;
  if (rem_reencauche === null || rem_proximo === null) return 'sin-umbral';
  return remnantBand(nsd, { reencauche: rem_reencauche, prox_reencauche: rem_proximo });
}

/** Spec 3 §9: yellow at or below the retread remnant, blue above it up to the next-retread remnant. */
export const BAND_LOOK: Record<
  'a-reencauchar' | 'proximo',
  { name: string; background: string; text: string; solid: string }
> = {
  'a-reencauchar': {
    name: 'a reencauchar',
    background: CRITERION_COLOURS.amarillo.cell ?? '#fff3b0',
    text: CRITERION_COLOURS.amarillo.text ?? '#5d4300',
    solid: CRITERION_COLOURS.amarillo.solid,
  },
  proximo: { name: 'próximo a reencauchar', background: '#bbdefb', text: '#0d3c78', solid: '#1565c0' },
};

/** The legend of the unit table's colours. */
export function RemnantLegend() {
  return (
    <Legend
      items={[
        { look: BAND_LOOK['a-reencauchar'], text: 'A reencauchar (NSD ≤ remanente de reencauche)' },
        { look: BAND_LOOK.proximo, text: 'Próximo a reencauchar (NSD ≤ remanente próximo)' },
      ]}
    />
  );
}
