import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ApprovedReportRow } from '@huella/contracts';
import { useState } from 'react';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { ReportCard } from '../../../components/reports/report-card';
import { formatDateTime } from '../../../lib/format-date';
import { PdfViewerDialog } from '../../consolidated-report/components/pdf-viewer-dialog';
import { useApprovedReports } from '../api/get-reports';
import { ReportStateChip } from './report-state-chip';

const PAGE_SIZE = 5;

/**
 * Every approved consolidated report of the client (issue 15 item 5): the client's users find them here with
 * their period, state and approval date, and open each PDF.
 */
export function ApprovedReportsCard({ clientId }: { clientId: number }) {
  const [page, setPage] = useState(0);
  const [viewing, setViewing] = useState<ApprovedReportRow | null>(null);
  const approved = useApprovedReports(clientId, { page: page + 1, per_page: PAGE_SIZE });

  let body;
  if (approved.isPending) body = <LoadingState />;
  else if (approved.isError) body = <ErrorState onRetry={() => void approved.refetch()} />;
  else if (approved.data.total === 0)
    body = (
      <Typography variant="body2" color="text.secondary">
        Aún no hay reportes aprobados
      </Typography>
    );
  else
    body = (
      <>
        <Table size="small" aria-label="Reportes aprobados">
          <TableHead>
            <TableRow>
              <TableCell>Periodo</TableCell>
              <TableCell>Estado</TableCell>
              <TableCell>Fecha de aprobación</TableCell>
              <TableCell align="right">PDF</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {approved.data.data.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{row.periodo}</TableCell>
                <TableCell>
                  <ReportStateChip estado={row.estado} />
                </TableCell>
                <TableCell>{formatDateTime(row.fecha_revision)}</TableCell>
                <TableCell align="right">
                  <Button
                    size="small"
                    onClick={() => setViewing(row)}
                    aria-label={`Ver PDF de ${row.periodo}`}
                  >
                    Ver PDF
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {approved.data.total > PAGE_SIZE && (
          <TablePagination
            component="div"
            count={approved.data.total}
            page={page}
            onPageChange={(_event, next) => setPage(next)}
            rowsPerPage={PAGE_SIZE}
            rowsPerPageOptions={[PAGE_SIZE]}
            labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count}`}
          />
        )}
      </>
    );

  return (
    <ReportCard title="Reportes aprobados">
      {body}
      <PdfViewerDialog
        open={viewing !== null}
        onClose={() => setViewing(null)}
        uuid={viewing?.urlpdf ?? null}
        clientId={clientId}
        title="Reporte Consolidado (PDF)"
        fileName={viewing ? `Reporte consolidado ${viewing.periodo}.pdf` : undefined}
      />
    </ReportCard>
  );
}
