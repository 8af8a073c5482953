import { tyreListResponse } from '@huella/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { TableQuery } from '../../../lib/use-table-state';

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
