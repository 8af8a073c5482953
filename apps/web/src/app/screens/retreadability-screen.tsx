import { RetreadabilityPage } from '../../features/indicators/components/retreadability-page';
import { useStoredSession } from '../../lib/use-stored-session';

export function RetreadabilityScreen() {
  const session = useStoredSession();
  if (session.clientId === null) return null;
  return <RetreadabilityPage clientId={session.clientId} />;
}
