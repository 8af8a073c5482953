import { ACTION, hasPermission } from '@huella/contracts';
import { CriteriaPage } from '../../features/acceptance-criteria/components/criteria-page';
import { useMenu } from '../../lib/session/get-menu';
import { useStoredSession } from '../../lib/use-stored-session';

/** Permission id of /criterioaceptacion (spec 1 §2.2). */
const CRITERIA_MENU = 21;

/** '/criterioaceptacion': acceptance criteria of the chosen client. */
export function CriteriaScreen() {
  const session = useStoredSession();
  const menu = useMenu({ clientId: session.clientId, userId: session.userId });
  const permissions = menu.data?.permissions ?? {};
  if (session.clientId === null) return null;
  return (
    <CriteriaPage
      clientId={session.clientId}
      canAdd={hasPermission(permissions, CRITERIA_MENU, ACTION.add)}
      canEdit={hasPermission(permissions, CRITERIA_MENU, ACTION.edit)}
      canDelete={hasPermission(permissions, CRITERIA_MENU, ACTION.delete)}
    />
  );
}
