import BusinessIcon from '@mui/icons-material/Business';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageTitle } from '../../../components/page-title';

export interface HomePageProps {
  userName: string;
  clientName: string | null;
  /** 'Primeros pasos' of a company still setting itself up (above the dashboard). */
  firstSteps?: ReactNode;
  /** The dashboard of the current year (or its skeleton while the menu loads). */
  dashboard?: ReactNode;
}

/** 'Sábado, 21 de noviembre de 2026': only the first letter is capitalised, as Spanish writes dates. */
function today() {
  const text = new Intl.DateTimeFormat('es-PE', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date());
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * '/home': greeting, the chosen client, 'Primeros pasos' while the company sets itself up, then the dashboard.
 * The shortcut cards that stood here repeated the drawer entry by entry; the dashboard took their place.
 */
export function HomePage({ userName, clientName, firstSteps, dashboard }: HomePageProps) {
  const firstName = userName.split(/\s+/)[0] ?? '';
  return (
    <Box sx={{ maxWidth: 1600, mx: 'auto' }}>
      <PageTitle title={firstName ? `Hola, ${firstName}` : 'Bienvenido'} subtitle={today()} />

      <Paper
        variant="outlined"
        sx={{
          p: 2,
          mb: 3,
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          borderLeft: 4,
          borderLeftColor: 'secondary.main',
        }}
      >
        <BusinessIcon color="primary" sx={{ fontSize: 36 }} aria-hidden />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="overline" color="text.secondary">
            Cliente
          </Typography>
          <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
            {clientName ?? <Skeleton width={220} />}
          </Typography>
        </Box>
      </Paper>

      {firstSteps}
      {dashboard}
    </Box>
  );
}
