import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type SxProps, type Theme, useTheme } from '@mui/material/styles';

export interface LegendItem {
  color: string;
  label: string;
  /** An empty position: drawn as an outline, as the diagram draws it. */
  isEmpty?: boolean;
}

/** The key of a position diagram: one swatch per colour, drawn like the diagram's slots. */
export function DiagramLegend({ items, sx }: { items: LegendItem[]; sx?: SxProps<Theme> }) {
  const theme = useTheme();
  return (
    <Box
      component="ul"
      aria-label="Leyenda"
      sx={[
        { display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {items.map((item) => (
        <Box component="li" key={item.label} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Box
            aria-hidden
            sx={{
              width: 14,
              height: 14,
              borderRadius: 0.5,
              bgcolor: item.isEmpty ? 'background.paper' : item.color,
              border: item.isEmpty ? `2px dashed ${theme.palette.grey[600]}` : '1px solid rgba(0,0,0,0.2)',
            }}
          />
          <Typography variant="caption" color="text.secondary">
            {item.label}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
