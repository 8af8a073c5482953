import { scrapListResponse } from '@huella/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { TableQuery } from '../../../lib/use-table-state';

/** POST scrap/list: one page of 'Neumáticos en SCRAP', newest scrap first by default. */
export const getScrapList = (clientId: number, query: TableQuery) =>
  api.post('/scrap/list', { id_cliente: clientId, ...query }, scrapListResponse);

export const scrapListQueryKey = ['scrap', 'lista'] as const;

export const scrapListQueryOptions = (clientId: number, query: TableQuery) =>
  queryOptions({
    queryKey: [...scrapListQueryKey, clientId, query],
    queryFn: () => getScrapList(clientId, query),
    placeholderData: keepPreviousData,
  });

export const useScrapList = (clientId: number, query: TableQuery) =>
  useQuery(scrapListQueryOptions(clientId, query));
