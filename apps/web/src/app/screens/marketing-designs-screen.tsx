import { DesignsByCompanyPage } from '../../features/marketing-reports/components/designs-by-company-page';

export function MarketingDesignsScreen() {
  return <DesignsByCompanyPage />;
}
