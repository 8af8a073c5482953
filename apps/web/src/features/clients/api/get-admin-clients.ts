import { clientListResponse } from '@huella/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { TableQuery } from '../../../lib/use-table-state';

/** GET cliente/index: the 'Gestión de Clientes' table, paged and searched on the server. */
export const getAdminClients = (query: TableQuery) =>
  api.get('/cliente/index', clientListResponse, { ...query });

export const adminClientsQueryOptions = (query?: TableQuery) =>
  queryOptions({
    queryKey: query ? ['clientes-admin', query] : ['clientes-admin'],
    queryFn: () => getAdminClients(query ?? { page: 1, per_page: 10, sortDirection: 'asc' }),
    placeholderData: keepPreviousData,
  });

export const useAdminClients = (query: TableQuery) => useQuery(adminClientsQueryOptions(query));
