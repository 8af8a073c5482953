import { InspectionAnalysisPage } from '../../features/inspection-analysis/components/inspection-analysis-page';
import { useStoredSession } from '../../lib/use-stored-session';

export function InspectionAnalysisScreen() {
  const session = useStoredSession();
  if (session.clientId === null) return null;
  return <InspectionAnalysisPage clientId={session.clientId} userId={session.userId} />;
}
