import { DetailedReportPage } from '../../features/detailed-report/components/detailed-report-page';
import { useStoredSession } from '../../lib/use-stored-session';

export function DetailedReportScreen() {
  const session = useStoredSession();
  if (session.clientId === null) return null;
  return <DetailedReportPage clientId={session.clientId} />;
}
