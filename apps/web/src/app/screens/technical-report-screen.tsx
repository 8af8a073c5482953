import { TechnicalReportPage } from '../../features/technical-report/components/technical-report-page';

/** Client-less (internal): the clients are chosen in each card's filters. */
export function TechnicalReportScreen() {
  return <TechnicalReportPage />;
}
