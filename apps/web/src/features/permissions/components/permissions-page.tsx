import { ACTION, hasPermission } from '@huella/contracts';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useNotify } from '../../../components/notification-provider';
import { PageTitle } from '../../../components/page-title';
import { isApiError } from '../../../lib/api-client';
import { useStoredSession } from '../../../lib/use-stored-session';
import { useMenu } from '../../../lib/session/get-menu';
import { useAssignPermission } from '../api/assign-permission';
import { usePermissionTree } from '../api/get-permission-tree';
import { useRolePermissions } from '../api/get-role-permissions';
import { PermissionTree } from './permission-tree';

const PERMISSIONS_MENU = 4;
/** Spec 1 §9: the permission screen opens on role 1. */
const DEFAULT_ROLE = 1;

/**
 * '/permisos' (menu 4): pick a role, then tick the actions it holds on each module. `hasScreen` (from the route
 * table) marks the modules whose screen this build does not have yet.
 */
export function PermissionsPage({ hasScreen }: { hasScreen?: (path: string) => boolean } = {}) {
  const session = useStoredSession();
  const menu = useMenu({ clientId: session.clientId, userId: session.userId });
  const canEdit = hasPermission(menu.data?.permissions ?? {}, PERMISSIONS_MENU, ACTION.edit);

  const [roleId, setRoleId] = useState(DEFAULT_ROLE);
  const tree = usePermissionTree();
  const grants = useRolePermissions(roleId);
  const assign = useAssignPermission();
  const notify = useNotify();
  const granted = useMemo(() => new Set(grants.data ?? []), [grants.data]);

  const roles = tree.data?.roles ?? [];
  const role = roles.find((item) => item.id === roleId);

  const handleToggle = async (namePermiso: string) => {
    if (!role) return;
    try {
      await assign.mutateAsync({ roleId: role.id, name: role.name, name_permiso: namePermiso });
    } catch (error) {
      if (isApiError(error) && !error.handled)
        notify({ severity: 'error', message: error.message, duration: 4000 });
    }
  };

  const failed = tree.isError ? tree.error : grants.isError ? grants.error : null;

  return (
    <>
      <PageTitle title="Permisos" subtitle="Acciones que cada rol puede realizar en cada pantalla." />
      <Stack spacing={2}>
        <TextField
          select
          label="Rol"
          value={roles.length > 0 ? roleId : ''}
          onChange={(event) => setRoleId(Number(event.target.value))}
          sx={{ maxWidth: 360 }}
          disabled={roles.length === 0}
        >
          {roles.map((item) => (
            <MenuItem key={item.id} value={item.id}>
              {item.name}
            </MenuItem>
          ))}
        </TextField>
        {!canEdit && menu.isSuccess && (
          <Alert severity="info">Solo lectura: su rol no puede modificar permisos.</Alert>
        )}
        {failed ? (
          <ErrorState
            message={isApiError(failed) ? failed.message : undefined}
            onRetry={() => void (tree.isError ? tree.refetch() : grants.refetch())}
          />
        ) : tree.data === undefined || grants.isPending ? (
          <LoadingState />
        ) : tree.data.resultado.length === 0 ? (
          <EmptyState />
        ) : (
          <PermissionTree
            modules={tree.data.resultado}
            actions={tree.data.acciones}
            granted={granted}
            readOnly={!canEdit}
            pending={assign.isPending ? (assign.variables?.name_permiso ?? null) : null}
            onToggle={(name) => void handleToggle(name)}
            hasScreen={hasScreen}
          />
        )}
      </Stack>
    </>
  );
}
