import { ACTION, hasPermission } from '@huella/contracts';
import { useTyreCatalog } from '../../features/tyre-catalog/api/get-tyre-catalog';
import { ScrapListPage } from '../../features/scrap/components/scrap-list-page';
import { useMenu } from '../../lib/session/get-menu';
import { useStoredSession } from '../../lib/use-stored-session';

/** Permission id of /neumaticosscrap (spec 1 §2.2). */
export const SCRAP_MENU = 76;

/** '/neumaticosscrap': the scrap list fed with the role's permissions and the tyre catalogue for the dialog. */
export function ScrapListScreen() {
  const session = useStoredSession();
  const menu = useMenu({ clientId: session.clientId, userId: session.userId });
  const catalog = useTyreCatalog(session.clientId ?? 0);
  const permissions = menu.data?.permissions ?? {};
  if (session.clientId === null) return null;
  return (
    <ScrapListPage
      clientId={session.clientId}
      userId={session.userId}
      canAdd={hasPermission(permissions, SCRAP_MENU, ACTION.add)}
      canEdit={hasPermission(permissions, SCRAP_MENU, ACTION.edit)}
      catalog={catalog.data}
    />
  );
}
