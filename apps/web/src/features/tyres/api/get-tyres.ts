import { tyreListResponse } from '@huella/contracts';
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type TableDefaults, type TableQuery, tableQueryFromParams } from '../../../lib/use-table-state';

/** POST neumaticos/index: one page of the client's tyre report. */
export const getTyres = (clientId: number, query: TableQuery) =>
  api.post('/neumaticos/index', { id_cliente: clientId, ...query }, tyreListResponse);

export const tyresQueryKey = ['neumaticos', 'reporte'] as const;

export const tyresQueryOptions = (clientId: number, query: TableQuery) =>
  queryOptions({
    queryKey: [...tyresQueryKey, clientId, query],
    queryFn: () => getTyres(clientId, query),
    placeholderData: keepPreviousData,
  });

export const useTyres = (clientId: number, query: TableQuery) => useQuery(tyresQueryOptions(clientId, query));

/** 10 a page by default. The page and the route's prefetch read the URL with these. */
export const TYRES_TABLE: TableDefaults = { perPage: 10 };

/**
 * The page the URL asks for, fetched when the route is entered, while the screen's code is still on its way
 * (issue 9); the page's own query then finds it in the cache or in flight.
 */
export const prefetchTyres = (queryClient: QueryClient, clientId: number, params: URLSearchParams) =>
  queryClient.prefetchQuery(tyresQueryOptions(clientId, tableQueryFromParams(params, TYRES_TABLE)));
