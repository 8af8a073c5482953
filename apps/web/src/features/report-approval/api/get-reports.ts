import {
  approvedReportListResponse,
  pendingReportsResponse,
  reportAdminListResponse,
} from '@huella/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const reportApprovalKey = ['report-approval'] as const;

interface PageQuery {
  page: number;
  per_page: number;
}

/** POST administradorreporte/index: the client's sent reports, newest change first. */
export function useReportAdminPage(clientId: number, query: PageQuery) {
  return useQuery({
    queryKey: [...reportApprovalKey, 'list', clientId, query],
    queryFn: () =>
      api.post('/administradorreporte/index', { id_cliente: clientId, ...query }, reportAdminListResponse),
    placeholderData: keepPreviousData,
  });
}

/** POST administradorreporte/aprobados: the client's approved reports. */
export function useApprovedReports(clientId: number, query: PageQuery) {
  return useQuery({
    queryKey: [...reportApprovalKey, 'approved', clientId, query],
    queryFn: () =>
      api.post(
        '/administradorreporte/aprobados',
        { id_cliente: clientId, ...query },
        approvedReportListResponse,
      ),
    placeholderData: keepPreviousData,
  });
}

/** POST administradorreporte/pendientes: the top bar's waiting reports (roles 1 and 2), polled each minute. */
export function usePendingReports(enabled: boolean) {
  return useQuery({
    queryKey: [...reportApprovalKey, 'pending'],
    queryFn: () =>
      api.post('/administradorreporte/pendientes', {}, pendingReportsResponse, { background: true }),
    enabled,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
}
