import { TyreWearCurvePage } from '../../features/tyre-wear-curve/components/tyre-wear-curve-page';
import { useStoredSession } from '../../lib/use-stored-session';

export function TyreWearCurveScreen() {
  const session = useStoredSession();
  if (session.clientId === null) return null;
  return <TyreWearCurvePage clientId={session.clientId} />;
}
