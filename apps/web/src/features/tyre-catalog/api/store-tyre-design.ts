import { tyreDesignStoreResponse, type TyreDesignForm } from '@huella/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tyreCatalogQueryKey } from './get-tyre-catalog';

/** POST neumaticodisenio/store: a new retread design. */
export const storeTyreDesign = (clientId: number, form: TyreDesignForm) =>
  api.post('/neumaticodisenio/store', { id_cliente: clientId, ...form }, tyreDesignStoreResponse);

export function useStoreTyreDesign(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: TyreDesignForm) => storeTyreDesign(clientId, form),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tyreCatalogQueryKey }),
  });
}
