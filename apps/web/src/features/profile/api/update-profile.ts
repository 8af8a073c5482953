import { profileUpdateResponse, type ProfileUpdateRequest } from '@huella/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileQueryOptions } from './get-profile';

/** POST usuarios/perfil: name, surname and phone of the signed-in user. */
export const updateProfile = (data: ProfileUpdateRequest) =>
  api.post('/usuarios/perfil', data, profileUpdateResponse);

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (answer) => {
      queryClient.setQueryData(profileQueryOptions().queryKey, answer.success);
      // The drawer shows the name from the session call ('sesion', lib/session/get-session.ts).
      return queryClient.invalidateQueries({ queryKey: ['sesion'] });
    },
  });
}
