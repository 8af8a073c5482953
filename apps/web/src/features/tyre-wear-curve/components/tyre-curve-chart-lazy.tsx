import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import type { TyreCurveChartProps } from './tyre-curve-chart';

const LazyChart = lazy(() => import('./tyre-curve-chart'));

/** The tyre's wear curve; ECharts loads on first use (a skeleton meanwhile). */
export function TyreCurveChart(props: TyreCurveChartProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={360} />}>
      <LazyChart {...props} />
    </Suspense>
  );
}
