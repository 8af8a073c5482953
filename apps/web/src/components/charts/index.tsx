import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import type { ReportChartProps } from './report-chart';

export type { ChartReferenceLine, ChartSeries, PieSlice } from './chart-types';
export type { ReportChartProps } from './report-chart';
export { CHART_PALETTE, paletteFor, seriesColour } from './palette';
export { formatCount, formatPercent } from './format';
export type { WearCurveChartProps, WearCurveLine } from './wear-curve-types';
export { WearCurve } from './wear-curve';

const LazyReportChart = lazy(() => import('./report-chart'));

/** A report chart with its 'Ver datos' table; ECharts loads on first use (a skeleton meanwhile). */
export function ReportChart(props: ReportChartProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={props.height ?? 300} />}>
      <LazyReportChart {...props} />
    </Suspense>
  );
}
