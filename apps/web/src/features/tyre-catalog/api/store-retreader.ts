import { retreaderStoreResponse, type RetreaderForm } from '@huella/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tyreCatalogQueryKey } from './get-tyre-catalog';

/** POST empresas/store: a new retreading company (unique RUC). */
export const storeRetreader = (clientId: number, form: RetreaderForm) =>
  api.post('/empresas/store', { id_cliente: clientId, ...form }, retreaderStoreResponse);

export function useStoreRetreader(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: RetreaderForm) => storeRetreader(clientId, form),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tyreCatalogQueryKey }),
  });
}
