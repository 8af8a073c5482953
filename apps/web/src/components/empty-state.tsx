import { MSG } from '@huella/contracts';
import InboxIcon from '@mui/icons-material/Inbox';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Empty list: the spec's 'No hay datos disponibles' unless a screen says something more specific. */
export function EmptyState({ message = MSG.noHayDatos, action }: { message?: string; action?: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1.5,
        py: 6,
        color: 'text.secondary',
      }}
    >
      <InboxIcon sx={{ fontSize: 48, opacity: 0.5 }} aria-hidden />
      <Typography variant="body1">{message}</Typography>
      {action}
    </Box>
  );
}
