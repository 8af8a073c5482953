import { ACTION, hasPermission, TYRE_STATE_MENUS } from '@huella/contracts';
import { useTyreCatalog } from '../../features/tyre-catalog/api/get-tyre-catalog';
import { StateTyresPage } from '../../features/tyre-states/components/state-tyres-page';
import { useMenu } from '../../lib/session/get-menu';
import { useStoredSession } from '../../lib/use-stored-session';

/** '/neumaticosreencauche' (menu 77): the retread list; its cost action needs edit and reads the designs and retreaders. */
export function RetreadTyresScreen() {
  const session = useStoredSession();
  const menu = useMenu({ clientId: session.clientId, userId: session.userId });
  const catalog = useTyreCatalog(session.clientId ?? 0);
  if (session.clientId === null) return null;
  return (
    <StateTyresPage
      kind="retread"
      clientId={session.clientId}
      userId={session.userId}
      canEdit={hasPermission(menu.data?.permissions ?? {}, TYRE_STATE_MENUS.retread, ACTION.edit)}
      catalog={catalog.data}
    />
  );
}
