import { criterionDeleteResponse } from '@huella/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { criteriaQueryKey } from './get-criteria';

/** POST criterioaceptacion/delete. */
export const deleteCriterion = (clientId: number, id: number) =>
  api.post('/criterioaceptacion/delete', { id_cliente: clientId, id }, criterionDeleteResponse);

export function useDeleteCriterion(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteCriterion(clientId, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: criteriaQueryKey }),
  });
}
