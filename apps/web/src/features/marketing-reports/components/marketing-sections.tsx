import { retreadLevelName } from '@huella/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { todayInLima } from '@huella/domain';
import { useId, type ReactNode } from 'react';
import type { MarketingFormValues } from './marketing-filter-card';

/** The card opens on this year so far (Lima), retreaded tyres, every company, RTD, size and sector. */
export function initialMarketingValues(reporteagrupado = false): MarketingFormValues {
  const today = todayInLima();
  return {
    condicion: 0,
    fechainicio: `${today.slice(0, 4)}-01-01`,
    fechafin: today,
    empresareencauchadora: [],
    nsdminimo: [],
    medida: [],
    sector: [],
    reporteagrupado,
  };
}

/** Spec 3 §4 condition codes in words: N new, 1 to 6 the retread, R more than 6. */
export function conditionName(code: string): string {
  if (code === 'N') return 'Nuevo';
  if (code === 'R') return 'Más de 6 reencauches';
  const level = Number(code);
  return Number.isInteger(level) && level > 0 ? retreadLevelName(level) : code;
}

/** A titled block inside the results card (a table, a chart), named for assistive technology. */
export function ResultSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ minWidth: 0 }}>
      <Typography id={id} variant="subtitle2" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Two columns from a laptop up, one on a tablet: nothing is cut off at 820 or 1366 px. */
export const RESULT_GRID = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
  alignItems: 'start',
} as const;
