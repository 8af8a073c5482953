import { successMessageResponse } from '@huella/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { rolesQueryOptions } from './get-roles';

/** POST roles/delete {id}: 409 for roles 1–5 and for roles that still have users. */
export const deleteRole = (id: number) => api.post('/roles/delete', { id }, successMessageResponse);

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rolesQueryOptions().queryKey }),
  });
}
