import { type UsagePeriod, usagePeriodForm } from '@huella/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { FormDateField } from '../form-date-field';
import { useAppForm } from '../../lib/use-app-form';

/**
 * Fecha inicial, Fecha final and 'Buscar' of the usage reports (spec 3 §2.14, §2.15, §5): the contract the server
 * checks gives the messages ('La fecha inicial es requerida', 'La fecha final es requerida', the date order).
 * `actions` sit at the end of the bar (the screen's menus and exports).
 */
export function UsagePeriodFilters({
  initial,
  onSubmit,
  actions,
}: {
  initial: UsagePeriod;
  onSubmit: (period: UsagePeriod) => void;
  actions?: ReactNode;
}) {
  const { control, handleSubmit } = useAppForm({
    resolver: zodResolver(usagePeriodForm),
    defaultValues: initial,
  });
  return (
    <Paper
      variant="outlined"
      component="form"
      role="search"
      aria-label="Filtros"
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
    >
      <Box sx={{ width: { xs: '100%', sm: 210 } }}>
        <FormDateField control={control} name="fecha_inicial" label="Fecha inicial" required />
      </Box>
      <Box sx={{ width: { xs: '100%', sm: 210 } }}>
        <FormDateField control={control} name="fecha_final" label="Fecha final" required />
      </Box>
      <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ minHeight: 44, mt: 0.75 }}>
        Buscar
      </Button>
      {actions && <Box sx={{ display: 'flex', gap: 1, mt: 0.75, ml: { sm: 'auto' } }}>{actions}</Box>}
    </Paper>
  );
}
