import { ScrapLossesPage } from '../../features/scrap-reports/components/scrap-losses-page';
import { useStoredSession } from '../../lib/use-stored-session';

export function ScrapLossesScreen() {
  const session = useStoredSession();
  if (session.clientId === null) return null;
  return <ScrapLossesPage clientId={session.clientId} />;
}
