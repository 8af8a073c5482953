import { InspectedSizesPage } from '../../features/marketing-reports/components/inspected-sizes-page';

export function MarketingSizesScreen() {
  return <InspectedSizesPage />;
}
