import { RemnantByUnitPage } from '../../features/remnant-by-unit/components/remnant-by-unit-page';
import { useStoredSession } from '../../lib/use-stored-session';

export function RemnantByUnitScreen() {
  const session = useStoredSession();
  if (session.clientId === null) return null;
  return <RemnantByUnitPage clientId={session.clientId} />;
}
