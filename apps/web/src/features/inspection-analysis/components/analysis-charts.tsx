import { type AnalysisBar, type InspectionAnalysisForm, MONTH_NAMES } from '@huella/contracts';
import { formatNumber } from '@huella/domain';
import Box from '@mui/material/Box';
import { formatCount, ReportChart } from '../../../components/charts';
import { EmptyState } from '../../../components/empty-state';
import { ReportCard, ReportQuery } from '../../../components/reports/report-card';
import { type AnalysisKind, useInspectionAnalysis } from '../api/get-inspection-analysis';
import { useYearlyInspections } from '../api/get-yearly-inspections';

/** Millimetres with 1 decimal; the unit is in the series' name ('mm' on every tick crowded the axis). */
const formatMm = (value: number | null) => formatNumber(value, 'other');

interface PeriodChart {
  kind: AnalysisKind;
  title: string;
  subtitle: string;
  categoryLabel: string;
  seriesName: string;
}

const PERIOD_CHARTS: PeriodChart[] = [
  {
    kind: 'marcas',
    title: 'Marcas de neumáticos inspeccionadas',
    subtitle: 'Lecturas de neumáticos por marca',
    categoryLabel: 'Marca',
    seriesName: 'Lecturas',
  },
  {
    kind: 'disenios',
    title: 'Remanente por diseño',
    subtitle: 'NSD promedio (mm) de las lecturas de cada diseño; entre paréntesis, las lecturas',
    categoryLabel: 'Diseño (lecturas)',
    seriesName: 'NSD promedio (mm)',
  },
  {
    kind: 'tipos',
    title: 'Tipos de vehículo inspeccionados',
    subtitle: 'Vehículos distintos inspeccionados por tipo',
    categoryLabel: 'Tipo de vehículo',
    seriesName: 'Vehículos',
  },
];

function Bars({ chart, bars }: { chart: PeriodChart; bars: AnalysisBar[] }) {
  if (bars.length === 0) return <EmptyState />;
  const isDesign = chart.kind === 'disenios';
  return (
    <ReportChart
      kind="bar"
      horizontal
      title={chart.title}
      categoryLabel={chart.categoryLabel}
      categories={bars.map((bar) =>
        isDesign ? `${bar.descripcion} (${formatCount(bar.cantidad)})` : bar.descripcion,
      )}
      series={[{ name: chart.seriesName, data: bars.map((bar) => (isDesign ? bar.valor : bar.cantidad)) }]}
      format={isDesign ? formatMm : formatCount}
      integer={!isDesign}
      height={Math.max(240, bars.length * 28 + 48)}
    />
  );
}

function PeriodChartCard({
  clientId,
  chart,
  period,
}: {
  clientId: number;
  chart: PeriodChart;
  period: InspectionAnalysisForm;
}) {
  const query = useInspectionAnalysis(clientId, chart.kind, period);
  return (
    <ReportCard title={chart.title} subtitle={chart.subtitle}>
      <ReportQuery query={query} height={280}>
        {(data) => <Bars chart={chart} bars={data.datos} />}
      </ReportQuery>
    </ReportCard>
  );
}

function YearlyCard({ clientId, year }: { clientId: number; year: number }) {
  const query = useYearlyInspections(clientId, year);
  const title = `Inspecciones por mes ${year}`;
  return (
    <ReportCard title={title} subtitle="Inspecciones finalizadas en cada mes del año">
      <ReportQuery query={query} height={280}>
        {(data) =>
          data.datos.every((month) => month.cantidad === 0) ? (
            <EmptyState />
          ) : (
            <ReportChart
              kind="bar"
              title={title}
              categoryLabel="Mes"
              categories={data.datos.map((month) => month.nombre || MONTH_NAMES[month.mes - 1] || '')}
              categoryAxisLabel={(name) => name.slice(0, 3)}
              series={[{ name: 'Inspecciones', data: data.datos.map((month) => month.cantidad) }]}
              format={formatCount}
              integer
              height={280}
            />
          )
        }
      </ReportQuery>
    </ReportCard>
  );
}

/** The four charts of a consulted period (spec 3 §2.4); each loads and fails on its own. */
export function AnalysisCharts({ clientId, period }: { clientId: number; period: InspectionAnalysisForm }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {PERIOD_CHARTS.map((chart) => (
        <PeriodChartCard key={chart.kind} clientId={clientId} chart={chart} period={period} />
      ))}
      <YearlyCard clientId={clientId} year={period.year} />
    </Box>
  );
}
