import { MONTH_NAMES, SCRAP_REPORT_MSG, type ScrapGrouping } from '@huella/contracts';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { formatCount, ReportChart } from '../../../components/charts';
import { PageTitle } from '../../../components/page-title';
import { HowCalculated } from '../../../components/reports/how-calculated';
import { ReportCard } from '../../../components/reports/report-card';
import { exportScrapReport, type MonthRange } from '../api/export-scrap-reports';
import { useScrapReport, type ScrapReport } from '../api/get-scrap-report';
import {
  currentYear,
  ExportExcelButton,
  FILTER_BAR,
  PAGE_LAYOUT,
  ReportAnswer,
  YearSelect,
} from '../../../components/reports/report-controls';
import { ScrapMonthTable } from './scrap-month-table';

interface GroupingText {
  title: string;
  subtitle: string;
  /** The table's first column and the chart's category ('Motivo', 'Marca'). */
  groupLabel: string;
  /** 'motivos', 'marcas'. */
  plural: string;
  /** 'por motivo', 'por marca'. */
  by: string;
  progressText: string;
  howCounted: ReactNode;
}

const TEXTS: Record<ScrapGrouping, GroupingText> = {
  motivo: {
    title: 'Scrap por motivo',
    subtitle: 'Neumáticos dados de baja en el año, por mes y motivo de retiro',
    groupLabel: 'Motivo',
    plural: 'motivos',
    by: 'por motivo',
    progressText: 'Exportando Scrap por Motivo...',
    howCounted: 'el motivo de retiro registrado en el scrap',
  },
  marca: {
    title: 'Scrap por marca',
    subtitle: 'Neumáticos dados de baja en el año, por mes y marca del neumático',
    groupLabel: 'Marca',
    plural: 'marcas',
    by: 'por marca',
    progressText: 'Exportando Scrap por Marca...',
    howCounted: 'la marca del neumático dado de baja',
  },
};

/** The year's empty answer says so (spec 3 §8 'No hay datos disponibles'). */
const emptyText = (report: ScrapReport) =>
  report.total === 0 ? (report.mensaje ?? 'No hay datos disponibles') : null;

/**
 * '/reportescrapmotivo' (84) and '/reportescrapmarca' (85), one layout (spec 3 §2.10): the year, the
 * month-by-reason (brand) table with its totals and shares, the year's share per reason and the scrap per month,
 * and the export (by reason: optionally only some months).
 */
export function ScrapMonthReport({ clientId, grouping }: { clientId: number; grouping: ScrapGrouping }) {
  const text = TEXTS[grouping];
  const [year, setYear] = useState(currentYear);
  const [months, setMonths] = useState<MonthRange>({ month1: 1, month2: 12 });
  const report = useScrapReport(clientId, grouping, year);
  const monthsValid = months.month1 <= months.month2;
  const caption = `${text.title} ${year}`;

  return (
    <Box sx={PAGE_LAYOUT}>
      <PageTitle
        title={text.title}
        subtitle={text.subtitle}
        actions={
          <ExportExcelButton
            progressText={text.progressText}
            disabled={!monthsValid}
            job={() =>
              exportScrapReport(clientId, grouping, year, grouping === 'motivo' ? months : undefined)
            }
          />
        }
      />

      <Paper variant="outlined" sx={FILTER_BAR} role="search" aria-label="Filtros">
        <YearSelect clientId={clientId} value={year} onChange={setYear} />
        {grouping === 'motivo' && (
          <>
            <MonthSelect
              label="Exportar desde"
              value={months.month1}
              onChange={(month1) => setMonths((range) => ({ ...range, month1 }))}
            />
            <MonthSelect
              label="Exportar hasta"
              value={months.month2}
              onChange={(month2) => setMonths((range) => ({ ...range, month2 }))}
              error={monthsValid ? undefined : SCRAP_REPORT_MSG.mesRango}
            />
          </>
        )}
      </Paper>

      <ReportAnswer query={report} emptyText={emptyText}>
        {(answer) => (
          <>
            <ReportCard
              title={`Scrap ${text.by} y mes, ${year}`}
              subtitle={`${formatCount(answer.total)} neumáticos dados de baja en el año`}
            >
              <ScrapMonthTable
                report={answer}
                grouping={grouping}
                groupLabel={text.groupLabel}
                caption={caption}
              />
            </ReportCard>
            <Box
              sx={{
                display: 'grid',
                gap: 2.5,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
              }}
            >
              <ReportCard title={`Participación ${text.by}`} subtitle="Porcentaje del total del año">
                <ReportChart
                  kind="pie"
                  title={`Participación ${text.by}, ${year}`}
                  categoryLabel={text.groupLabel}
                  slices={answer.grupos.map((group) => ({
                    name: group.descripcion,
                    value: group.total,
                    percent: group.porcentaje,
                  }))}
                  format={formatCount}
                  integer
                  height={320}
                />
              </ReportCard>
              <ReportCard title="Scrap por mes" subtitle="Neumáticos dados de baja cada mes">
                <ReportChart
                  kind="bar"
                  title={`Scrap por mes, ${year}`}
                  categoryLabel="Mes"
                  categoryAxisLabel={(month) => month.slice(0, 3)}
                  categories={answer.meses.map((month) => month.nombre)}
                  series={[{ name: 'Neumáticos', data: answer.meses.map((month) => month.total_mes) }]}
                  format={formatCount}
                  integer
                  height={320}
                />
              </ReportCard>
            </Box>
          </>
        )}
      </ReportAnswer>

      <Paper variant="outlined" sx={{ p: 1 }}>
        <HowCalculated>
          <ul>
            <li>
              <strong>Conteo</strong>: cada registro de scrap del cliente cuenta una vez, en el mes de su
              fecha de scrap y según {text.howCounted}.
            </li>
            <li>
              <strong>Total</strong>: la suma de los meses; la última fila suma{' '}
              {text.plural === 'motivos' ? 'todos los' : 'todas las'} {text.plural} de cada mes.
            </li>
            <li>
              <strong>%</strong> = total del {text.groupLabel.toLowerCase()} ÷ total del año × 100, con 2
              decimales. Los redondeos se reparten por el método del mayor residuo, así la columna suma
              exactamente 100.00 %. Por ejemplo, tres {text.plural} con 1 neumático cada uno → 33.34 %, 33.33
              % y 33.33 %.
            </li>
          </ul>
          {grouping === 'motivo' && (
            <Typography variant="body2">
              El Excel puede limitarse a un rango de meses con «Exportar desde» y «Exportar hasta».
            </Typography>
          )}
        </HowCalculated>
      </Paper>
    </Box>
  );
}

function MonthSelect({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: number;
  onChange: (month: number) => void;
  error?: string;
}) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
      error={Boolean(error)}
      helperText={error}
      sx={{ minWidth: 160, maxWidth: 320 }}
    >
      {MONTH_NAMES.map((name, index) => (
        <MenuItem key={name} value={index + 1} sx={{ minHeight: 44 }}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
}
