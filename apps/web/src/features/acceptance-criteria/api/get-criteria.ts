import { criteriaListResponse } from '@huella/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface CriteriaQuery {
  anio: number | null;
  select_indicador: number | null;
  page: number;
  per_page: number;
}

/** POST criterioaceptacion/index: one page of the client's criteria of a year and indicator. */
export const getCriteria = (clientId: number, query: CriteriaQuery) =>
  api.post('/criterioaceptacion/index', { id_cliente: clientId, ...query }, criteriaListResponse);

export const criteriaQueryKey = ['criterioaceptacion'] as const;

export const criteriaQueryOptions = (clientId: number, query: CriteriaQuery) =>
  queryOptions({
    queryKey: [...criteriaQueryKey, clientId, query],
    queryFn: () => getCriteria(clientId, query),
    placeholderData: keepPreviousData,
  });

export const useCriteria = (clientId: number, query: CriteriaQuery) =>
  useQuery(criteriaQueryOptions(clientId, query));
