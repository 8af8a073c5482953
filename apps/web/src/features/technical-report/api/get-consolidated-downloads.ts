import { type ConsolidatedUsageRequest, consolidatedUsageResponse } from '@huella/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST reporte/reportedescargasconsolidado: consolidated-report downloads per month (or day of `mes`). */
export const getConsolidatedDownloads = (filters: ConsolidatedUsageRequest) =>
  api.post('/reporte/reportedescargasconsolidado', filters, consolidatedUsageResponse);

export const useConsolidatedDownloads = (filters: ConsolidatedUsageRequest) =>
  useQuery({
    queryKey: ['reporte', 'reportedescargasconsolidado', filters],
    queryFn: () => getConsolidatedDownloads(filters),
    placeholderData: keepPreviousData,
  });
