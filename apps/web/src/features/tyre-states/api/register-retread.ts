import { type RetreadFormInput, tyreMoveResponse } from '@huella/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { allTyresQueryKey } from './get-state-tyres';

/** POST neumaticos/actualizarNeumaticosReencauchados (id_cliente, id_usuario, neumatico): a new life starts. */
export const registerRetread = (
  clientId: number,
  userId: number | null,
  tyreId: number,
  form: RetreadFormInput,
) =>
  api.post(
    '/neumaticos/actualizarNeumaticosReencauchados',
    { id_cliente: clientId, id_usuario: userId, neumatico: { ...form, id: tyreId } },
    tyreMoveResponse,
  );

export function useRegisterRetread(clientId: number, userId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tyreId, form }: { tyreId: number; form: RetreadFormInput }) =>
      registerRetread(clientId, userId, tyreId, form),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: allTyresQueryKey }),
  });
}
