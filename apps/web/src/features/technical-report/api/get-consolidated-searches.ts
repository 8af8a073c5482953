import { type ConsolidatedUsageRequest, consolidatedUsageResponse } from '@huella/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST reporte/reportebusquedasconsolidado: consolidated-report searches per month (or day of `mes`). */
export const getConsolidatedSearches = (filters: ConsolidatedUsageRequest) =>
  api.post('/reporte/reportebusquedasconsolidado', filters, consolidatedUsageResponse);

export const useConsolidatedSearches = (filters: ConsolidatedUsageRequest) =>
  useQuery({
    queryKey: ['reporte', 'reportebusquedasconsolidado', filters],
    queryFn: () => getConsolidatedSearches(filters),
    placeholderData: keepPreviousData,
  });
