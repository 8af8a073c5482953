import { type MarketingFilter, marketingRetreadedResponse } from '@huella/contracts';
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST etl/condicionneumaticosxcliente: the tyres by company (with its top 10) and by condition. */
export const getRetreadedTyres = async (filter: MarketingFilter) =>
  (await api.post('/etl/condicionneumaticosxcliente', filter, marketingRetreadedResponse)).success;

/** Nothing is asked before the first 'Consultar' (filter null); the last answer stays while the next loads. */
export const retreadedTyresQueryOptions = (filter: MarketingFilter | null) =>
  queryOptions({
    queryKey: ['etl', 'condicionneumaticosxcliente', filter],
    queryFn: filter ? () => getRetreadedTyres(filter) : skipToken,
    placeholderData: keepPreviousData,
  });

export const useRetreadedTyres = (filter: MarketingFilter | null) =>
  useQuery(retreadedTyresQueryOptions(filter));
