import { RetreadedTyresPage } from '../../features/marketing-reports/components/retreaded-tyres-page';

export function MarketingRetreadedScreen() {
  return <RetreadedTyresPage />;
}
