import { applicationStoreResponse } from '@huella/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { applicationsQueryKey } from './get-remnants';

/** POST aplicacion/storeaplicacion: a new application name in the client's catalogue. */
export const storeApplication = (clientId: number, aplicacion: string) =>
  api.post('/aplicacion/storeaplicacion', { id_cliente: clientId, aplicacion }, applicationStoreResponse);

export function useStoreApplication(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (aplicacion: string) => storeApplication(clientId, aplicacion),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationsQueryKey }),
  });
}
