import { ReportAdministrationPage } from '../../features/report-approval/components/report-administration-page';
import { useStoredSession } from '../../lib/use-stored-session';

export function ReportAdministrationScreen() {
  const session = useStoredSession();
  if (session.clientId === null) return null;
  return <ReportAdministrationPage clientId={session.clientId} />;
}
