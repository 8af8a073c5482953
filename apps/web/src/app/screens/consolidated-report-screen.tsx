import { ConsolidatedReportPage } from '../../features/consolidated-report/components/consolidated-report-page';
import { useStoredSession } from '../../lib/use-stored-session';

export function ConsolidatedReportScreen() {
  const session = useStoredSession();
  if (session.clientId === null) return null;
  return <ConsolidatedReportPage clientId={session.clientId} />;
}
