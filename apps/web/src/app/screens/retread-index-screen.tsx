import { RetreadIndexPage } from '../../features/indicators/components/retread-index-page';
import { useStoredSession } from '../../lib/use-stored-session';

export function RetreadIndexScreen() {
  const session = useStoredSession();
  if (session.clientId === null) return null;
  return <RetreadIndexPage clientId={session.clientId} />;
}
