import { userSaveResponse, type UserForm } from '@huella/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface SaveUserInput {
  /** 0 for a new user. */
  id: number;
  data: UserForm;
  /** The signature image; required on create, optional on edit. */
  file: File | null;
}

/** POST usuarios/store or usuarios/update: multipart with `file` and the `data` JSON (spec 1 §7). */
export function saveUser({ id, data, file }: SaveUserInput) {
  const body = new FormData();
  body.append('data', JSON.stringify(id === 0 ? data : { ...data, id }));
  if (file) body.append('file', file);
  return api.post(id === 0 ? '/usuarios/store' : '/usuarios/update', body, userSaveResponse);
}

export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['usuarios'] }),
  });
}
