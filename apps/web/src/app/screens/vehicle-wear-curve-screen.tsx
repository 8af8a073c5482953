import { VehicleWearCurvePage } from '../../features/vehicle-wear-curve/components/vehicle-wear-curve-page';
import { useStoredSession } from '../../lib/use-stored-session';

export function VehicleWearCurveScreen() {
  const session = useStoredSession();
  if (session.clientId === null) return null;
  return <VehicleWearCurvePage clientId={session.clientId} />;
}
