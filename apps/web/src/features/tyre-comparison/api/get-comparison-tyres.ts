import { tyreComparisonListResponse, type TyreComparisonListRequest } from '@huella/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type PickerQuery = Omit<TyreComparisonListRequest, 'id_cliente'>;

/** POST reporte/neumaticoscomparativo: the picker's page of tyres with the screen's filters. */
export const getComparisonTyres = (clientId: number, query: PickerQuery) =>
  api.post('/reporte/neumaticoscomparativo', { id_cliente: clientId, ...query }, tyreComparisonListResponse);

export const comparisonTyresQueryOptions = (clientId: number, query: PickerQuery) =>
  queryOptions({
    queryKey: ['reporte', 'neumaticoscomparativo', clientId, query],
    queryFn: () => getComparisonTyres(clientId, query),
    placeholderData: keepPreviousData,
  });

export const useComparisonTyres = (clientId: number, query: PickerQuery) =>
  useQuery(comparisonTyresQueryOptions(clientId, query));
