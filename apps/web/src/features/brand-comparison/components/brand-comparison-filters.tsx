import {
  BRAND_COMPARISON_AXLES,
  BRAND_COMPARISON_CONDITIONS,
  BRAND_COMPARISON_COST_TYPES,
  BRAND_CONDITION,
  brandComparisonFilterForm,
  type BrandComparisonFilter,
  type BrandComparisonOptions,
  retreadLevelName,
} from '@huella/contracts';
import FilterListIcon from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { ReportCard } from '../../../components/reports/report-card';

/** What the card holds: '' is an unchosen (or «Todos») select, [] an empty multi-select. */
export interface BrandFilterValues {
  tipo_costo: number | '';
  condicion_neumatico: number | '';
  eje: number | '';
  aplicacion: number | '';
  modelos: number[];
  medidas: number[];
  disenios: number[];
  reencauches: number[];
}

export const EMPTY_FILTERS: BrandFilterValues = {
  tipo_costo: '',
  condicion_neumatico: '',
  eje: '',
  aplicacion: '',
  modelos: [],
  medidas: [],
  disenios: [],
  reencauches: [],
};

interface Option {
  id: number;
  descripcion: string;
}

/**
 * 'Filtrar neumáticos' (spec 3 §2.13, §4, §5): cost type and condition required (the contract's messages under
 * each), axle and application; model and size when the condition is not retreaded, design and retread level
 * when it is. 'Filtrar' hands the checked filters on; hidden filters are sent empty.
 */
export function BrandComparisonFilters({
  options,
  onSubmit,
}: {
  options: BrandComparisonOptions | undefined;
  onSubmit: (filters: BrandComparisonFilter) => void;
}) {
  const [values, setValues] = useState<BrandFilterValues>(EMPTY_FILTERS);
  const [errors, setErrors] = useState<Partial<Record<keyof BrandFilterValues, string>>>({});
  const retreaded = values.condicion_neumatico === BRAND_CONDITION.reencauchado;
  const set = <K extends keyof BrandFilterValues>(key: K, value: BrandFilterValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const sent = retreaded
      ? { ...values, modelos: [], medidas: [] }
      : { ...values, disenios: [], reencauches: [] };
    const result = brandComparisonFilterForm.safeParse(sent);
    if (!result.success) {
      const found: Partial<Record<keyof BrandFilterValues, string>> = {};
      for (const issue of result.error.issues) {
        const key = String(issue.path[0]) as keyof BrandFilterValues;
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    onSubmit(result.data);
  };

  const levels = (options?.reencauches ?? []).map((id) => ({ id, descripcion: retreadLevelName(id) }));
  return (
    <ReportCard title="Filtrar neumáticos">
      <Box
        component="form"
        role="search"
        aria-label="Filtrar neumáticos"
        noValidate
        onSubmit={submit}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(210px, 1fr))',
          alignItems: 'start',
        }}
      >
        <SingleSelect
          label="Tipo de costo"
          required
          value={values.tipo_costo}
          options={BRAND_COMPARISON_COST_TYPES}
          error={errors.tipo_costo}
          onChange={(value) => set('tipo_costo', value)}
        />
        <SingleSelect
          label="Condición"
          required
          value={values.condicion_neumatico}
          options={BRAND_COMPARISON_CONDITIONS}
          error={errors.condicion_neumatico}
          onChange={(value) => set('condicion_neumatico', value)}
        />
        <SingleSelect
          label="Eje"
          all="Todos"
          value={values.eje}
          options={BRAND_COMPARISON_AXLES}
          onChange={(value) => set('eje', value)}
        />
        <SingleSelect
          label="Tipo de aplicación"
          all="Todas"
          value={values.aplicacion}
          options={options?.aplicaciones ?? []}
          onChange={(value) => set('aplicacion', value)}
        />
        {retreaded ? (
          <>
            <MultiSelect
              label="Diseño"
              value={values.disenios}
              options={options?.disenios ?? []}
              onChange={(value) => set('disenios', value)}
            />
            <MultiSelect
              label="Número de reencauche"
              value={values.reencauches}
              options={levels}
              onChange={(value) => set('reencauches', value)}
            />
          </>
        ) : (
          <>
            <MultiSelect
              label="Modelo"
              value={values.modelos}
              options={(options?.modelos ?? []).map((item) => ({
                id: item.id,
                descripcion: `${item.descripcion} (${item.marca})`,
              }))}
              onChange={(value) => set('modelos', value)}
            />
            <MultiSelect
              label="Medida"
              value={values.medidas}
              options={options?.medidas ?? []}
              onChange={(value) => set('medidas', value)}
            />
          </>
        )}
        <Button type="submit" variant="contained" startIcon={<FilterListIcon />} sx={{ minHeight: 56 }}>
          Filtrar
        </Button>
      </Box>
    </ReportCard>
  );
}

function SingleSelect({
  label,
  value,
  options,
  onChange,
  required = false,
  all,
  error,
}: {
  label: string;
  value: number | '';
  options: readonly Option[];
  onChange: (value: number | '') => void;
  required?: boolean;
  all?: string;
  error?: string;
}) {
  return (
    <TextField
      select
      label={label}
      required={required}
      value={value}
      error={Boolean(error)}
      helperText={error ?? ' '}
      onChange={(event) => onChange(event.target.value === '' ? '' : Number(event.target.value))}
      slotProps={{ select: { displayEmpty: all !== undefined }, inputLabel: { shrink: true } }}
    >
      {all !== undefined ? (
        <MenuItem value="" sx={{ minHeight: 44 }}>
          {all}
        </MenuItem>
      ) : (
        <MenuItem value="" disabled sx={{ minHeight: 44 }}>
          Seleccione
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id} sx={{ minHeight: 44 }}>
          {option.descripcion}
        </MenuItem>
      ))}
    </TextField>
  );
}

function MultiSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: number[];
  options: readonly Option[];
  onChange: (value: number[]) => void;
}) {
  const names = new Map(options.map((option) => [option.id, option.descripcion]));
  return (
    <TextField
      select
      label={label}
      value={value}
      helperText={' '}
      onChange={(event) => {
        const picked = event.target.value as unknown as (number | string)[];
        onChange(picked.map(Number));
      }}
      slotProps={{
        inputLabel: { shrink: true },
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: (selected) => {
            const ids = selected as number[];
            return ids.length === 0 ? 'Todos' : ids.map((id) => names.get(id) ?? id).join(', ');
          },
        },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id} sx={{ minHeight: 44 }}>
          {option.descripcion}
        </MenuItem>
      ))}
    </TextField>
  );
}
