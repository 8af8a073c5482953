import { ACTION, hasPermission } from '@huella/contracts';
import { useNavigate } from 'react-router';
import { NotFoundState } from '../../components/not-found-state';
import { useTyreScrap } from '../../features/scrap/api/get-tyre-scrap';
import { TyreScrapPage } from '../../features/scrap/components/tyre-scrap-page';
import { isNotFound } from '../../lib/api-client';
import { useMenu } from '../../lib/session/get-menu';
import { useRouteId } from '../../lib/use-route-id';
import { useStoredSession } from '../../lib/use-stored-session';
import { SCRAP_MENU } from './scrap-list-screen';

const NOT_FOUND = { message: 'Neumático no encontrado', backTo: '/neumaticos' };

/**
 * '/neumaticoreportescrap/{id}' (menu 75): saving a scrap adds a record to 'Neumáticos en SCRAP', so it needs add
 * there (76); its edit action needs edit there (spec 2 §6). Cancel goes back.
 */
export function TyreScrapScreen() {
  const session = useStoredSession();
  const tyreId = useRouteId();
  if (session.clientId === null) return null;
  if (tyreId === null) return <NotFoundState {...NOT_FOUND} />;
  return <TyreScrap key={tyreId} clientId={session.clientId} userId={session.userId} tyreId={tyreId} />;
}

function TyreScrap({
  clientId,
  userId,
  tyreId,
}: {
  clientId: number;
  userId: number | null;
  tyreId: number;
}) {
  const navigate = useNavigate();
  const menu = useMenu({ clientId, userId });
  const permissions = menu.data?.permissions ?? {};
  // The page's own query (same key, one request): a tyre that does not exist is the not-found state.
  const scrap = useTyreScrap(clientId, tyreId);
  if (isNotFound(scrap.error)) return <NotFoundState {...NOT_FOUND} />;
  return (
    <TyreScrapPage
      clientId={clientId}
      userId={userId}
      tyreId={tyreId}
      canAdd={hasPermission(permissions, SCRAP_MENU, ACTION.add)}
      canEdit={hasPermission(permissions, SCRAP_MENU, ACTION.edit)}
      onBack={() => void navigate(-1)}
    />
  );
}
