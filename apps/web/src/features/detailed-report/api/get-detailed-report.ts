import {
  type DetailedReportFilter,
  detailedReportResponse,
  DETAILED_REPORT_PER_PAGE,
} from '@huella/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST reporte/detalladoporcliente: one page (10 inspections, newest first) with their readings. */
export const getDetailedReport = (clientId: number, filters: DetailedReportFilter, page: number) =>
  api.post(
    '/reporte/detalladoporcliente',
    { id_cliente: clientId, ...filters, page, per_page: DETAILED_REPORT_PER_PAGE },
    detailedReportResponse,
  );

/** The last page stays on screen while the next one loads (the list does not jump to a spinner). */
export const useDetailedReport = (clientId: number, filters: DetailedReportFilter, page: number) =>
  useQuery({
    queryKey: ['reporte', 'detalladoporcliente', clientId, filters, page],
    queryFn: () => getDetailedReport(clientId, filters, page),
    placeholderData: keepPreviousData,
  });
