import { ACTION, hasPermission } from '@huella/contracts';
import { useMenu } from '../../lib/session/get-menu';
import { ConfigurationsPage } from '../../features/vehicle-catalog/components/configurations-page';
import { useStoredSession } from '../../lib/use-stored-session';

/** Permission id of /configuracionvehiculo; its editor routes have id 0 and use it too (docs/decisions/0008-fleet-catalogues.md). */
export const CONFIGURATIONS_MENU = 74;

/** '/configuracionvehiculo': the configurations list with the role's buttons. */
export function ConfigurationsScreen() {
  const session = useStoredSession();
  const menu = useMenu({ clientId: session.clientId, userId: session.userId });
  const permissions = menu.data?.permissions ?? {};
  return (
    <ConfigurationsPage
      canAdd={hasPermission(permissions, CONFIGURATIONS_MENU, ACTION.add)}
      canEdit={hasPermission(permissions, CONFIGURATIONS_MENU, ACTION.edit)}
      canDelete={hasPermission(permissions, CONFIGURATIONS_MENU, ACTION.delete)}
    />
  );
}
