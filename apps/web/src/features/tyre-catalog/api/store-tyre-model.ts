import { tyreModelStoreResponse, type TyreModelForm } from '@huella/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tyreCatalogQueryKey } from './get-tyre-catalog';

/** POST neumaticomodelo/store: a new model of a tyre brand. */
export const storeTyreModel = (clientId: number, form: TyreModelForm) =>
  api.post('/neumaticomodelo/store', { id_cliente: clientId, ...form }, tyreModelStoreResponse);

export function useStoreTyreModel(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: TyreModelForm) => storeTyreModel(clientId, form),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tyreCatalogQueryKey }),
  });
}
