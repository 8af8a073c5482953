import {
  SCRAP_LOSS_CONDITION_LABELS,
  SCRAP_LOSS_CONDITIONS,
  scrapLossFilterForm,
  type ScrapLossFilter,
} from '@huella/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import FilterListIcon from '@mui/icons-material/FilterList';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { Controller, useWatch, type Control, type Resolver } from 'react-hook-form';
import { FormDateField } from '../../../components/form-date-field';
import { useAppForm } from '../../../lib/use-app-form';
import { useTyreCatalog } from '../../tyre-catalog/api/get-tyre-catalog';

/** What the form holds: '' is «Todos» in each select, dates as YYYY-MM-DD. */
export interface ScrapLossFormValues {
  id_marca: number | '';
  id_modelo: number | '';
  id_medida: number | '';
  condicion: string;
  fecha_inicial: string;
  fecha_final: string;
}

// The schema's selects take unknown input ('' or an id, turned into null or the id): the form's own narrower
// values are among those, so its resolver is typed with them.
const filterResolver = zodResolver(scrapLossFilterForm) as unknown as Resolver<
  ScrapLossFormValues,
  unknown,
  ScrapLossFilter
>;

interface Option {
  value: number | string;
  label: string;
}

/**
 * The filters of spec 3 §2.11 and §5: brand, model (of the chosen brand), size, condition and both dates, checked
 * by the contract the server uses ('Por favor, ingresar fechas válidas', the end not before the start), each
 * message under its field. 'Consultar' hands the checked filters to the table.
 */
export function ScrapLossFilters({
  clientId,
  initial,
  onSubmit,
}: {
  clientId: number;
  initial: ScrapLossFormValues;
  onSubmit: (filters: ScrapLossFilter) => void;
}) {
  const { control, handleSubmit, setValue } = useAppForm<ScrapLossFormValues, unknown, ScrapLossFilter>({
    resolver: filterResolver,
    defaultValues: initial,
  });
  // The catalogue may be refused (no tyre permission): the selects then offer «Todos» only.
  const catalog = useTyreCatalog(clientId);
  const brand = useWatch({ control, name: 'id_marca' });
  const options = useMemo(() => {
    const data = catalog.data;
    return {
      brands: (data?.marcas ?? []).map((item) => ({ value: item.id, label: item.descripcion })),
      models: (data?.modelos ?? [])
        .filter((item) => brand === '' || item.id_marca === brand)
        .map((item) => ({
          value: item.id,
          label: brand === '' ? `${item.descripcion} (${item.marca})` : item.descripcion,
        })),
      sizes: (data?.medidas ?? []).map((item) => ({ value: item.id, label: item.descripcion })),
    };
  }, [catalog.data, brand]);

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
        gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
        alignItems: 'start',
      }}
    >
      <SelectField
        control={control}
        name="id_marca"
        label="Marca"
        all="Todas"
        options={options.brands}
        onPicked={() => setValue('id_modelo', '')}
      />
      <SelectField control={control} name="id_modelo" label="Modelo" all="Todos" options={options.models} />
      <SelectField control={control} name="id_medida" label="Medida" all="Todas" options={options.sizes} />
      <SelectField
        control={control}
        name="condicion"
        label="Condición"
        all="Todas"
        options={SCRAP_LOSS_CONDITIONS.map((code) => ({
          value: code,
          label: SCRAP_LOSS_CONDITION_LABELS[code],
        }))}
      />
      <FormDateField control={control} name="fecha_inicial" label="Fecha inicial" required />
      <FormDateField control={control} name="fecha_final" label="Fecha final" required />
      <Button
        type="submit"
        variant="contained"
        startIcon={<FilterListIcon />}
        sx={{ minHeight: 44, alignSelf: 'center', justifySelf: 'start' }}
      >
        Consultar
      </Button>
    </Paper>
  );
}

function SelectField({
  control,
  name,
  label,
  all,
  options,
  onPicked,
}: {
  control: Control<ScrapLossFormValues, unknown, ScrapLossFilter>;
  name: 'id_marca' | 'id_modelo' | 'id_medida' | 'condicion';
  label: string;
  /** The «every value» option: 'Todas', 'Todos'. */
  all: string;
  options: Option[];
  onPicked?: () => void;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          label={label}
          name={field.name}
          inputRef={field.ref}
          value={field.value}
          onBlur={field.onBlur}
          onChange={(event) => {
            const raw = event.target.value;
            field.onChange(name === 'condicion' || raw === '' ? raw : Number(raw));
            onPicked?.();
          }}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          // «Todas» is the empty value: shown as chosen, not as an empty field.
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="" sx={{ minHeight: 44 }}>
            {all}
          </MenuItem>
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value} sx={{ minHeight: 44 }}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
