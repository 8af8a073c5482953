import { brandOptionsResponse } from '@huella/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST neumaticomarca/index: the brands the client's tyres carry, for the brand filter. */
export const getBrandOptions = (clientId: number) =>
  api.post('/neumaticomarca/index', { id_cliente: clientId }, brandOptionsResponse);

export const brandOptionsQueryOptions = (clientId: number) =>
  queryOptions({
    queryKey: ['neumaticomarca', 'index', clientId],
    queryFn: () => getBrandOptions(clientId),
    staleTime: 5 * 60_000,
  });

export const useBrandOptions = (clientId: number) => useQuery(brandOptionsQueryOptions(clientId));
