import { inspectionListResponse } from '@huella/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { TableDefaults, TableQuery } from '../../../lib/use-table-state';

/** GET inspecciones/getAllInspectionsMinified: one page of the finished inspections of the client. */
export const getInspections = (clientId: number, query: TableQuery) =>
  api.get('/inspecciones/getAllInspectionsMinified', inspectionListResponse, {
    id_cliente: clientId,
    ...query,
  });

export const inspectionsQueryKey = ['inspecciones'] as const;

export const inspectionsQueryOptions = (clientId: number, query: TableQuery) =>
  queryOptions({
    queryKey: [...inspectionsQueryKey, clientId, query],
    queryFn: () => getInspections(clientId, query),
    placeholderData: keepPreviousData,
  });

export const useInspections = (clientId: number, query: TableQuery) =>
  useQuery(inspectionsQueryOptions(clientId, query));

/** Spec 2 §9: 10 a page by default, identificador descending (the newest inspection first). */
export const INSPECTIONS_TABLE: TableDefaults = {
  perPage: 10,
  sortBy: 'identificador',
  sortDirection: 'desc',
};
