import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled card of an indicator screen (table, chart, note). */
export function IndicatorSection({
  title,
  subtitle,
  children,
  flush = false,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Tables run edge to edge; charts and notes keep the padding. */
  flush?: boolean;
}) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ overflow: 'hidden' }}>
      <Box sx={{ px: 2.5, pt: 2, pb: flush ? 1.5 : 0 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {typeof subtitle === 'string' ? (
          <Typography variant="body2" color="text.secondary">
            {subtitle}
          </Typography>
        ) : (
          subtitle && <Box sx={{ mt: 1 }}>{subtitle}</Box>
        )}
      </Box>
      <Box sx={flush ? undefined : { p: 2.5, pt: 1.5 }}>{children}</Box>
    </Paper>
  );
}

/** The column of an indicator screen; the title's own bottom margin gives way to the column's gap. */
export const PAGE_LAYOUT = {
  display: 'flex',
  flexDirection: 'column',
  gap: 2.5,
  '& > :first-of-type': { mb: 0 },
} as const;
