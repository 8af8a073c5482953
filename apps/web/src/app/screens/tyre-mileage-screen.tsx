import { useNavigate } from 'react-router';
import { NotFoundState } from '../../components/not-found-state';
import { KmCorrectionButton } from '../../features/tyre-states/components/km-correction-button';
import { useTyreMileage } from '../../features/tyres/api/get-tyre-mileage';
import { TyreMileagePage } from '../../features/tyres/components/tyre-mileage-page';
import { isNotFound } from '../../lib/api-client';
import { useRouteId } from '../../lib/use-route-id';
import { useStoredSession } from '../../lib/use-stored-session';

const NOT_FOUND = { message: 'Neumático no encontrado', backTo: '/neumaticos' };

/**
 * '/neumaticoreportekilometro/{id}' (menu 75): Cancel goes to /neumaticos (spec 2 §2). 'Corregir km' fixes the
 * installation km of the tyre on its current vehicle (neumatico/edit/kilometraje).
 */
export function TyreMileageScreen() {
  const session = useStoredSession();
  const tyreId = useRouteId();
  if (session.clientId === null) return null;
  if (tyreId === null) return <NotFoundState {...NOT_FOUND} />;
  return <TyreMileage key={tyreId} clientId={session.clientId} userId={session.userId} tyreId={tyreId} />;
}

function TyreMileage({
  clientId,
  userId,
  tyreId,
}: {
  clientId: number;
  userId: number | null;
  tyreId: number;
}) {
  const navigate = useNavigate();
  // The page's own query (same key, one request): a tyre that does not exist is the not-found state.
  const mileage = useTyreMileage(clientId, tyreId);
  if (isNotFound(mileage.error)) return <NotFoundState {...NOT_FOUND} />;
  return (
    <TyreMileagePage
      clientId={clientId}
      tyreId={tyreId}
      onBack={() => void navigate('/neumaticos')}
      actions={<KmCorrectionButton clientId={clientId} userId={userId} tyreId={tyreId} />}
    />
  );
}
