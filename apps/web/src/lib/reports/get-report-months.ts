import { reportMonthsResponse } from '@huella/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

/** POST reporte/meses: the months of a year a report can ask for (up to the current one). */
export const getReportMonths = (clientId: number, year: number) =>
  api.post('/reporte/meses', { id_cliente: clientId, year }, reportMonthsResponse);

export const reportMonthsQueryOptions = (clientId: number, year: number) =>
  queryOptions({
    queryKey: ['reporte', 'meses', clientId, year],
    queryFn: () => getReportMonths(clientId, year),
  });

/** Read once a year is chosen. */
export const useReportMonths = (clientId: number, year: number | null) =>
  useQuery({ ...reportMonthsQueryOptions(clientId, year ?? 0), enabled: year !== null });
