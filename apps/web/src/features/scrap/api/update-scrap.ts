import { scrapStoreResponse, type ScrapUpdateFormInput } from '@huella/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reloadAfterSave } from './reload-after-save';

/** POST scrap/update: final tread, reason, date and photos of a record; the server recomputes the loss. */
export const updateScrap = (clientId: number, userId: number | null, neumatico: ScrapUpdateFormInput) =>
  api.post('/scrap/update', { id_cliente: clientId, id_usuario: userId, neumatico }, scrapStoreResponse);

export function useUpdateScrap(clientId: number, userId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (neumatico: ScrapUpdateFormInput) => updateScrap(clientId, userId, neumatico),
    onSuccess: () => reloadAfterSave(queryClient),
  });
}
