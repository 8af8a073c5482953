import { reportCommentListResponse } from '@huella/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const reportCommentsKey = (clientId: number, reportId: number) =>
  ['report-approval', 'comments', clientId, reportId] as const;

/** POST comentarios/index: a report's comments and replies, oldest first. */
export function useReportComments(clientId: number, reportId: number | null, enabled = true) {
  return useQuery({
    queryKey: reportCommentsKey(clientId, reportId ?? 0),
    queryFn: () =>
      api.post(
        '/comentarios/index',
        { id_cliente: clientId, id_reportes: reportId },
        reportCommentListResponse,
      ),
    enabled: enabled && reportId !== null,
  });
}
