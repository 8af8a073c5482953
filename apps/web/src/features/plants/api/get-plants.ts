import { plantListResponse } from '@huella/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { TableQuery } from '../../../lib/use-table-state';

/** POST plantas/index: one page of the client's plants (search by name or address). */
export const getPlants = (clientId: number, query: TableQuery) =>
  api.post('/plantas/index', { id_cliente: clientId, ...query }, plantListResponse);

export const plantsQueryKey = ['plantas'] as const;

export const plantsQueryOptions = (clientId: number, query: TableQuery) =>
  queryOptions({
    queryKey: [...plantsQueryKey, clientId, query],
    queryFn: () => getPlants(clientId, query),
    placeholderData: keepPreviousData,
  });

export const usePlants = (clientId: number, query: TableQuery) =>
  useQuery(plantsQueryOptions(clientId, query));
