import { type InstalledScrapFormInput, scrapStoreResponse } from '@huella/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reloadAfterSave } from './reload-after-save';

/** POST scrap/store: scrap of a tyre installed on a vehicle (closes its installation in the same step). */
export const storeInstalledScrap = (
  clientId: number,
  userId: number | null,
  neumatico: InstalledScrapFormInput,
) => api.post('/scrap/store', { id_cliente: clientId, id_usuario: userId, neumatico }, scrapStoreResponse);

export function useStoreInstalledScrap(clientId: number, userId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (neumatico: InstalledScrapFormInput) => storeInstalledScrap(clientId, userId, neumatico),
    onSuccess: () => reloadAfterSave(queryClient),
  });
}
