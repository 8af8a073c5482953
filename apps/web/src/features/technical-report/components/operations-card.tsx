import {
  OPERATION_SERIES,
  type OperationSeries,
  type OperationsRequest,
  operationsRequest,
  type OperationsResponse,
} from '@huella/contracts';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { formatCount, ReportChart } from '../../../components/charts';
import { EmptyState } from '../../../components/empty-state';
import { FormDateField } from '../../../components/form-date-field';
import { MenuButton } from '../../../components/menu-button';
import { currentMonth } from '../../../components/reports/current-month';
import { ReportCard } from '../../../components/reports/report-card';
import { ReportAnswer } from '../../../components/reports/report-controls';
import { useSpreadsheetExport } from '../../../components/use-spreadsheet-export';
import { formatDate } from '../../../lib/format-date';
import { useAppForm } from '../../../lib/use-app-form';
import { exportOperations } from '../api/export-operations';
import { useProductivity } from '../api/get-productivity';
import { useOperations } from '../api/get-operations';
import { ClientField, contractResolver, FilterForm } from './filter-form';

interface OperationsForm {
  id_cliente: number | '';
  fecha_inicial: string;
  fecha_final: string;
  id_usuario: number | '';
}

const resolver = contractResolver<OperationsForm, OperationsRequest>(operationsRequest);

const SERIES_LABELS: Record<OperationSeries, string> = {
  neumaticos: 'Neumáticos',
  vehiculos: 'Vehículos',
  inspecciones: 'Inspecciones',
};
const SERIES_DATA: Record<OperationSeries, keyof OperationsResponse> = {
  neumaticos: 'data_neumaticos',
  vehiculos: 'data_vehiculos',
  inspecciones: 'data_inspecciones',
};
const EXPORTS = OPERATION_SERIES.map((key) => ({ key, label: SERIES_LABELS[key] }));

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The users to filter by: those who acted on the chosen client in the period typed (the productivity answer
 * lists them), so the list never offers a user with nothing to show.
 */
function useActingUsers(control: Control<OperationsForm, unknown, OperationsRequest>) {
  const [clientId, start, end] = useWatch({ control, name: ['id_cliente', 'fecha_inicial', 'fecha_final'] });
  const ready = clientId !== '' && DAY.test(start) && DAY.test(end) && start <= end;
  const productivity = useProductivity(
    ready ? { id_cliente: clientId, fecha_inicial: start, fecha_final: end } : null,
  );
  return { clientId, users: ready ? (productivity.data?.usuariosoperaciones ?? []) : [] };
}

/**
 * Operations per day (spec 3 §2.16): the tyre, vehicle and inspection actions on one client each day of the
 * period, optionally of one user; each series exports its actions.
 */
export function OperationsCard() {
  const [filters, setFilters] = useState<OperationsRequest | null>(null);
  const operations = useOperations(filters);
  const exporter = useSpreadsheetExport('Exportando Operaciones por día...');
  const { control, handleSubmit, setValue } = useAppForm<OperationsForm, unknown, OperationsRequest>({
    resolver,
    defaultValues: { id_cliente: '', ...currentMonth(), id_usuario: '' },
  });
  const { clientId, users } = useActingUsers(control);
  // Another client's users are not this one's.
  const shownClient = useRef(clientId);
  useEffect(() => {
    if (shownClient.current === clientId) return;
    shownClient.current = clientId;
    setValue('id_usuario', '');
  }, [clientId, setValue]);

  return (
    <ReportCard
      title="Operaciones por día"
      subtitle="Neumáticos, vehículos e inspecciones registrados cada día"
      actions={
        <MenuButton
          label="Exportar"
          icon={<FileDownloadIcon />}
          choices={EXPORTS}
          disabled={filters === null || exporter.isPending}
          onChoose={(series) => void (filters && exporter.run(() => exportOperations(filters, series)))}
        />
      }
    >
      <FilterForm label="Filtros de operaciones por día" onSubmit={handleSubmit(setFilters)}>
        <ClientField control={control} name="id_cliente" required />
        <FormDateField control={control} name="fecha_inicial" label="Fecha inicial" required />
        <FormDateField control={control} name="fecha_final" label="Fecha final" required />
        <Controller
          control={control}
          name="id_usuario"
          render={({ field, fieldState }) => (
            <TextField
              select
              label="Usuario"
              name={field.name}
              inputRef={field.ref}
              value={users.some((person) => person.id === field.value) ? field.value : ''}
              onChange={(event) =>
                field.onChange(event.target.value === '' ? '' : Number(event.target.value))
              }
              onBlur={field.onBlur}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? ' '}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="" sx={{ minHeight: 44 }}>
                Todos los usuarios
              </MenuItem>
              {users.map((person) => (
                <MenuItem key={person.id} value={person.id} sx={{ minHeight: 44 }}>
                  {person.nombre}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </FilterForm>
      {filters === null ? (
        <Paper variant="outlined">
          <EmptyState message="Seleccione un cliente y pulse Buscar" />
        </Paper>
      ) : (
        <ReportAnswer
          query={operations}
          emptyText={(answer) =>
            OPERATION_SERIES.some((series) =>
              (answer[SERIES_DATA[series]] as number[]).some((count) => count > 0),
            )
              ? null
              : 'No hay datos disponibles'
          }
        >
          {(answer) => (
            <ReportChart
              kind="line"
              title="Operaciones por día"
              categoryLabel="Fecha"
              categories={answer.fechas.map((day) => formatDate(day))}
              series={OPERATION_SERIES.map((series) => ({
                name: SERIES_LABELS[series],
                data: answer[SERIES_DATA[series]] as number[],
              }))}
              format={formatCount}
              integer
              height={300}
            />
          )}
        </ReportAnswer>
      )}
    </ReportCard>
  );
}
