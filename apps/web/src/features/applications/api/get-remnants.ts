import { remnantListResponse } from '@huella/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface RemnantPageQuery {
  page: number;
  per_page: number;
  search?: string;
}

/** GET aplicacion: one page of the client's applications with their thresholds. */
export const getRemnants = (clientId: number, query: RemnantPageQuery) =>
  api.get('/aplicacion', remnantListResponse, { id_cliente: clientId, ...query });

/** Every query of this feature starts with it, so a save refreshes the table and the options at once. */
export const applicationsQueryKey = ['aplicacion'] as const;

export const remnantsQueryOptions = (clientId: number, query: RemnantPageQuery) =>
  queryOptions({
    queryKey: [...applicationsQueryKey, 'tabla', clientId, query],
    queryFn: () => getRemnants(clientId, query),
    placeholderData: keepPreviousData,
  });

export const useRemnants = (clientId: number, query: RemnantPageQuery) =>
  useQuery(remnantsQueryOptions(clientId, query));
