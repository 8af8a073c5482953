import { ACTION, hasPermission } from '@huella/contracts';
import { useNavigate, useParams } from 'react-router';
import { TyreScrapPage } from '../../features/scrap/components/tyre-scrap-page';
import { useMenu } from '../../lib/session/get-menu';
import { useStoredSession } from '../../lib/use-stored-session';
import { SCRAP_MENU } from './scrap-list-screen';

/**
 * '/neumaticoreportescrap/{id}' (menu 75): saving a scrap adds a record to 'Neumáticos en SCRAP', so it needs add
 * there (76); its edit action needs edit there (spec 2 §6). Cancel goes back.
 */
export function TyreScrapScreen() {
  const params = useParams();
  const navigate = useNavigate();
  const session = useStoredSession();
  const menu = useMenu({ clientId: session.clientId, userId: session.userId });
  const permissions = menu.data?.permissions ?? {};
  const tyreId = Number(params.id);
  if (session.clientId === null || !Number.isInteger(tyreId) || tyreId <= 0) return null;
  return (
    <TyreScrapPage
      key={tyreId}
      clientId={session.clientId}
      userId={session.userId}
      tyreId={tyreId}
      canAdd={hasPermission(permissions, SCRAP_MENU, ACTION.add)}
      canEdit={hasPermission(permissions, SCRAP_MENU, ACTION.edit)}
      onBack={() => void navigate(-1)}
    />
  );
}
