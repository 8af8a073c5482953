import { ACTION, hasPermission } from '@huella/contracts';
import { useMenu } from '../../lib/session/get-menu';
import { VehiclesPage } from '../../features/vehicles/components/vehicles-page';
import { useStoredSession } from '../../lib/use-stored-session';

/** Permission ids of /vehiculos and of the catalogue editors (spec 1 §2.2, docs/decisions/0008). */
const VEHICLES_MENU = 73;
const CATALOG_MENU = 74;

/** '/vehiculos': the vehicles feature fed with the chosen client and the role's permissions (spec 2 §6). */
export function VehiclesScreen() {
  const session = useStoredSession();
  const menu = useMenu({ clientId: session.clientId, userId: session.userId });
  const permissions = menu.data?.permissions ?? {};
  if (session.clientId === null) return null;
  return (
    <VehiclesPage
      clientId={session.clientId}
      canAdd={hasPermission(permissions, VEHICLES_MENU, ACTION.add)}
      canEdit={hasPermission(permissions, VEHICLES_MENU, ACTION.edit)}
      canEditCatalog={
        hasPermission(permissions, CATALOG_MENU, ACTION.add) ||
        hasPermission(permissions, CATALOG_MENU, ACTION.edit)
      }
    />
  );
}
