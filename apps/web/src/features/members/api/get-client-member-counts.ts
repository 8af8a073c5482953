import { clientMembersResponse } from '@huella/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { TableQuery } from '../../../lib/use-table-state';

/** GET userclientes/clientes: clients with their number of members ('/gestionCliente'). */
export const getClientMemberCounts = (query: TableQuery) =>
  api.get('/userclientes/clientes', clientMembersResponse, { ...query });

export const clientMemberCountsQueryOptions = (query?: TableQuery) =>
  queryOptions({
    queryKey: query ? ['clientes-miembros', query] : ['clientes-miembros'],
    queryFn: () => getClientMemberCounts(query ?? { page: 1, per_page: 10, sortDirection: 'asc' }),
    placeholderData: keepPreviousData,
  });

export const useClientMemberCounts = (query: TableQuery) => useQuery(clientMemberCountsQueryOptions(query));
