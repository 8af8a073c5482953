import { criterionStoreResponse, type CriterionForm } from '@huella/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { criteriaQueryKey } from './get-criteria';

/** POST criterioaceptacion/store: creates (no id) or edits (id) a criterion. */
export const storeCriterion = (clientId: number, criterio: CriterionForm) =>
  api.post('/criterioaceptacion/store', { id_cliente: clientId, criterio }, criterionStoreResponse);

export function useStoreCriterion(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (criterio: CriterionForm) => storeCriterion(clientId, criterio),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: criteriaQueryKey }),
  });
}
