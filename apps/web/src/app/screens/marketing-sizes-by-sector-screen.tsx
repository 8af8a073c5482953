import { SizesBySectorPage } from '../../features/marketing-reports/components/sizes-by-sector-page';

export function MarketingSizesBySectorScreen() {
  return <SizesBySectorPage />;
}
