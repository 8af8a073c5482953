import { tyreCostResponse } from '@huella/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST neumaticos/cost: the tyre's cost events and accumulated USD cost without IGV. */
export const getTyreCost = (clientId: number, tyreId: number) =>
  api
    .post('/neumaticos/cost', { id_cliente: clientId, id_neumatico: tyreId }, tyreCostResponse)
    .then((answer) => answer.success);

export const tyreCostQueryKey = ['neumaticos', 'costo'] as const;

export const tyreCostQueryOptions = (clientId: number, tyreId: number) =>
  queryOptions({
    queryKey: [...tyreCostQueryKey, clientId, tyreId],
    queryFn: () => getTyreCost(clientId, tyreId),
  });

export const useTyreCost = (clientId: number, tyreId: number) =>
  useQuery(tyreCostQueryOptions(clientId, tyreId));
