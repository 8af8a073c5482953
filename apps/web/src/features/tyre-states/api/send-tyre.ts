import { scrapStoreResponse, tyreMoveResponse } from '@huella/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { allTyresQueryKey } from './get-state-tyres';

/** Where a tyre of the bad-condition list can be sent (spec 2 §4). */
export type SendTarget = 'repair' | 'retread' | 'scrap';

/**
 * POST neumaticos/enviarAreparar | enviarAreencauchar | enviarAscrap (id_cliente, id_usuario, id_neumatico).
 * The scrap call belongs to the scrap screens' API; the list only sends the tyre there.
 */
export async function sendTyre(target: SendTarget, clientId: number, userId: number | null, tyreId: number) {
  const body = { id_cliente: clientId, id_usuario: userId, id_neumatico: tyreId };
  if (target === 'scrap')
    return (await api.post('/neumaticos/enviarAscrap', body, scrapStoreResponse)).message;
  const path = target === 'repair' ? '/neumaticos/enviarAreparar' : '/neumaticos/enviarAreencauchar';
  return (await api.post(path, body, tyreMoveResponse)).message;
}

export function useSendTyre(clientId: number, userId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, tyreId }: { target: SendTarget; tyreId: number }) =>
      sendTyre(target, clientId, userId, tyreId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: allTyresQueryKey }),
  });
}
