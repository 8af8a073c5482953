import { type MarketingFilter, marketingSectorSizesResponse } from '@huella/contracts';
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST etl/medidasneumaticosxsector: the sizes and the clients of each sector (grouped), the sectors' top 10. */
export const getSizesBySector = async (filter: MarketingFilter) =>
  (await api.post('/etl/medidasneumaticosxsector', filter, marketingSectorSizesResponse)).success;

/** Nothing is asked before the first 'Consultar' (filter null); the last answer stays while the next loads. */
export const sizesBySectorQueryOptions = (filter: MarketingFilter | null) =>
  queryOptions({
    queryKey: ['etl', 'medidasneumaticosxsector', filter],
    queryFn: filter ? () => getSizesBySector(filter) : skipToken,
    placeholderData: keepPreviousData,
  });

export const useSizesBySector = (filter: MarketingFilter | null) =>
  useQuery(sizesBySectorQueryOptions(filter));
