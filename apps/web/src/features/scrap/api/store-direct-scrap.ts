import { type DirectScrapFormInput, scrapStoreResponse } from '@huella/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reloadAfterSave } from './reload-after-save';

/** POST neumaticos/storescrap: registers a tyre directly to scrap. */
export const storeDirectScrap = (clientId: number, userId: number | null, neumatico: DirectScrapFormInput) =>
  api.post(
    '/neumaticos/storescrap',
    { id_cliente: clientId, id_usuario: userId, neumatico },
    scrapStoreResponse,
  );

export function useStoreDirectScrap(clientId: number, userId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (neumatico: DirectScrapFormInput) => storeDirectScrap(clientId, userId, neumatico),
    onSuccess: () => reloadAfterSave(queryClient),
  });
}
