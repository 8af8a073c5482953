import { assignPermissionResponse } from '@huella/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { rolePermissionsQueryOptions } from './get-role-permissions';

interface AssignInput {
  roleId: number;
  /** Role name: the spec names assignments by it. */
  name: string;
  /** 'menu id.action id' */
  name_permiso: string;
}

/** POST roles/asignarpermiso: toggles one grant; the answer says whether it now exists. */
export const assignPermission = ({ name, name_permiso }: AssignInput) =>
  api.post('/roles/asignarpermiso', { name, name_permiso }, assignPermissionResponse);

export function useAssignPermission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignPermission,
    // The role's grants and the signed-in user's own menu may both have changed.
    onSuccess: (_answer, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: rolePermissionsQueryOptions(input.roleId).queryKey }),
        queryClient.invalidateQueries({ queryKey: ['menu'] }),
      ]),
  });
}
