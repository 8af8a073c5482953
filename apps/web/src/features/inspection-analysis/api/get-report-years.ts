import { reportYearsResponse } from '@huella/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST reporte/anios: the years a report can ask for, newest first. */
export const getReportYears = (clientId: number, userId: number | null) =>
  api.post('/reporte/anios', { id_cliente: clientId, id_usuario: userId }, reportYearsResponse);

export const reportYearsQueryOptions = (clientId: number, userId: number | null) =>
  queryOptions({
    queryKey: ['reporte', 'anios', clientId],
    queryFn: () => getReportYears(clientId, userId),
  });

export const useReportYears = (clientId: number, userId: number | null) =>
  useQuery(reportYearsQueryOptions(clientId, userId));
