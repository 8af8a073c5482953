import { ACTION, hasPermission } from '@huella/contracts';
import { CriteriaImportPage } from '../../features/criteria-import/components/criteria-import-page';
import { useMenu } from '../../lib/session/get-menu';
import { useStoredSession } from '../../lib/use-stored-session';

/** Permission id of /importarcriterio (spec 1 §2.2). */
const CRITERIA_IMPORT_MENU = 28;

/** '/importarcriterio': criteria import of the chosen client; uploading needs action 2. */
export function CriteriaImportScreen() {
  const session = useStoredSession();
  const menu = useMenu({ clientId: session.clientId, userId: session.userId });
  const permissions = menu.data?.permissions ?? {};
  if (session.clientId === null) return null;
  return (
    <CriteriaImportPage
      clientId={session.clientId}
      canImport={hasPermission(permissions, CRITERIA_IMPORT_MENU, ACTION.add)}
    />
  );
}
