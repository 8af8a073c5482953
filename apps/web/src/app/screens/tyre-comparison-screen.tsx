import { TyreComparisonPage } from '../../features/tyre-comparison/components/tyre-comparison-page';
import { useStoredSession } from '../../lib/use-stored-session';

export function TyreComparisonScreen() {
  const session = useStoredSession();
  if (session.clientId === null) return null;
  return <TyreComparisonPage clientId={session.clientId} />;
}
