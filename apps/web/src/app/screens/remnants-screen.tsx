import { ACTION, hasPermission } from '@huella/contracts';
import { RemnantsPage } from '../../features/applications/components/remnants-page';
import { useMenu } from '../../lib/session/get-menu';
import { useStoredSession } from '../../lib/use-stored-session';

/** Permission id of /aplicacion (spec 1 §2.2). */
const APPLICATIONS_MENU = 23;

/** '/aplicacion': remnant thresholds of the chosen client's applications. */
export function RemnantsScreen() {
  const session = useStoredSession();
  const menu = useMenu({ clientId: session.clientId, userId: session.userId });
  const permissions = menu.data?.permissions ?? {};
  if (session.clientId === null) return null;
  return (
    <RemnantsPage
      clientId={session.clientId}
      canAdd={hasPermission(permissions, APPLICATIONS_MENU, ACTION.add)}
      canEdit={hasPermission(permissions, APPLICATIONS_MENU, ACTION.edit)}
    />
  );
}
