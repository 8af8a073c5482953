import { BrandComparisonPage } from '../../features/brand-comparison/components/brand-comparison-page';
import { useStoredSession } from '../../lib/use-stored-session';

export function BrandComparisonScreen() {
  const session = useStoredSession();
  if (session.clientId === null) return null;
  return <BrandComparisonPage clientId={session.clientId} />;
}
