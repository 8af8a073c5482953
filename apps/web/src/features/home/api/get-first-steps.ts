import { firstStepsResponse } from '@huella/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET cliente/primerospasos: what the company has set up so far. */
export const firstStepsQueryOptions = (clientId: number) =>
  queryOptions({
    queryKey: ['primeros-pasos', clientId],
    queryFn: () => api.get('/cliente/primerospasos', firstStepsResponse, { id_cliente: clientId }),
    // Every visit to the home reads it again: the user may have just finished a step.
    staleTime: 0,
  });

export const useFirstSteps = (clientId: number | null) =>
  useQuery({ ...firstStepsQueryOptions(clientId ?? 0), enabled: clientId !== null });
