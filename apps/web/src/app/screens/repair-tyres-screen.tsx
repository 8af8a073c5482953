import { ACTION, hasPermission, TYRE_STATE_MENUS } from '@huella/contracts';
import { StateTyresPage } from '../../features/tyre-states/components/state-tyres-page';
import { useMenu } from '../../lib/session/get-menu';
import { useStoredSession } from '../../lib/use-stored-session';

/** '/neumaticosreparacion' (menu 90): the repair list; its cost action needs edit. */
export function RepairTyresScreen() {
  const session = useStoredSession();
  const menu = useMenu({ clientId: session.clientId, userId: session.userId });
  if (session.clientId === null) return null;
  return (
    <StateTyresPage
      kind="repair"
      clientId={session.clientId}
      userId={session.userId}
      canEdit={hasPermission(menu.data?.permissions ?? {}, TYRE_STATE_MENUS.repair, ACTION.edit)}
      catalog={undefined}
    />
  );
}
