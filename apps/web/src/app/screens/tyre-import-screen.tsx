import { ACTION, hasPermission } from '@huella/contracts';
import { TyreImportPage } from '../../features/tyre-import/components/tyre-import-page';
import { useMenu } from '../../lib/session/get-menu';
import { useStoredSession } from '../../lib/use-stored-session';

/** Permission id of /importarneumatico (spec 1 §2.2). */
const TYRE_IMPORT_MENU = 27;

/** '/importarneumatico': tyre import of the chosen client; uploading needs action 2. */
export function TyreImportScreen() {
  const session = useStoredSession();
  const menu = useMenu({ clientId: session.clientId, userId: session.userId });
  const permissions = menu.data?.permissions ?? {};
  if (session.clientId === null) return null;
  return (
    <TyreImportPage
      clientId={session.clientId}
      canImport={hasPermission(permissions, TYRE_IMPORT_MENU, ACTION.add)}
    />
  );
}
