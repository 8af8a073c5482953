import { remnantStoreResponse, type RemnantForm } from '@huella/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { applicationsQueryKey } from './get-remnants';

/** POST aplicacion/store: registers or edits an application's thresholds. */
export const storeRemnant = (clientId: number, remanente: RemnantForm) =>
  api.post('/aplicacion/store', { id_cliente: clientId, remanente }, remnantStoreResponse);

export function useStoreRemnant(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (remanente: RemnantForm) => storeRemnant(clientId, remanente),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationsQueryKey }),
  });
}
