import { configurationListResponse } from '@huella/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { TableQuery } from '../../../lib/use-table-state';

/** POST vehiculoconfiguracion/list: one page of the global configurations. */
export const getConfigurations = (query: TableQuery) =>
  api.post('/vehiculoconfiguracion/list', query, configurationListResponse);

export const configurationsQueryKey = ['vehiculo-configuraciones'] as const;
export const configurationsQueryOptions = (query: TableQuery) =>
  queryOptions({
    queryKey: [...configurationsQueryKey, 'list', query],
    queryFn: () => getConfigurations(query),
    placeholderData: keepPreviousData,
  });

export const useConfigurations = (query: TableQuery) => useQuery(configurationsQueryOptions(query));
