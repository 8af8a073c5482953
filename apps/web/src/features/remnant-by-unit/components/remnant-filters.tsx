import { remnantByUnitFilterForm, type RemnantByUnitFilter } from '@huella/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import FilterListIcon from '@mui/icons-material/FilterList';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { Controller, useWatch, type Resolver } from 'react-hook-form';
import { FormDateField, INCOMPLETE_DATE } from '../../../components/form-date-field';
import { useAppForm } from '../../../lib/use-app-form';
import { useSessionInfo } from '../../../lib/session/get-session';
import { useVehicleOptions } from '../../vehicle-wear-curve/api/get-vehicle-options';

/** What the form holds: the plate as typed or picked ('' = every unit), dates as YYYY-MM-DD. */
export interface RemnantFormValues {
  placa: string;
  fecha_inicial: string;
  fecha_final: string;
}

const contractResolver = zodResolver(remnantByUnitFilterForm) as unknown as Resolver<
  RemnantFormValues,
  unknown,
  RemnantByUnitFilter
>;
/** A half-typed day stands in as a short non-date, so its message is the spec's and not a length rule. */
const NOT_A_DATE = 'incompleta';
const filterResolver: Resolver<RemnantFormValues, unknown, RemnantByUnitFilter> = (
  values,
  context,
  options,
) => {
  const day = (value: string) => (value === INCOMPLETE_DATE ? NOT_A_DATE : value);
  return contractResolver(
    { ...values, fecha_inicial: day(values.fecha_inicial), fecha_final: day(values.fecha_final) },
    context,
    options,
  );
};

// The big client has thousands of vehicles: the list shows the first 50 plates matching what was typed.
const filterPlates = createFilterOptions<string>({ limit: 50 });

/**
 * Spec 3 §2.9: the client (read-only), the period, the plate (picked from the client's vehicles or typed; empty
 * for every unit) and 'Filtrar remanente', disabled until the end date is set. The contract the server uses
 * checks the dates ('Por favor, ingresar una fecha igual o mayor a la primera fecha seleccionada').
 */
export function RemnantFilters({
  clientId,
  initial,
  onSubmit,
}: {
  clientId: number;
  initial: RemnantFormValues;
  onSubmit: (filters: RemnantByUnitFilter) => void;
}) {
  const { control, handleSubmit } = useAppForm<RemnantFormValues, unknown, RemnantByUnitFilter>({
    resolver: filterResolver,
    defaultValues: initial,
  });
  const end = useWatch({ control, name: 'fecha_final' });
  const info = useSessionInfo(clientId);
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
      <TextField
        label="Cliente"
        value={info.data?.cliente?.razon_social ?? ''}
        placeholder={info.isPending ? 'Cargando...' : undefined}
        slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
        sx={{ gridColumn: { sm: 'span 2' } }}
      />
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
        disabled={!end}
        sx={{ minHeight: 44, alignSelf: 'center', justifySelf: 'start' }}
      >
        Filtrar remanente
      </Button>
    </Paper>
  );
}
