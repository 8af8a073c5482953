import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface BrandLogoProps {
  /** Height of the mark in px; the word scales with it. */
  size?: number;
  showName?: boolean;
  color?: string;
}

/** The Huella mark: a tyre seen from the side, its tread as the "footprint" the product follows. */
export function BrandLogo({ size = 40, showName = true, color = 'primary.main' }: BrandLogoProps) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: size / 4, color }}>
      <Box component="svg" viewBox="0 0 48 48" sx={{ width: size, height: size, flexShrink: 0 }} aria-hidden>
        <circle cx="24" cy="24" r="22" fill="currentColor" />
        <circle cx="24" cy="24" r="18.5" fill="none" stroke="#fff" strokeOpacity="0.35" strokeWidth="3" strokeDasharray="4 3" />
        <circle cx="24" cy="24" r="11" fill="none" stroke="#fff" strokeWidth="3" />
        <circle cx="24" cy="24" r="4" fill="#ffb300" />
      </Box>
      {showName && (
        <Typography component="span" sx={{ fontWeight: 700, fontSize: size * 0.6, letterSpacing: 0.5, color: 'inherit', lineHeight: 1 }}>
          Huella
        </Typography>
      )}
    </Box>
  );
}
