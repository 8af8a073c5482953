import { tyreMileageResponse } from '@huella/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST neumaticos/kilometers: installation records and total km (unit K) or hours (unit H). */
export const getTyreMileage = (clientId: number, tyreId: number) =>
  api
    .post('/neumaticos/kilometers', { id_cliente: clientId, id_neumatico: tyreId }, tyreMileageResponse)
    .then((answer) => answer.success);

export const tyreMileageQueryKey = ['neumaticos', 'kilometros'] as const;

export const tyreMileageQueryOptions = (clientId: number, tyreId: number) =>
  queryOptions({
    queryKey: [...tyreMileageQueryKey, clientId, tyreId],
    queryFn: () => getTyreMileage(clientId, tyreId),
  });

export const useTyreMileage = (clientId: number, tyreId: number) =>
  useQuery(tyreMileageQueryOptions(clientId, tyreId));
