import { type RepairFormInput, tyreMoveResponse } from '@huella/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { allTyresQueryKey } from './get-state-tyres';

/** POST neumaticos/actualizarNeumaticosReparados: the repair cost; the tyre goes back to stock. */
export const registerRepair = (
  clientId: number,
  userId: number | null,
  tyreId: number,
  form: RepairFormInput,
) =>
  api.post(
    '/neumaticos/actualizarNeumaticosReparados',
    { id_cliente: clientId, id_usuario: userId, id_neumatico: tyreId, ...form },
    tyreMoveResponse,
  );

export function useRegisterRepair(clientId: number, userId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tyreId, form }: { tyreId: number; form: RepairFormInput }) =>
      registerRepair(clientId, userId, tyreId, form),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: allTyresQueryKey }),
  });
}
