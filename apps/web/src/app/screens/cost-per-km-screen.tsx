import { CostPerKmPage } from '../../features/indicators/components/cost-per-km-page';
import { useStoredSession } from '../../lib/use-stored-session';

export function CostPerKmScreen() {
  const session = useStoredSession();
  if (session.clientId === null) return null;
  return <CostPerKmPage clientId={session.clientId} />;
}
