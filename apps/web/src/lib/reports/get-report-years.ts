import { reportYearsResponse } from '@huella/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

/** POST reporte/anios {id_usuario}: the years a report can ask for, newest first. */
export const getReportYears = (clientId: number, userId: number | null) =>
  api.post('/reporte/anios', { id_cliente: clientId, id_usuario: userId }, reportYearsResponse);

export const reportYearsQueryOptions = (clientId: number, userId: number | null) =>
  queryOptions({
    queryKey: ['reporte', 'anios', clientId, userId],
    queryFn: () => getReportYears(clientId, userId),
    // The list changes once a year.
    staleTime: 60 * 60_000,
  });

export const useReportYears = (clientId: number, userId: number | null) =>
  useQuery(reportYearsQueryOptions(clientId, userId));
