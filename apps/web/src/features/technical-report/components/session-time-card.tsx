import type { SessionTimeRequest } from '@huella/contracts';
import { sessionTimeRequest } from '@huella/contracts';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { useState } from 'react';
import { ReportChart } from '../../../components/charts';
import { FormDateField } from '../../../components/form-date-field';
import { MenuButton } from '../../../components/menu-button';
import { currentMonth } from '../../../components/reports/current-month';
import { HowCalculated } from '../../../components/reports/how-calculated';
import { ReportCard } from '../../../components/reports/report-card';
import { ReportAnswer } from '../../../components/reports/report-controls';
import { useSpreadsheetExport } from '../../../components/use-spreadsheet-export';
import { useAppForm } from '../../../lib/use-app-form';
import { exportSessionTime } from '../api/export-session-time';
import { useSessionTime } from '../api/get-session-time';
import { ClientField, contractResolver, FilterForm } from './filter-form';
import { formatDuration } from './format-duration';
import { uniqueLabels } from './unique-labels';

interface SessionTimeForm {
  id_cliente: number | '';
  fecha_inicial: string;
  fecha_final: string;
}

const resolver = contractResolver<SessionTimeForm, SessionTimeRequest>(sessionTimeRequest);
const EXPORTS = [
  { key: 'resumen', label: 'Resumen por usuario' },
  { key: 'detalles', label: 'Detalle de ingresos' },
] as const;

/**
 * Session time per user (spec 3 §2.16): the seconds each user spent inside clients in the period (all the
 * clients the user may see, or one), drawn as hh:mm:ss; the export has the summary or each entry.
 */
export function SessionTimeCard() {
  const [filters, setFilters] = useState<SessionTimeRequest>(() => ({ id_cliente: null, ...currentMonth() }));
  const time = useSessionTime(filters);
  const exporter = useSpreadsheetExport('Exportando Tiempo de sesión...');
  const { control, handleSubmit } = useAppForm<SessionTimeForm, unknown, SessionTimeRequest>({
    resolver,
    defaultValues: { id_cliente: '', ...currentMonth() },
  });
  return (
    <ReportCard
      title="Tiempo de sesión por usuario"
      subtitle="Tiempo dentro de los clientes en el periodo (hh:mm:ss)"
      actions={
        <MenuButton
          label="Exportar"
          icon={<FileDownloadIcon />}
          choices={[...EXPORTS]}
          disabled={exporter.isPending}
          onChoose={(kind) =>
            void exporter.run(() => exportSessionTime(filters, kind === 'detalles' ? 'detalles' : ''))
          }
        />
      }
      footer={
        <HowCalculated>
          <p>
            Tiempo de un usuario = la suma de los segundos de cada ingreso a un cliente (desde que lo elige
            hasta su última actividad) con fecha de ingreso en el periodo, en días de Lima; se muestra como
            horas:minutos:segundos.
          </p>
        </HowCalculated>
      }
    >
      <FilterForm label="Filtros del tiempo de sesión" onSubmit={handleSubmit(setFilters)}>
        <ClientField control={control} name="id_cliente" />
        <FormDateField control={control} name="fecha_inicial" label="Fecha inicial" required />
        <FormDateField control={control} name="fecha_final" label="Fecha final" required />
      </FilterForm>
      <ReportAnswer
        query={time}
        emptyText={(answer) => (answer.data.length ? null : 'No hay datos disponibles')}
      >
        {(answer) => (
          <ReportChart
            kind="bar"
            horizontal
            title="Tiempo de sesión por usuario"
            categoryLabel="Usuario"
            categories={uniqueLabels(answer.data.map((row) => ({ name: row.nombre, detail: row.email })))}
            series={[{ name: 'Tiempo (hh:mm:ss)', data: answer.data.map((row) => row.segundos) }]}
            format={formatDuration}
            height={Math.max(220, answer.data.length * 28 + 60)}
          />
        )}
      </ReportAnswer>
    </ReportCard>
  );
}
