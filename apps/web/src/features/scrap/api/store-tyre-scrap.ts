import { scrapStoreResponse, type TyreScrapFormInput } from '@huella/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reloadAfterSave } from './reload-after-save';

/** POST scrap/storesimplificado: the tyre scrap screen's save (a tyre that is not installed). */
export const storeTyreScrap = (clientId: number, userId: number | null, neumatico: TyreScrapFormInput) =>
  api.post(
    '/scrap/storesimplificado',
    { id_cliente: clientId, id_usuario: userId, neumatico },
    scrapStoreResponse,
  );

export function useStoreTyreScrap(clientId: number, userId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (neumatico: TyreScrapFormInput) => storeTyreScrap(clientId, userId, neumatico),
    onSuccess: () => reloadAfterSave(queryClient),
  });
}
