import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import type { ChartSeries } from '../../../components/charts';

export interface StackedBarChartProps {
  /** The drawing's accessible name (the card carries the visible title). */
  title: string;
  /** Header of the first column of 'Ver datos'. */
  categoryLabel: string;
  /** One bar per category (a user). */
  categories: string[];
  /** One stacked part per series (an operation type), a value per category. */
  series: ChartSeries[];
  format: (value: number | null) => string;
}

const LazyView = lazy(() => import('./stacked-bar-chart-view'));

/** Horizontal stacked bars with 'Ver datos'; ECharts loads on first use (a skeleton meanwhile). */
export function StackedBarChart(props: StackedBarChartProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={260} />}>
      <LazyView {...props} />
    </Suspense>
  );
}
