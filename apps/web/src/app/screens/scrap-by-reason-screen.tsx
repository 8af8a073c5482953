import { ScrapByReasonPage } from '../../features/scrap-reports/components/scrap-by-reason-page';
import { useStoredSession } from '../../lib/use-stored-session';

export function ScrapByReasonScreen() {
  const session = useStoredSession();
  if (session.clientId === null) return null;
  return <ScrapByReasonPage clientId={session.clientId} />;
}
