import { type MarketingFilter, marketingSizesResponse } from '@huella/contracts';
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST etl/medidaneumaticosxcliente: the sizes inspected, with their top 10. */
export const getInspectedSizes = async (filter: MarketingFilter) =>
  (await api.post('/etl/medidaneumaticosxcliente', filter, marketingSizesResponse)).success;

/** Nothing is asked before the first 'Consultar' (filter null); the last answer stays while the next loads. */
export const inspectedSizesQueryOptions = (filter: MarketingFilter | null) =>
  queryOptions({
    queryKey: ['etl', 'medidaneumaticosxcliente', filter],
    queryFn: filter ? () => getInspectedSizes(filter) : skipToken,
    placeholderData: keepPreviousData,
  });

export const useInspectedSizes = (filter: MarketingFilter | null) =>
  useQuery(inspectedSizesQueryOptions(filter));
