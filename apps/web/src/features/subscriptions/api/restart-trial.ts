import { subscriptionMessageResponse } from '@huella/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST clientesuscripcion/reinicioAplicacion {id}: an answered, past-due trial restarts (then the user is logged out). */
export const restartTrial = (id: number) =>
  api.post('/clientesuscripcion/reinicioAplicacion', { id }, subscriptionMessageResponse, {
    background: true,
  });

export const useRestartTrial = () => useMutation({ mutationFn: restartTrial });
