import { type MarketingFilter, marketingPerformanceResponse } from '@huella/contracts';
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST etl/rendimientoneumaticos: tyres and average km per sector, with the sectors' top 10. */
export const getTyrePerformance = async (filter: MarketingFilter) =>
  (await api.post('/etl/rendimientoneumaticos', filter, marketingPerformanceResponse)).success;

/** Nothing is asked before the first 'Consultar' (filter null); the last answer stays while the next loads. */
export const tyrePerformanceQueryOptions = (filter: MarketingFilter | null) =>
  queryOptions({
    queryKey: ['etl', 'rendimientoneumaticos', filter],
    queryFn: filter ? () => getTyrePerformance(filter) : skipToken,
    placeholderData: keepPreviousData,
  });

export const useTyrePerformance = (filter: MarketingFilter | null) =>
  useQuery(tyrePerformanceQueryOptions(filter));
