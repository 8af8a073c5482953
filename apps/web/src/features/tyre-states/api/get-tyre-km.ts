import { tyreKmResponse } from '@huella/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST neumatico/show/kilometraje: the tyre's open installation and whether its km may be corrected. */
export const getTyreKm = async (clientId: number, tyreId: number) =>
  (
    await api.post(
      '/neumatico/show/kilometraje',
      { id_cliente: clientId, id_neumatico: tyreId },
      tyreKmResponse,
    )
  ).success;

export const tyreKmQueryKey = ['neumaticos', 'kilometraje-instalacion'] as const;

export const tyreKmQueryOptions = (clientId: number, tyreId: number) =>
  queryOptions({
    queryKey: [...tyreKmQueryKey, clientId, tyreId],
    queryFn: () => getTyreKm(clientId, tyreId),
  });

export const useTyreKm = (clientId: number, tyreId: number) => useQuery(tyreKmQueryOptions(clientId, tyreId));
