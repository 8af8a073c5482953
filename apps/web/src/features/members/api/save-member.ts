import { memberSavedResponse, type MemberForm } from '@huella/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { clientMemberCountsQueryOptions } from './get-client-member-counts';
import { membersQueryOptions } from './get-members';

/** POST userclientes/store (no id: the new member gets a temporary password by e-mail) or userclientes/update. */
export const saveMember = (member: MemberForm) =>
  api.post(member.id ? '/userclientes/update' : '/userclientes/store', member, memberSavedResponse);

export function useSaveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMember,
    onSuccess: (_answer, member) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: membersQueryOptions(Number(member.id_cliente)).queryKey }),
        queryClient.invalidateQueries({ queryKey: clientMemberCountsQueryOptions().queryKey }),
      ]),
  });
}
