import { roleSaveResponse, type RoleForm } from '@huella/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { rolesQueryOptions } from './get-roles';

/** POST roles/store (id 0) or roles/update: the answer's `success` is the toast text. */
export const saveRole = (role: RoleForm & { id: number }) =>
  api.post(role.id === 0 ? '/roles/store' : '/roles/update', role, roleSaveResponse);

export function useSaveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rolesQueryOptions().queryKey }),
  });
}
