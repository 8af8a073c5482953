import { plantStoreResponse, type PlantForm } from '@huella/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { plantsQueryKey } from './get-plants';

/** POST plantas/store: creates (no id) or edits (id) a plant. */
export const storePlant = (clientId: number, planta: PlantForm) =>
  api.post('/plantas/store', { id_cliente: clientId, planta }, plantStoreResponse);

export function useStorePlant(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planta: PlantForm) => storePlant(clientId, planta),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plantsQueryKey }),
  });
}
