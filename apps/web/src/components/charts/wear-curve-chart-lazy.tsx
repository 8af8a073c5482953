import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import type { WearCurveChartProps } from './wear-curve-types';

const LazyWearCurveChart = lazy(() => import('./wear-curve-chart'));

/** A wear curve; ECharts loads on first use (a skeleton meanwhile). Screen tests replace this module. */
export function WearCurveChart(props: WearCurveChartProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={360} />}>
      <LazyWearCurveChart {...props} />
    </Suspense>
  );
}
