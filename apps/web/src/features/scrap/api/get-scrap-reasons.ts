import { scrapReasonsResponse } from '@huella/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST motivosscrap/index: the global scrap reasons, by name. */
export const getScrapReasons = () =>
  api.post('/motivosscrap/index', {}, scrapReasonsResponse).then((answer) => answer.data);

export const scrapReasonsQueryKey = ['scrap', 'motivos'] as const;

export const scrapReasonsQueryOptions = () =>
  queryOptions({ queryKey: scrapReasonsQueryKey, queryFn: getScrapReasons, staleTime: 10 * 60_000 });

export const useScrapReasons = () => useQuery(scrapReasonsQueryOptions());
