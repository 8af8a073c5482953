import { type ConsolidatedPeriod, consolidatedPeriodSchema, MONTH_NAMES } from '@huella/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { useReportYears } from '../../../lib/reports/get-report-years';
import { useAppForm } from '../../../lib/use-app-form';
import { useReportMonths } from '../../../lib/reports/get-report-months';

export interface PeriodFiltersProps {
  clientId: number;
  userId: number | null;
  /** The period first shown (and already consulted). */
  initial: ConsolidatedPeriod;
  onSubmit: (period: ConsolidatedPeriod) => void;
}

const MONTH_FIELDS = [
  { name: 'month1', label: 'Primer mes' },
  { name: 'month2', label: 'Último mes' },
] as const;

type FormValues = { year: number | ''; month1: number | ''; month2: number | '' };

/**
 * Year, first and last month (spec 3 §2.5, §4, §5). Changing the year empties both months (its months differ);
 * a last month before the first says so at the last month at once, and 'Consultar' does not query.
 */
export function PeriodFilters({ clientId, userId, initial, onSubmit }: PeriodFiltersProps) {
  const { control, handleSubmit, setValue, trigger, formState } = useAppForm({
    resolver: zodResolver(consolidatedPeriodSchema),
    defaultValues: initial as FormValues,
  });
  const year = useWatch({ control, name: 'year' }) as FormValues['year'];
  const month1 = useWatch({ control, name: 'month1' }) as FormValues['month1'];
  const month2 = useWatch({ control, name: 'month2' }) as FormValues['month2'];
  const years = useReportYears(clientId, userId);
  const months = useReportMonths(clientId, year === '' ? null : Number(year));

  const shownYear = useRef(year);
  useEffect(() => {
    if (shownYear.current === year) return;
    shownYear.current = year;
    setValue('month1', '');
    setValue('month2', '');
  }, [year, setValue]);

  // The order rule is said as soon as both months are chosen, not only after 'Consultar'.
  const { isSubmitted } = formState;
  useEffect(() => {
    if (month1 !== '' && month2 !== '') void trigger(isSubmitted ? undefined : 'month2');
  }, [month1, month2, trigger, isSubmitted]);

  const yearOptions = [...new Set([initial.year, ...(years.data?.anios ?? [])])].sort((a, b) => b - a);
  const monthOptions = months.data?.meses ?? [];
  // A month kept from before its year's list arrived is still offered, so the select reads it.
  const offered = (value: number | '') =>
    value === '' || monthOptions.some((month) => month.id === value) ? [] : [value];

  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      aria-label="Periodo del reporte"
      onSubmit={handleSubmit((values) => onSubmit(values))}
      sx={{
        p: 2,
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr)) auto' },
      }}
    >
      <FormTextField control={control} name="year" label="Año" select required>
        {yearOptions.map((option) => (
          <MenuItem key={option} value={option} sx={{ minHeight: 44 }}>
            {option}
          </MenuItem>
        ))}
      </FormTextField>
      {MONTH_FIELDS.map((field) => (
        <FormTextField
          key={field.name}
          control={control}
          name={field.name}
          label={field.label}
          select
          required
          disabled={year === '' || months.isPending}
        >
          {offered(field.name === 'month1' ? month1 : month2).map((id) => (
            <MenuItem key={`kept-${id}`} value={id} sx={{ minHeight: 44 }}>
              {MONTH_NAMES[id - 1]}
            </MenuItem>
          ))}
          {monthOptions.map((month) => (
            <MenuItem key={month.id} value={month.id} sx={{ minHeight: 44 }}>
              {month.nombre}
            </MenuItem>
          ))}
        </FormTextField>
      ))}
      <Box sx={{ display: 'flex', alignItems: 'center', minHeight: 56 }}>
        <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ minHeight: 44 }}>
          Consultar
        </Button>
      </Box>
    </Paper>
  );
}
