import AssignmentTurnedInOutlinedIcon from '@mui/icons-material/AssignmentTurnedInOutlined';
import DirectionsBusOutlinedIcon from '@mui/icons-material/DirectionsBusOutlined';
import RuleOutlinedIcon from '@mui/icons-material/RuleOutlined';
import TireRepairOutlinedIcon from '@mui/icons-material/TireRepairOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { type CountKind, useCount } from '../api/get-count';

const COUNTERS: { kind: CountKind; label: string; hint: string; icon: ReactNode }[] = [
  {
    kind: 'vehiculos',
    label: 'Vehículos',
    hint: 'activos',
    icon: <DirectionsBusOutlinedIcon />,
  },
  {
    kind: 'neumaticos',
    label: 'Neumáticos',
    hint: 'sin contar los de scrap',
    icon: <TireRepairOutlinedIcon />,
  },
  {
    kind: 'criterios',
    label: 'Criterios de aceptación',
    hint: 'del año',
    icon: <RuleOutlinedIcon />,
  },
  {
    kind: 'reportes',
    label: 'Inspecciones',
    hint: 'finalizadas en el año',
    icon: <AssignmentTurnedInOutlinedIcon />,
  },
];

const integer = new Intl.NumberFormat('es-PE', { maximumFractionDigits: 0 });

function Counter({ clientId, kind, label, hint, icon }: (typeof COUNTERS)[number] & { clientId: number }) {
  const query = useCount(clientId, kind);
  return (
    <Paper
      variant="outlined"
      aria-label={label}
      role="group"
      sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2, minWidth: 0 }}
    >
      <Box
        aria-hidden
        sx={{
          p: 1.25,
          borderRadius: 2,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          display: 'flex',
        }}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h5" component="p" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
          {query.isPending ? <Skeleton width={60} /> : query.isError ? '—' : integer.format(query.data.total)}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {label}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {query.isError ? 'No se pudo cargar' : hint}
        </Typography>
      </Box>
    </Paper>
  );
}

/** The four counts above the cards (spec 3 §7 totalvehiculo, totalneumatico, totalcriterio, reportscount). */
export function CountersRow({ clientId }: { clientId: number }) {
  return (
    <Box
      sx={{
        gridColumn: '1 / -1',
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {COUNTERS.map((counter) => (
        <Counter key={counter.kind} clientId={clientId} {...counter} />
      ))}
    </Box>
  );
}
