import { plantDeleteResponse } from '@huella/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { plantsQueryKey } from './get-plants';

/** POST plantas/delete: refused with 409 while the plant is in use. */
export const deletePlant = (clientId: number, plantId: number) =>
  api.post('/plantas/delete', { id_cliente: clientId, id_planta: plantId }, plantDeleteResponse);

export function useDeletePlant(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plantId: number) => deletePlant(clientId, plantId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plantsQueryKey }),
  });
}
