import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { COLOUR_LOOK } from './criterion-colours';

/** A legend of cell colours: a swatch (background, solid border) and its meaning per item. */
export function Legend({
  items,
}: {
  items: { look: { name: string; background: string; solid: string }; text: string }[];
}) {
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

/** The four bands as the table paints them; the texts follow the direction of the indicator. */
export function ColourLegend({ direction }: { direction: 'menor-es-mejor' | 'mayor-es-mejor' }) {
  const lower = direction === 'menor-es-mejor';
  return (
    <Legend
      items={[
        {
          look: COLOUR_LOOK.verde,
          text: lower
            ? 'Cumple el objetivo (≤ criterio superior)'
            : 'Cumple el objetivo (≥ criterio superior)',
        },
        { look: COLOUR_LOOK.amarillo, text: 'Dentro del rango tolerable' },
        {
          look: COLOUR_LOOK.rojo,
          text: lower ? 'Deficiente (> criterio inferior)' : 'Deficiente (< criterio inferior)',
        },
        { look: COLOUR_LOOK.gris, text: 'Sin datos en el mes' },
      ]}
    />
  );
}
