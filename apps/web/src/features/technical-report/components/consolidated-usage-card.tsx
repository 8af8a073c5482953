import {
  type ConsolidatedUsageRequest,
  consolidatedUsageRequest,
  type ConsolidatedUsageResponse,
  MONTH_NAMES,
  REPORT_FIRST_YEAR,
} from '@huella/contracts';
import { todayInLima } from '@huella/domain';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { formatCount, ReportChart } from '../../../components/charts';
import { MenuButton } from '../../../components/menu-button';
import { HowCalculated } from '../../../components/reports/how-calculated';
import { ReportCard } from '../../../components/reports/report-card';
import { ReportAnswer } from '../../../components/reports/report-controls';
import { useSpreadsheetExport } from '../../../components/use-spreadsheet-export';
import { useAppForm } from '../../../lib/use-app-form';
import { exportConsolidatedUsage } from '../api/export-consolidated-usage';
import { useConsolidatedDownloads } from '../api/get-consolidated-downloads';
import { useConsolidatedSearches } from '../api/get-consolidated-searches';
import { ClientField, contractResolver, FilterForm } from './filter-form';

interface ConsolidatedUsageForm {
  id_cliente: number | '';
  anio: number | '';
  mes: number | '';
}

const resolver = contractResolver<ConsolidatedUsageForm, ConsolidatedUsageRequest>(consolidatedUsageRequest);
const EXPORTS = [
  { key: 'resumen', label: 'Resumen por periodo' },
  { key: 'detalles', label: 'Detalle de búsquedas y descargas' },
] as const;

/** Spec 3 §9: the usage charts' years run from 2018 to the current one (Lima's), newest first. */
function yearOptions(): number[] {
  const current = Number(todayInLima().slice(0, 4));
  return Array.from({ length: current - REPORT_FIRST_YEAR + 1 }, (_, index) => current - index);
}

function UsageChart({
  title,
  query,
  byDay,
}: {
  title: string;
  query: UseQueryResult<ConsolidatedUsageResponse>;
  byDay: boolean;
}) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <ReportAnswer
        query={query}
        emptyText={(answer) =>
          answer.data.some((point) => point.total > 0) ? null : 'No hay datos disponibles'
        }
      >
        {(answer) => (
          <ReportChart
            kind="bar"
            title={title}
            categoryLabel={byDay ? 'Día' : 'Mes'}
            categories={answer.data.map((point) => point.nombre)}
            series={[{ name: title, data: answer.data.map((point) => point.total) }]}
            format={formatCount}
            integer
            categoryAxisLabel={byDay ? undefined : (month) => month.slice(0, 3)}
            height={260}
          />
        )}
      </ReportAnswer>
    </Box>
  );
}

/**
 * Searches and downloads of the consolidated report (spec 3 §2.16, §4): per month of a year (2018 to now), or
 * per day of one month; the month is chosen only once a year is, and a new year clears it.
 */
export function ConsolidatedUsageCard() {
  const [filters, setFilters] = useState<ConsolidatedUsageRequest>(() => ({
    id_cliente: null,
    anio: Number(todayInLima().slice(0, 4)),
    mes: null,
  }));
  const searches = useConsolidatedSearches(filters);
  const downloads = useConsolidatedDownloads(filters);
  const exporter = useSpreadsheetExport('Exportando Búsquedas y descargas...');
  const { control, handleSubmit, setValue } = useAppForm<
    ConsolidatedUsageForm,
    unknown,
    ConsolidatedUsageRequest
  >({
    resolver,
    defaultValues: { id_cliente: '', anio: filters.anio, mes: '' },
  });
  const year = useWatch({ control, name: 'anio' });
  const byDay = filters.mes != null;

  return (
    <ReportCard
      title="Búsquedas y descargas del reporte consolidado"
      subtitle={
        byDay
          ? `Por día de ${MONTH_NAMES[(filters.mes ?? 1) - 1] ?? ''} de ${filters.anio}`
          : `Por mes de ${filters.anio}`
      }
      actions={
        <MenuButton
          label="Exportar"
          icon={<FileDownloadIcon />}
          choices={[...EXPORTS]}
          disabled={exporter.isPending}
          onChoose={(kind) =>
            void exporter.run(() => exportConsolidatedUsage(filters, kind === 'detalles' ? 'detalles' : ''))
          }
        />
      }
      footer={
        <HowCalculated>
          <p>
            Una búsqueda es cada consulta de los datos del reporte consolidado de un periodo; una descarga,
            cada PDF del reporte generado. Se cuentan por mes del año elegido (o por día del mes elegido), en
            días de Lima.
          </p>
        </HowCalculated>
      }
    >
      <FilterForm label="Filtros de búsquedas y descargas" onSubmit={handleSubmit(setFilters)}>
        <ClientField control={control} name="id_cliente" />
        <Controller
          control={control}
          name="anio"
          render={({ field, fieldState }) => (
            <TextField
              select
              label="Año"
              required
              name={field.name}
              inputRef={field.ref}
              value={field.value}
              onChange={(event) => {
                field.onChange(event.target.value === '' ? '' : Number(event.target.value));
                // Spec 3 §4: changing the year resets the month.
                setValue('mes', '');
              }}
              onBlur={field.onBlur}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? ' '}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="" sx={{ minHeight: 44 }}>
                Seleccione un año
              </MenuItem>
              {yearOptions().map((option) => (
                <MenuItem key={option} value={option} sx={{ minHeight: 44 }}>
                  {option}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={control}
          name="mes"
          render={({ field, fieldState }) => (
            <TextField
              select
              label="Mes"
              disabled={year === ''}
              name={field.name}
              inputRef={field.ref}
              value={field.value}
              onChange={(event) =>
                field.onChange(event.target.value === '' ? '' : Number(event.target.value))
              }
              onBlur={field.onBlur}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? (year === '' ? 'Elija primero un año' : ' ')}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="" sx={{ minHeight: 44 }}>
                Todo el año
              </MenuItem>
              {MONTH_NAMES.map((name, index) => (
                <MenuItem key={name} value={index + 1} sx={{ minHeight: 44 }}>
                  {name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </FilterForm>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' },
        }}
      >
        <UsageChart title="Búsquedas" query={searches} byDay={byDay} />
        <UsageChart title="Descargas" query={downloads} byDay={byDay} />
      </Box>
    </ReportCard>
  );
}
