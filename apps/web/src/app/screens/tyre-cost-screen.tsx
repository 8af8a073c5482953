import { ACTION, hasPermission } from '@huella/contracts';
import { useNavigate, useParams } from 'react-router';
import { useMenu } from '../../lib/session/get-menu';
import { TyreCostPage } from '../../features/tyres/components/tyre-cost-page';
import { useStoredSession } from '../../lib/use-stored-session';
import { TYRES_MENU } from './tyres-screen';

/** '/neumaticoreportecosto/{id}' (route id 0): editing a cost needs edit on the tyre report (75). */
export function TyreCostScreen() {
  const params = useParams();
  const navigate = useNavigate();
  const session = useStoredSession();
  const menu = useMenu({ clientId: session.clientId, userId: session.userId });
  const tyreId = Number(params.id);
  if (session.clientId === null || !Number.isInteger(tyreId) || tyreId <= 0) return null;
  return (
    <TyreCostPage
      key={tyreId}
      clientId={session.clientId}
      tyreId={tyreId}
      canEdit={hasPermission(menu.data?.permissions ?? {}, TYRES_MENU, ACTION.edit)}
      // Spec 2 §2: Cancel goes back.
      onBack={() => void navigate(-1)}
    />
  );
}
