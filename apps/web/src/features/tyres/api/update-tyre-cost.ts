import { costUpdateResponse, type CostUpdateFormInput } from '@huella/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tyreCostQueryKey } from './get-tyre-cost';
import { tyresQueryKey } from './get-tyres';

/** POST neumaticos/cost/update: edits one cost event; the server converts it at the rate of its date. */
export const updateTyreCost = (clientId: number, id: number, form: CostUpdateFormInput) =>
  api.post('/neumaticos/cost/update', { id_cliente: clientId, id, ...form }, costUpdateResponse);

export function useUpdateTyreCost(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id: number; form: CostUpdateFormInput }) =>
      updateTyreCost(clientId, id, form),
    // The cost screen and the report's Costo column both change.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tyreCostQueryKey }),
        queryClient.invalidateQueries({ queryKey: tyresQueryKey }),
      ]),
  });
}
