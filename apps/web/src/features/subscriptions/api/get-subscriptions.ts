import { subscriptionListResponse } from '@huella/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { TableQuery } from '../../../lib/use-table-state';

/** GET clientesuscripcion/index: subscriptions, paged on the server. */
export const getSubscriptions = (query: TableQuery) =>
  api.get('/clientesuscripcion/index', subscriptionListResponse, { ...query });

export const subscriptionsQueryOptions = (query?: TableQuery) =>
  queryOptions({
    queryKey: query ? ['suscripciones', query] : ['suscripciones'],
    queryFn: () => getSubscriptions(query ?? { page: 1, per_page: 10, sortDirection: 'asc' }),
    placeholderData: keepPreviousData,
  });

export const useSubscriptions = (query: TableQuery) => useQuery(subscriptionsQueryOptions(query));
