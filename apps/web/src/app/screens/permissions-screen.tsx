import { PermissionsPage } from '../../features/permissions/components/permissions-page';
import { hasScreen } from '../routes';

/** '/permisos': the permission tree, told which screens this build has (the others are marked, issue 11). */
export function PermissionsScreen() {
  return <PermissionsPage hasScreen={hasScreen} />;
}
