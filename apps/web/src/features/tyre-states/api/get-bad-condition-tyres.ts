import { badConditionListResponse } from '@huella/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { TableQuery } from '../../../lib/use-table-state';
import { tyreStatesQueryKey } from './get-state-tyres';

/** POST neumaticos/enmalestado: one page of 'Neumáticos en mal estado' (success.resultado). */
export const getBadConditionTyres = async (clientId: number, query: TableQuery) =>
  (await api.post('/neumaticos/enmalestado', { id_cliente: clientId, ...query }, badConditionListResponse))
    .success.resultado;

export const badConditionQueryOptions = (clientId: number, query: TableQuery) =>
  queryOptions({
    queryKey: [...tyreStatesQueryKey, 'bad-condition', clientId, query],
    queryFn: () => getBadConditionTyres(clientId, query),
    placeholderData: keepPreviousData,
  });

export const useBadConditionTyres = (clientId: number, query: TableQuery) =>
  useQuery(badConditionQueryOptions(clientId, query));
