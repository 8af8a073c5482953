import { TyrePerformancePage } from '../../features/marketing-reports/components/tyre-performance-page';

export function MarketingPerformanceScreen() {
  return <TyrePerformancePage />;
}
