import { type ConsolidatedPeriod, consolidatedReportResponse } from '@huella/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every query of the screen's report starts with this key, so a change of its recommendations reloads it. */
export const CONSOLIDATED_KEY = ['reporte', 'consolidado'] as const;

/** POST reporte/datosreporteconsolidado: the frame and every section of the client's report for a period. */
export const getConsolidatedReport = (clientId: number, userId: number | null, period: ConsolidatedPeriod) =>
  api.post(
    '/reporte/datosreporteconsolidado',
    { id_cliente: clientId, id_usuario: userId, ...period },
    consolidatedReportResponse,
  );

export const consolidatedReportQueryOptions = (
  clientId: number,
  userId: number | null,
  period: ConsolidatedPeriod,
) =>
  queryOptions({
    queryKey: [...CONSOLIDATED_KEY, clientId, period],
    queryFn: () => getConsolidatedReport(clientId, userId, period),
    // A new period keeps the last report on screen (with a thin bar) until its own arrives.
    placeholderData: keepPreviousData,
  });

export const useConsolidatedReport = (clientId: number, userId: number | null, period: ConsolidatedPeriod) =>
  useQuery(consolidatedReportQueryOptions(clientId, userId, period));
