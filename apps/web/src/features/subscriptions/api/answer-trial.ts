import { subscriptionMessageResponse } from '@huella/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { trialQueryOptions } from './get-trial';

/** POST clientesuscripcion/rptaClienteConPeriodoPrueba {id, id_cliente, rpta}. */
export const answerTrial = (input: { id: number; id_cliente: number; rpta: 'SI' | 'NO' }) =>
  api.post('/clientesuscripcion/rptaClienteConPeriodoPrueba', input, subscriptionMessageResponse);

export function useAnswerTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerTrial,
    onSuccess: (_answer, input) =>
      queryClient.invalidateQueries({ queryKey: trialQueryOptions(input.id_cliente).queryKey }),
  });
}
