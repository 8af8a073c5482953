import { ACTION, hasPermission } from '@huella/contracts';
import { PlantsPage } from '../../features/plants/components/plants-page';
import { useMenu } from '../../lib/session/get-menu';
import { useStoredSession } from '../../lib/use-stored-session';

/** Permission id of /plantas (spec 1 §2.2); buttons follow spec 2 §6. */
const PLANTS_MENU = 29;

/** '/plantas': the plants feature fed with the chosen client and the role's permissions. */
export function PlantsScreen() {
  const session = useStoredSession();
  const menu = useMenu({ clientId: session.clientId, userId: session.userId });
  const permissions = menu.data?.permissions ?? {};
  // The guard only shows client screens with a client chosen.
  if (session.clientId === null) return null;
  return (
    <PlantsPage
      clientId={session.clientId}
      canAdd={hasPermission(permissions, PLANTS_MENU, ACTION.add)}
      canEdit={hasPermission(permissions, PLANTS_MENU, ACTION.edit)}
      canDelete={hasPermission(permissions, PLANTS_MENU, ACTION.delete)}
    />
  );
}
