import {
  MARKETING_CONDITION,
  MARKETING_CONDITIONS,
  marketingFilter,
  type MarketingFilter,
} from '@huella/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import { Controller, useWatch, type Resolver } from 'react-hook-form';
import { FormDateField } from '../../../components/form-date-field';
import { FormTextField } from '../../../components/form-text-field';
import { ReportCard } from '../../../components/reports/report-card';
import { useAppForm } from '../../../lib/use-app-form';
import { useMarketingOptions } from '../api/get-marketing-options';
import { MultiSelectField } from './multi-select-field';

/** What the card holds: the condition code, dates as YYYY-MM-DD, [] = every value of a multi-select. */
export interface MarketingFormValues {
  condicion: number | '';
  fechainicio: string;
  fechafin: string;
  empresareencauchadora: number[];
  nsdminimo: number[];
  medida: number[];
  sector: number[];
  reporteagrupado: boolean;
}

// The contract takes unknown input (a select's string, '' for none) and gives the checked filter; the form's
// narrower values are among what it takes.
const filterResolver = zodResolver(marketingFilter) as unknown as Resolver<
  MarketingFormValues,
  unknown,
  MarketingFilter
>;

/**
 * The one filter card of the marketing reports (spec 3 §2.17, §5): condition, the period, and the optional
 * retreading companies, RTD min, sizes and sectors of the market, each «Todos» when empty. 'Consultar' checks
 * the card with the contract the server uses ('La fecha final debe ser mayor a la fecha inicial' under the end
 * date, and no query) and hands the checked filter on. `groupable`: the grouped reports' switch of
 * `reporteagrupado` (each group's shares add to 100 instead of the whole answer's).
 */
export function MarketingFilterCard({
  initial,
  groupable = false,
  onSubmit,
}: {
  initial: MarketingFormValues;
  groupable?: boolean;
  onSubmit: (filter: MarketingFilter) => void;
}) {
  const { control, handleSubmit } = useAppForm<MarketingFormValues, unknown, MarketingFilter>({
    resolver: filterResolver,
    defaultValues: initial,
  });
  // A new life has no retreader (docs/decisions/0042): with Nuevo the filter would answer nothing, so it is
  // off and not sent.
  const isNew = useWatch({ control, name: 'condicion' }) === MARKETING_CONDITION.nuevo;
  const submit = handleSubmit((filter) =>
    onSubmit(
      filter.condicion === MARKETING_CONDITION.nuevo ? { ...filter, empresareencauchadora: [] } : filter,
    ),
  );
  // Refused or failed, the lists are empty and every multi-select stays «Todos»: the report still works.
  const options = useMarketingOptions();
  const lists = options.data;

  return (
    <ReportCard title="Filtros">
      <Box
        component="form"
        role="search"
        aria-label="Filtros"
        noValidate
        onSubmit={(event) => void submit(event)}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(210px, 1fr))',
          alignItems: 'start',
        }}
      >
        <FormTextField select control={control} name="condicion" label="Condición" required>
          {MARKETING_CONDITIONS.map((condition) => (
            <MenuItem key={condition.id} value={condition.id} sx={{ minHeight: 44 }}>
              {condition.descripcion}
            </MenuItem>
          ))}
        </FormTextField>
        <FormDateField control={control} name="fechainicio" label="Fecha inicial" required />
        <FormDateField control={control} name="fechafin" label="Fecha final" required />
        <MultiSelectField
          control={control}
          name="empresareencauchadora"
          label="Empresa reencauchadora"
          options={lists?.empresas ?? []}
          loading={options.isPending}
          disabled={isNew}
          helperText={isNew ? 'Solo para neumáticos reencauchados' : undefined}
        />
        <MultiSelectField
          control={control}
          name="nsdminimo"
          label="RTD mínimo (mm)"
          options={lists?.nsdminimos ?? []}
          loading={options.isPending}
        />
        <MultiSelectField
          control={control}
          name="medida"
          label="Medida"
          options={lists?.medidas ?? []}
          loading={options.isPending}
        />
        <MultiSelectField
          control={control}
          name="sector"
          label="Segmentación"
          options={lists?.sectores ?? []}
          loading={options.isPending}
        />
        {groupable && (
          <Controller
            control={control}
            name="reporteagrupado"
            render={({ field }) => (
              <FormControlLabel
                label="Porcentaje por grupo"
                sx={{ minHeight: 56, ml: 0 }}
                control={
                  <Switch
                    name={field.name}
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                  />
                }
              />
            )}
          />
        )}
        <Button
          type="submit"
          variant="contained"
          startIcon={<SearchIcon />}
          sx={{ minHeight: 56, alignSelf: 'start', justifySelf: 'start' }}
        >
          Consultar
        </Button>
      </Box>
    </ReportCard>
  );
}
