import { CRITERION_COLOURS } from '@huella/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** domain.md §9: a reencauchar (NSD ≤ reencauche), próximo (≤ prox_reencauche), operativo above. */
export type RemnantBand = 'reencauchar' | 'proximo' | 'operativo' | 'sin-umbral';

export function bandOf(
  nsd: number | null,
  thresholds: { rem_reencauche: number | null; rem_proximo: number | null },
): RemnantBand | null {
  if (nsd === null) return null;
  const { rem_reencauche, rem_proximo } = thresholds;
  if (rem_reencauche !== null && nsd <= rem_reencauche) return 'reencauchar';
  if (rem_proximo !== null && nsd <= rem_proximo) return 'proximo';
  return rem_proximo === null ? 'sin-umbral' : 'operativo';
}

/** Spec 3 §9: yellow at or below the retread remnant, blue above it up to the next-retread remnant. */
export const BAND_LOOK: Record<
  'reencauchar' | 'proximo',
  { name: string; background: string; text: string; solid: string }
> = {
  reencauchar: {
    name: 'a reencauchar',
    background: CRITERION_COLOURS.amarillo.cell ?? '#fff3b0',
    text: CRITERION_COLOURS.amarillo.text ?? '#5d4300',
    solid: CRITERION_COLOURS.amarillo.solid,
  },
  proximo: { name: 'próximo a reencauchar', background: '#bbdefb', text: '#0d3c78', solid: '#1565c0' },
};

/** The legend of the unit table's colours. */
export function RemnantLegend() {
  const items = [
    { look: BAND_LOOK.reencauchar, text: 'A reencauchar (NSD ≤ remanente de reencauche)' },
    { look: BAND_LOOK.proximo, text: 'Próximo a reencauchar (NSD ≤ remanente próximo)' },
  ];
  return (
    <Box
      component="ul"
      aria-label="Leyenda de colores"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0 }}
    >
      {items.map(({ look, text }) => (
        <Box component="li" key={look.name} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box
            aria-hidden
            sx={{
              width: 16,
              height: 16,
              borderRadius: 0.5,
              bgcolor: look.background,
              border: `2px solid ${look.solid}`,
            }}
          />
          <Typography variant="body2" color="text.secondary">
            {text}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
