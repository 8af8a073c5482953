import { tyreBrandStoreResponse, type TyreBrandForm } from '@huella/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tyreCatalogQueryKey } from './get-tyre-catalog';

/** POST neumaticomarca/store: a new tyre brand (stored uppercased). */
export const storeTyreBrand = (clientId: number, form: TyreBrandForm) =>
  api.post('/neumaticomarca/store', { id_cliente: clientId, ...form }, tyreBrandStoreResponse);

export function useStoreTyreBrand(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: TyreBrandForm) => storeTyreBrand(clientId, form),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tyreCatalogQueryKey }),
  });
}
