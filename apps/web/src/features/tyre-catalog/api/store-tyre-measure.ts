import { tyreMeasureStoreResponse, type TyreMeasureForm } from '@huella/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tyreCatalogQueryKey } from './get-tyre-catalog';

/** POST neumaticomedida/store: a new tyre size. */
export const storeTyreMeasure = (clientId: number, form: TyreMeasureForm) =>
  api.post('/neumaticomedida/store', { id_cliente: clientId, ...form }, tyreMeasureStoreResponse);

export function useStoreTyreMeasure(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: TyreMeasureForm) => storeTyreMeasure(clientId, form),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tyreCatalogQueryKey }),
  });
}
