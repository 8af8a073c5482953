import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A table cell of two lines, the value and a caption under it, so the lists fit 1366 px without scrolling. */
export function TwoLines({ primary, secondary }: { primary: ReactNode; secondary: ReactNode }) {
  return (
    <Box sx={{ lineHeight: 1.25, py: 0.5, minWidth: 0 }}>
      <Typography variant="body2" noWrap>
        {primary}
      </Typography>
      <Typography variant="caption" color="text.secondary" noWrap component="div">
        {secondary}
      </Typography>
    </Box>
  );
}
