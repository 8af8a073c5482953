import { type DetailedReportFilter, detailedReportFilterForm } from '@huella/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import FilterListIcon from '@mui/icons-material/FilterList';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { Controller, type Resolver } from 'react-hook-form';
import { FormDateField, INCOMPLETE_DATE } from '../../../components/form-date-field';
import { useAppForm } from '../../../lib/use-app-form';
import { useVehicleOptions } from '../../vehicle-wear-curve/api/get-vehicle-options';

/** What the form holds: dates as YYYY-MM-DD, the plate as typed or picked ('' = every unit). */
export interface DetailedFormValues {
  fecha_inicial: string;
  fecha_final: string;
  placa: string;
}

const contractResolver = zodResolver(detailedReportFilterForm) as unknown as Resolver<
  DetailedFormValues,
  unknown,
  DetailedReportFilter
>;
/** A half-typed day stands in as a non-date, so its message is 'Por favor, ingresar fechas válidas'. */
const filterResolver: Resolver<DetailedFormValues, unknown, DetailedReportFilter> = (
  values,
  context,
  options,
) => {
  const day = (value: string) => (value === INCOMPLETE_DATE ? 'incompleta' : value);
  return contractResolver(
    { ...values, fecha_inicial: day(values.fecha_inicial), fecha_final: day(values.fecha_final) },
    context,
    options,
  );
};

// The big client has thousands of vehicles: the list shows the first 50 plates matching what was typed.
const filterPlates = createFilterOptions<string>({ limit: 50 });

/**
 * The period (the contract the server uses checks the order and the 12 months) and the plate (contains, any
 * case; empty for every unit), then 'Filtrar'.
 */
export function DetailedFilters({
  clientId,
  initial,
  onSubmit,
}: {
  clientId: number;
  initial: DetailedFormValues;
  onSubmit: (filters: DetailedReportFilter) => void;
}) {
  const { control, handleSubmit } = useAppForm<DetailedFormValues, unknown, DetailedReportFilter>({
    resolver: filterResolver,
    defaultValues: initial,
  });
  const vehicles = useVehicleOptions(clientId);
  const plates = useMemo(
    () => [...new Set((vehicles.data?.data ?? []).map((vehicle) => vehicle.placa))].sort(),
    [vehicles.data],
  );

  return (
    <Paper
      variant="outlined"
      component="form"
      role="search"
      aria-label="Filtros"
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      sx={{
        p: 2,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(210px, 1fr))',
        alignItems: 'start',
      }}
    >
      <FormDateField control={control} name="fecha_inicial" label="Fecha inicial" required />
      <FormDateField control={control} name="fecha_final" label="Fecha final" required />
      <Controller
        control={control}
        name="placa"
        render={({ field, fieldState }) => (
          <Autocomplete
            freeSolo
            autoSelect
            options={plates}
            filterOptions={filterPlates}
            loading={vehicles.isPending}
            value={field.value}
            inputValue={field.value}
            onInputChange={(_, value) => field.onChange(value)}
            onChange={(_, value) => field.onChange(value ?? '')}
            loadingText="Cargando vehículos..."
            slotProps={{ listbox: { sx: { '& .MuiAutocomplete-option': { minHeight: 44 } } } }}
            renderInput={(params) => (
              <TextField
                {...params}
                name={field.name}
                inputRef={field.ref}
                onBlur={field.onBlur}
                label="Placa"
                placeholder="Todas las unidades"
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                slotProps={{
                  ...params.slotProps,
                  inputLabel: { ...params.slotProps?.inputLabel, shrink: true },
                }}
              />
            )}
          />
        )}
      />
      <Button
        type="submit"
        variant="contained"
        startIcon={<FilterListIcon />}
        sx={{ minHeight: 44, alignSelf: 'center', justifySelf: 'start' }}
      >
        Filtrar
      </Button>
    </Paper>
  );
}
