import { addActionResponse } from '@huella/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { actionsQueryOptions } from './get-actions';

/** POST add/accionesmenu {descripcion}: `resultado: true` means the name already exists. */
export const addAction = (descripcion: string) =>
  api.post('/add/accionesmenu', { descripcion }, addActionResponse);

export function useAddAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: actionsQueryOptions().queryKey }),
  });
}
