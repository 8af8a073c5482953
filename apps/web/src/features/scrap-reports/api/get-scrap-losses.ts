import { scrapLossResponse, type ScrapLossFilter } from '@huella/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST reporte/perdidasscrap: the tyres scrapped in the period with their lost cost, and the period's totals. */
export const getScrapLosses = (clientId: number, filters: ScrapLossFilter) =>
  api.post('/reporte/perdidasscrap', { id_cliente: clientId, ...filters }, scrapLossResponse);

export const scrapLossesQueryOptions = (clientId: number, filters: ScrapLossFilter) =>
  queryOptions({
    queryKey: ['reporte', 'perdidasscrap', clientId, filters],
    queryFn: () => getScrapLosses(clientId, filters),
    placeholderData: keepPreviousData,
  });

export const useScrapLosses = (clientId: number, filters: ScrapLossFilter) =>
  useQuery(scrapLossesQueryOptions(clientId, filters));
