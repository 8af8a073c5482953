import { inspectionAnalysisForm, type InspectionAnalysisForm, MONTH_NAMES } from '@huella/contracts';
import { todayInLima } from '@huella/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { useAppForm } from '../../../lib/use-app-form';
import { useReportMonths } from '../../../lib/reports/get-report-months';
import { useReportYears } from '../../../lib/reports/get-report-years';

export interface AnalysisFiltersProps {
  clientId: number;
  userId: number | null;
  /** The period first shown (and already consulted). */
  initial: InspectionAnalysisForm;
  onSubmit: (period: InspectionAnalysisForm) => void;
}

const MONTH_FIELDS = [
  { name: 'mes_inicial', label: 'Mes inicial' },
  { name: 'mes_final', label: 'Mes final' },
] as const;

/** A year's default months: Enero to the current month for this year, all twelve for a past one. */
export function defaultPeriod(year: number): InspectionAnalysisForm {
  const [currentYear, currentMonth] = todayInLima().split('-').map(Number);
  return { year, mes_inicial: 1, mes_final: year === currentYear ? (currentMonth ?? 12) : 12 };
}

/**
 * Year, initial and final month (spec 3 §2.4, §4, §5): both months are required; changing the year resets them
 * to that year's default range (its months differ); an initial month after the final one clears the final.
 */
export function AnalysisFilters({ clientId, userId, initial, onSubmit }: AnalysisFiltersProps) {
  const { control, handleSubmit, setValue, getValues, formState } = useAppForm({
    resolver: zodResolver(inspectionAnalysisForm),
    defaultValues: {
      year: initial.year as number | '',
      mes_inicial: initial.mes_inicial as number | '',
      mes_final: initial.mes_final as number | '',
    },
  });
  const year = useWatch({ control, name: 'year' });
  const firstMonth = useWatch({ control, name: 'mes_inicial' });
  const years = useReportYears(clientId, userId);
  const months = useReportMonths(clientId, year === '' ? null : Number(year));

  const shownYear = useRef(year);
  useEffect(() => {
    if (shownYear.current === year) return;
    shownYear.current = year;
    const range = year === '' ? null : defaultPeriod(Number(year));
    setValue('mes_inicial', range?.mes_inicial ?? '');
    setValue('mes_final', range?.mes_final ?? '');
  }, [year, setValue]);

  useEffect(() => {
    const lastMonth = getValues('mes_final');
    if (firstMonth !== '' && lastMonth !== '' && Number(firstMonth) > Number(lastMonth))
      setValue('mes_final', '', { shouldValidate: formState.isSubmitted });
  }, [firstMonth, getValues, setValue, formState.isSubmitted]);

  const yearOptions = years.data?.anios ?? [initial.year];
  // Until the year's months arrive, its default range is offered, so the selected months read at once.
  const monthOptions =
    months.data?.meses ??
    (year === ''
      ? []
      : MONTH_NAMES.slice(0, defaultPeriod(Number(year)).mes_final).map((nombre, index) => ({
          id: index + 1,
          nombre,
        })));

  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      aria-label="Filtros del análisis"
      onSubmit={handleSubmit((values) => onSubmit(values))}
      sx={{
        p: 2,
        mb: 3,
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr)) auto' },
      }}
    >
      <FormTextField control={control} name="year" label="Año" select required>
        {yearOptions.map((option) => (
          <MenuItem key={option} value={option}>
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
          disabled={months.isPending}
        >
          {monthOptions.map((month) => (
            <MenuItem key={month.id} value={month.id}>
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
