import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { ACTION, hasPermission, type ReportAdminRow } from '@huella/contracts';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { useNotify } from '../../../components/notification-provider';
import { PageTitle } from '../../../components/page-title';
import { isApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useMenu } from '../../../lib/session/get-menu';
import { useTableState } from '../../../lib/use-table-state';
import { useStoredSession } from '../../../lib/use-stored-session';
import { PdfViewerDialog } from '../../consolidated-report/components/pdf-viewer-dialog';
import { useReportAdminPage } from '../api/get-reports';
import { type ReviewAction, useReviewReport } from '../api/review-report';
import { CommentDialog } from './comment-dialog';
import { ReportStateChip } from './report-state-chip';

/** Permission id of /administracionreportes: edit is the reviewer's grant (the server enforces it). */
export const REPORT_ADMIN_MENU = 24;
const PAGE_SIZE = 10;

const REVIEW_TEXT: Record<ReviewAction, { title: string; confirm: string; question: string }> = {
  approve: {
    title: 'Aprobar reporte',
    confirm: 'Aprobar',
    question: 'Se enviará por correo a los contactos de reporte del cliente. ¿Desea aprobar',
  },
  decline: {
    title: 'Rechazar reporte',
    confirm: 'Rechazar',
    question: 'El técnico deberá responder y enviarlo nuevamente. ¿Desea rechazar',
  },
};

/**
 * '/administracionreportes' (spec 3 §2.6): the client's consolidated reports sent for approval, 10 per page,
 * newest change first. View the PDF; 'Comentar' when rejected; 'Aprobar' / 'Rechazar' for whoever holds edit on
 * the screen's menu (hidden otherwise). The list reloads after each review.
 */
export function ReportAdministrationPage({ clientId }: { clientId: number }) {
  const session = useStoredSession();
  const menu = useMenu({ clientId, userId: session.userId });
  const canReview = hasPermission(menu.data?.permissions ?? {}, REPORT_ADMIN_MENU, ACTION.edit);
  const canComment = hasPermission(menu.data?.permissions ?? {}, REPORT_ADMIN_MENU, ACTION.add);
  const table = useTableState({ perPage: PAGE_SIZE });
  const reports = useReportAdminPage(clientId, { page: table.query.page, per_page: table.query.per_page });
  const review = useReviewReport();
  const notify = useNotify();
  const [viewing, setViewing] = useState<ReportAdminRow | null>(null);
  const [commenting, setCommenting] = useState<ReportAdminRow | null>(null);
  const [confirming, setConfirming] = useState<{ row: ReportAdminRow; action: ReviewAction } | null>(null);
  const [reason, setReason] = useState('');
  const ask = (row: ReportAdminRow, action: ReviewAction) => {
    setReason('');
    setConfirming({ row, action });
  };

  const runReview = async () => {
    if (!confirming) return;
    try {
      const answer = await review.mutateAsync({
        clientId,
        reportId: confirming.row.id,
        action: confirming.action,
        comentario: confirming.action === 'decline' ? reason.trim() : undefined,
      });
      notify({ message: answer.success });
    } catch (error) {
      if (isApiError(error) && !error.handled) notify({ message: error.message, severity: 'error' });
    } finally {
      setConfirming(null);
    }
  };

  const columns = useMemo<DataTableColumn<ReportAdminRow>[]>(
    () => [
      { field: 'name', headerName: 'Nombre completo', flex: 1, minWidth: 150, priority: 2, sortable: false },
      { field: 'reporte', headerName: 'Reporte', flex: 1.4, minWidth: 200, priority: 1, sortable: false },
      {
        field: 'fecha',
        headerName: 'Última actualización',
        width: 160,
        priority: 2,
        sortable: false,
        valueFormatter: (value: string) => formatDateTime(value),
      },
      {
        field: 'created_at',
        headerName: 'Reporte Generado',
        width: 160,
        priority: 3,
        sortable: false,
        valueFormatter: (value: string) => formatDateTime(value),
      },
      {
        field: 'estado',
        headerName: 'estado',
        width: 130,
        priority: 1,
        sortable: false,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
            <ReportStateChip estado={row.estado} />
          </Box>
        ),
      },
      {
        field: 'acciones',
        headerName: 'Aprobación',
        width: 200,
        sortable: false,
        renderCell: ({ row }) => {
          const waiting = row.estado === 'PROCESO';
          return (
            <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
              <Tooltip title="Ver PDF">
                <IconButton aria-label={`Ver PDF de ${row.reporte}`} onClick={() => setViewing(row)}>
                  <PictureAsPdfOutlinedIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              {row.estado === 'RECHAZADO' && canComment && (
                <Tooltip title="Comentar">
                  <IconButton aria-label={`Comentar ${row.reporte}`} onClick={() => setCommenting(row)}>
                    <ChatBubbleOutlineIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
              {canReview && waiting && (
                <>
                  <Tooltip title="Aprobar">
                    <IconButton
                      color="success"
                      aria-label={`Aprobar ${row.reporte}`}
                      onClick={() => ask(row, 'approve')}
                    >
                      <CheckCircleOutlineIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Rechazar">
                    <IconButton
                      color="error"
                      aria-label={`Rechazar ${row.reporte}`}
                      onClick={() => ask(row, 'decline')}
                    >
                      <CancelOutlinedIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </>
              )}
            </Box>
          );
        },
      },
    ],
    [canComment, canReview],
  );

  const text = confirming ? REVIEW_TEXT[confirming.action] : null;
  return (
    <>
      <PageTitle
        title="Administración de reportes"
        subtitle="Reportes consolidados enviados para aprobación; al aprobarse se envían a los contactos de reporte del cliente."
      />
      <DataTable
        listName="administracion-reportes"
        rows={reports.data?.data ?? []}
        columns={columns}
        isLoading={reports.isFetching}
        error={reports.isError ? reports.error : null}
        onRetry={() => void reports.refetch()}
        pageSizeOptions={[PAGE_SIZE]}
        paginationModel={table.paginationModel}
        onPaginationModelChange={table.setPaginationModel}
        rowCount={reports.data?.total ?? 0}
      />
      <PdfViewerDialog
        open={viewing !== null}
        onClose={() => setViewing(null)}
        uuid={viewing?.urlpdf ?? null}
        clientId={clientId}
        title="Reporte Consolidado (PDF)"
        fileName={viewing ? `${viewing.reporte}.pdf` : undefined}
      />
      {commenting && (
        <CommentDialog
          clientId={clientId}
          reportId={commenting.id}
          reporte={commenting.reporte}
          onClose={() => setCommenting(null)}
        />
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={text?.title ?? ''}
        message={
          confirming && text ? (
            <Stack spacing={2}>
              <span>{`${text.question} el ${confirming.row.reporte}?`}</span>
              {confirming.action === 'decline' && (
                <TextField
                  label="Motivo del rechazo (opcional)"
                  multiline
                  minRows={2}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                  slotProps={{ htmlInput: { maxLength: 1000 } }}
                />
              )}
            </Stack>
          ) : (
            ''
          )
        }
        confirmLabel={text?.confirm}
        isDestructive={confirming?.action === 'decline'}
        isPending={review.isPending}
        onConfirm={() => void runReview()}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
