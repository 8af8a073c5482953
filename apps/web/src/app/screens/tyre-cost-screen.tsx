import { ACTION, hasPermission } from '@huella/contracts';
import { useNavigate } from 'react-router';
import { NotFoundState } from '../../components/not-found-state';
import { useTyreCost } from '../../features/tyres/api/get-tyre-cost';
import { TyreCostPage } from '../../features/tyres/components/tyre-cost-page';
import { isNotFound } from '../../lib/api-client';
import { useMenu } from '../../lib/session/get-menu';
import { useRouteId } from '../../lib/use-route-id';
import { useStoredSession } from '../../lib/use-stored-session';
import { TYRES_MENU } from './tyres-screen';

const NOT_FOUND = { message: 'Neumático no encontrado', backTo: '/neumaticos' };

/** '/neumaticoreportecosto/{id}' (route id 0): editing a cost needs edit on the tyre report (75). */
export function TyreCostScreen() {
  const session = useStoredSession();
  const tyreId = useRouteId();
  if (session.clientId === null) return null;
  if (tyreId === null) return <NotFoundState {...NOT_FOUND} />;
  return <TyreCost key={tyreId} clientId={session.clientId} userId={session.userId} tyreId={tyreId} />;
}

function TyreCost({ clientId, userId, tyreId }: { clientId: number; userId: number | null; tyreId: number }) {
  const navigate = useNavigate();
  const menu = useMenu({ clientId, userId });
  // The page's own query (same key, one request): a tyre that does not exist is the not-found state.
  const cost = useTyreCost(clientId, tyreId);
  if (isNotFound(cost.error)) return <NotFoundState {...NOT_FOUND} />;
  return (
    <TyreCostPage
      clientId={clientId}
      tyreId={tyreId}
      canEdit={hasPermission(menu.data?.permissions ?? {}, TYRES_MENU, ACTION.edit)}
      // Spec 2 §2: Cancel goes back.
      onBack={() => void navigate(-1)}
    />
  );
}
