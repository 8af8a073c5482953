import { ACTION, hasPermission, TYRE_STATE_MENUS } from '@huella/contracts';
import { BadConditionPage } from '../../features/tyre-states/components/bad-condition-page';
import { useMenu } from '../../lib/session/get-menu';
import { useStoredSession } from '../../lib/use-stored-session';

/** '/neumaticosmalestado' (menu 78): spec 2 §6 "edit needs 3"; the moves need it too (the API asks the same). */
export function BadConditionScreen() {
  const session = useStoredSession();
  const menu = useMenu({ clientId: session.clientId, userId: session.userId });
  if (session.clientId === null) return null;
  return (
    <BadConditionPage
      clientId={session.clientId}
      userId={session.userId}
      canEdit={hasPermission(menu.data?.permissions ?? {}, TYRE_STATE_MENUS.badCondition, ACTION.edit)}
    />
  );
}
