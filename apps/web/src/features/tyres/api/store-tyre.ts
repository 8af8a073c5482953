import { tyreStoreResponse, type TyreStoreRequest } from '@huella/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tyreCostQueryKey } from './get-tyre-cost';
import { tyresQueryKey } from './get-tyres';

type StoreBody = Omit<TyreStoreRequest, 'id_cliente'>;

/** POST neumaticos/store: registers the group's serials (all or none) or edits one tyre (neumatico.id). */
export const storeTyre = (clientId: number, body: StoreBody) =>
  api.post('/neumaticos/store', { id_cliente: clientId, ...body }, tyreStoreResponse);

export function useStoreTyre(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StoreBody) => storeTyre(clientId, body),
    // The report and any open cost screen show the price.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tyresQueryKey }),
        queryClient.invalidateQueries({ queryKey: tyreCostQueryKey }),
      ]),
  });
}
