import { userListResponse } from '@huella/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { TableQuery } from '../../../lib/use-table-state';

/** GET usuarios/indexminified: internal users, one server page. */
export const getUsers = (query: TableQuery) =>
  api.get('/usuarios/indexminified', userListResponse, { ...query });

export const usersQueryOptions = (query: TableQuery) =>
  queryOptions({
    queryKey: ['usuarios', query],
    queryFn: () => getUsers(query),
    placeholderData: keepPreviousData,
  });

export const useUsers = (query: TableQuery) => useQuery(usersQueryOptions(query));
