import type { ChartSlice, DashboardResponse } from '@huella/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatCount, ReportChart } from '../../../components/charts';
import { EmptyState } from '../../../components/empty-state';
import { ReportQuery } from '../../../components/reports/report-card';
import { type CardSpan, DashboardCard } from './dashboard-card';
import { ExportButton } from './export-button';

type Dashboard = DashboardResponse['success'];

interface FleetChart {
  key: string;
  title: string;
  subtitle: string;
  exportPath: string;
  progressText: string;
  span: CardSpan;
  /** 'Ver más' goes to the tyre list (spec 3 §2.1) for the cards that list tyres by a catalogue. */
  linksToTyres: boolean;
  draw: (data: Dashboard, title: string) => ReactNode;
}

const isEmpty = (slices: { cantidad: number }[]) => slices.every((slice) => slice.cantidad === 0);

/** The answer's slices; porcentaje when it sends one (else 'Ver datos' computes the share). */
type PieSlices = (Pick<ChartSlice, 'descripcion' | 'cantidad'> & { porcentaje?: number })[];

function Pie({ title, slices }: { title: string; slices: PieSlices }) {
  if (isEmpty(slices)) return <EmptyState />;
  return (
    <ReportChart
      kind="pie"
      title={title}
      categoryLabel="Descripción"
      slices={slices.map((slice) => ({
        name: slice.descripcion,
        value: slice.cantidad,
        percent: slice.porcentaje,
      }))}
      format={formatCount}
      integer
      height={260}
    />
  );
}

function Bars({
  title,
  slices,
  categoryLabel,
}: {
  title: string;
  slices: ChartSlice[];
  categoryLabel: string;
}) {
  if (isEmpty(slices)) return <EmptyState />;
  return (
    <ReportChart
      kind="bar"
      horizontal
      title={title}
      categoryLabel={categoryLabel}
      categories={slices.map((slice) => slice.descripcion)}
      series={[{ name: 'Neumáticos', data: slices.map((slice) => slice.cantidad) }]}
      format={formatCount}
      integer
      height={Math.max(220, slices.length * 28 + 40)}
    />
  );
}

export const FLEET_CHARTS: FleetChart[] = [
  {
    key: 'marcas',
    title: 'Neumáticos por marca',
    subtitle: 'Las 5 marcas con más neumáticos y OTROS',
    exportPath: '/excel/reporteneumaticospormarca',
    progressText: 'Exportando Neumáticos por marca...',
    span: { md: 1, lg: 2 },
    linksToTyres: false,
    draw: (data, title) => <Pie title={title} slices={data.marcas} />,
  },
  {
    key: 'condicion',
    title: 'Neumáticos por condición',
    subtitle: 'Nuevos y reencauchados',
    exportPath: '/excel/reporteneumaticosporcondicion',
    progressText: 'Exportando Neumáticos por condición...',
    span: { md: 1, lg: 2 },
    linksToTyres: false,
    draw: (data, title) => (
      <Pie
        title={title}
        slices={[
          { descripcion: 'Nuevo', cantidad: data.cantidadnuevos },
          { descripcion: 'Reencauchado', cantidad: data.cantidadreencauchados },
        ]}
      />
    ),
  },
  {
    key: 'estados',
    title: 'Neumáticos por estado',
    subtitle: 'Estado actual de cada neumático',
    exportPath: '/excel/reporteneumaticosporestado',
    progressText: 'Exportando Neumáticos por estado...',
    span: { md: 2, lg: 2 },
    linksToTyres: false,
    draw: (data, title) => <Pie title={title} slices={data.estados} />,
  },
  {
    key: 'modelos',
    title: 'Neumáticos por modelo y diseño',
    subtitle: 'Los 10 con más neumáticos y OTROS',
    exportPath: '/excel/reporteneumaticospormodeloydisenio',
    progressText: 'Exportando Neumáticos por modelo y diseño...',
    span: { md: 2, lg: 3 },
    linksToTyres: true,
    draw: (data, title) => <Bars title={title} slices={data.modelos} categoryLabel="Modelo / diseño" />,
  },
  {
    key: 'medidas',
    title: 'Neumáticos por medida',
    subtitle: 'Las 10 con más neumáticos y OTROS',
    exportPath: '/excel/reporteneumaticospormedida',
    progressText: 'Exportando Neumáticos por medida...',
    span: { md: 2, lg: 3 },
    linksToTyres: true,
    draw: (data, title) => <Bars title={title} slices={data.medidas} categoryLabel="Medida" />,
  },
];

export const SCRAP_CHART: FleetChart = {
  key: 'scrap',
  title: 'Neumáticos en scrap por año',
  subtitle: 'Últimos 5 años, por la fecha de scrap',
  exportPath: '/excel/reporteneumaticosenscrapporanio',
  progressText: 'Exportando Neumáticos en scrap por año...',
  span: { md: 2, lg: 2 },
  linksToTyres: false,
  draw: (data, title) =>
    isEmpty(data.neumaticosscrap) ? (
      <EmptyState />
    ) : (
      <ReportChart
        kind="bar"
        title={title}
        categoryLabel="Año"
        categories={data.neumaticosscrap.map((row) => String(row.anio))}
        series={[{ name: 'Neumáticos', data: data.neumaticosscrap.map((row) => row.cantidad) }]}
        format={formatCount}
        integer
        height={240}
      />
    ),
};

/** One of the cards drawn from home/reportesvistaprincipal: they share the one query and each shows its own state. */
export function FleetChartCard({
  clientId,
  chart,
  query,
  tyresPath,
}: {
  clientId: number;
  chart: FleetChart;
  query: UseQueryResult<DashboardResponse>;
  tyresPath: string | null;
}) {
  return (
    <DashboardCard
      title={chart.title}
      subtitle={chart.subtitle}
      span={chart.span}
      morePath={chart.linksToTyres ? tyresPath : null}
      actions={
        <ExportButton
          clientId={clientId}
          cardTitle={chart.title}
          exportFile={{ path: chart.exportPath, progressText: chart.progressText }}
        />
      }
    >
      <ReportQuery query={query} height={260}>
        {(data) => chart.draw(data.success, chart.title)}
      </ReportQuery>
    </DashboardCard>
  );
}
