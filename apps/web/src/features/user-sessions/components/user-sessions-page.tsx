import type { SessionRow, UsagePeriod } from '@huella/contracts';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import ListAltIcon from '@mui/icons-material/ListAlt';
import Box from '@mui/material/Box';
import { useMemo, useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { MenuButton } from '../../../components/menu-button';
import { PageTitle } from '../../../components/page-title';
import { currentMonth } from '../../../components/reports/current-month';
import { PAGE_LAYOUT } from '../../../components/reports/report-controls';
import { UsagePeriodFilters } from '../../../components/reports/usage-period-filters';
import { useSpreadsheetExport } from '../../../components/use-spreadsheet-export';
import { formatDateTime } from '../../../lib/format-date';
import { exportSessions, SESSION_EXPORTS, type SessionExport } from '../api/export-sessions';
import { useUserSessions } from '../api/get-user-sessions';
import { SessionCountsDialog, type SessionCountsKind } from './session-counts-dialog';

const COLUMNS: DataTableColumn<SessionRow>[] = [
  { field: 'id', headerName: 'Id', width: 90, sortable: false, priority: 3 },
  { field: 'name', headerName: 'Nombre', flex: 1, minWidth: 140, sortable: false, priority: 1 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 180, sortable: false },
  {
    field: 'fecha_session',
    headerName: 'Fecha',
    width: 150,
    sortable: false,
    priority: 1,
    valueFormatter: (value: string) => formatDateTime(value),
  },
];

const DETAILS: { key: SessionCountsKind; label: string }[] = [
  { key: 'diario', label: 'Sesiones diarias' },
  { key: 'mensual', label: 'Sesiones mensuales' },
];
const EXPORTS = (Object.keys(SESSION_EXPORTS) as SessionExport[]).map((key) => ({
  key,
  label: SESSION_EXPORTS[key].label,
}));

/**
 * '/reportesesionesusuarios' (also spelled '/reportesesionusuarios'; spec 3 §2.14, permission 13, internal):
 * each login of the period, newest first, 10 a page from the server; 'Detalles' opens the logins per user and
 * day or month, and 'Excel' exports any of the three for the period searched.
 */
export function UserSessionsPage() {
  const [initial] = useState(currentMonth);
  const [period, setPeriod] = useState<UsagePeriod>(initial);
  const [page, setPage] = useState(1);
  const [details, setDetails] = useState<SessionCountsKind | null>(null);
  const sessions = useUserSessions(period, page);
  const exporter = useSpreadsheetExport('Exportando Sesiones de usuarios...');
  const paginationModel = useMemo(() => ({ page: page - 1, pageSize: 10 }), [page]);

  return (
    <Box sx={PAGE_LAYOUT}>
      <PageTitle
        title="Reporte de sesiones de usuarios"
        subtitle="Los ingresos de los usuarios en el periodo"
      />
      <UsagePeriodFilters
        initial={initial}
        onSubmit={(next) => {
          setPeriod(next);
          setPage(1);
        }}
        actions={
          <>
            <MenuButton label="Detalles" icon={<ListAltIcon />} choices={DETAILS} onChoose={setDetails} />
            <MenuButton
              label="Excel"
              icon={<FileDownloadIcon />}
              choices={EXPORTS}
              disabled={exporter.isPending}
              onChoose={(kind) => void exporter.run(() => exportSessions(kind, period))}
            />
          </>
        }
      />
      <DataTable
        listName="sesiones-usuarios"
        rows={sessions.data?.data ?? []}
        rowCount={sessions.data?.total ?? 0}
        columns={COLUMNS}
        isLoading={sessions.isFetching}
        error={sessions.isError ? sessions.error : null}
        onRetry={() => void sessions.refetch()}
        pageSizeOptions={[10]}
        paginationModel={paginationModel}
        onPaginationModelChange={(model) => setPage(model.page + 1)}
      />
      {details && <SessionCountsDialog kind={details} period={period} onClose={() => setDetails(null)} />}
    </Box>
  );
}
