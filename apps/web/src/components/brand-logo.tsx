import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface BrandLogoProps {
  /** Height of the mark in px; the word scales with it. */
  size?: number;
  showName?: boolean;
  /** 'light' for dark backgrounds (top bar, welcome page): white mark and word. */
  tone?: 'brand' | 'light';
}

const TONES = {
  brand: { disc: '#0f4c5c', lines: '#ffffff', word: 'primary.main' },
  light: { disc: '#ffffff', lines: '#0f4c5c', word: 'common.white' },
} as const;

/** The Huella mark: a tyre seen from the side, its tread as the "footprint" the product follows. */
export function BrandLogo({ size = 40, showName = true, tone = 'brand' }: BrandLogoProps) {
  const colors = TONES[tone];
  return (
    <Box
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: `${Math.round(size / 4)}px`,
        color: colors.word,
      }}
    >
      <Box component="svg" viewBox="0 0 48 48" sx={{ width: size, height: size, flexShrink: 0 }} aria-hidden>
        <circle cx="24" cy="24" r="22" fill={colors.disc} />
        <circle
          cx="24"
          cy="24"
          r="18.5"
          fill="none"
          stroke={colors.lines}
          strokeOpacity="0.35"
          strokeWidth="3"
          strokeDasharray="4 3"
        />
        <circle cx="24" cy="24" r="11" fill="none" stroke={colors.lines} strokeWidth="3" />
        <circle cx="24" cy="24" r="4" fill="#ffb300" />
      </Box>
      {showName && (
        <Typography
          component="span"
          sx={{ fontWeight: 700, fontSize: size * 0.6, letterSpacing: 0.5, color: 'inherit', lineHeight: 1 }}
        >
          Huella
        </Typography>
      )}
    </Box>
  );
}
