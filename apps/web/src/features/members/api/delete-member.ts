import { messageResponse } from '@huella/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { clientMemberCountsQueryOptions } from './get-client-member-counts';
import { membersQueryOptions } from './get-members';

/** POST userclientes/delete {id_usuario}. */
export const deleteMember = (input: { id_usuario: number; id_cliente: number }) =>
  api.post('/userclientes/delete', { id_usuario: input.id_usuario }, messageResponse);

export function useDeleteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMember,
    onSuccess: (_answer, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: membersQueryOptions(input.id_cliente).queryKey }),
        queryClient.invalidateQueries({ queryKey: clientMemberCountsQueryOptions().queryKey }),
      ]),
  });
}
