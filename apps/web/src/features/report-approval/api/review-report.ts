import { reportApprovalAnswer } from '@huella/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reportCommentsKey } from './get-report-comments';
import { reportApprovalKey } from './get-reports';

export type ReviewAction = 'approve' | 'decline';

/** POST administradorreporte/approve or /decline; every list of reports reloads after it. */
export function useReviewReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { clientId: number; reportId: number; action: ReviewAction; comentario?: string }) =>
      api.post(
        `/administradorreporte/${input.action}`,
        {
          id_cliente: input.clientId,
          id_reporte: input.reportId,
          ...(input.comentario ? { comentario: input.comentario } : {}),
        },
        reportApprovalAnswer,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportApprovalKey }),
  });
}

/** POST comentarios/store: a comment on a rejected report. */
export function useAddReportComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { clientId: number; reportId: number; comentario: string }) =>
      api.post(
        '/comentarios/store',
        {
          id_cliente: input.clientId,
          comentario: { adm_rep_id: input.reportId, comentario: input.comentario },
        },
        reportApprovalAnswer,
      ),
    onSuccess: (_answer, input) =>
      queryClient.invalidateQueries({ queryKey: reportCommentsKey(input.clientId, input.reportId) }),
  });
}
