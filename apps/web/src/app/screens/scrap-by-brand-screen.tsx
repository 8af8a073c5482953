import { ScrapByBrandPage } from '../../features/scrap-reports/components/scrap-by-brand-page';
import { useStoredSession } from '../../lib/use-stored-session';

export function ScrapByBrandScreen() {
  const session = useStoredSession();
  if (session.clientId === null) return null;
  return <ScrapByBrandPage clientId={session.clientId} />;
}
