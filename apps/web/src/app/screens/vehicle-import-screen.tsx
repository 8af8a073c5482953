import { ACTION, hasPermission } from '@huella/contracts';
import { VehicleImportPage } from '../../features/vehicle-import/components/vehicle-import-page';
import { useMenu } from '../../lib/session/get-menu';
import { useStoredSession } from '../../lib/use-stored-session';

/** Permission id of /importarvehiculos (spec 1 §2.2). */
const VEHICLE_IMPORT_MENU = 26;

/** '/importarvehiculos': vehicle import of the chosen client; uploading needs action 2. */
export function VehicleImportScreen() {
  const session = useStoredSession();
  const menu = useMenu({ clientId: session.clientId, userId: session.userId });
  const permissions = menu.data?.permissions ?? {};
  if (session.clientId === null) return null;
  return (
    <VehicleImportPage
      clientId={session.clientId}
      canImport={hasPermission(permissions, VEHICLE_IMPORT_MENU, ACTION.add)}
    />
  );
}
