import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import type { WearCurveChartProps } from './wear-curve-chart';

const LazyChart = lazy(() => import('./wear-curve-chart'));

/** The wear curve chart; ECharts loads on first use (a skeleton meanwhile). */
export function WearCurveChart(props: WearCurveChartProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={360} />}>
      <LazyChart {...props} />
    </Suspense>
  );
}
