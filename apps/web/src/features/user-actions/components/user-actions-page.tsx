import type { UserActionRow, UsagePeriod } from '@huella/contracts';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { PageTitle } from '../../../components/page-title';
import { currentMonth } from '../../../components/reports/current-month';
import { PAGE_LAYOUT } from '../../../components/reports/report-controls';
import { UsagePeriodFilters } from '../../../components/reports/usage-period-filters';
import { useSpreadsheetExport } from '../../../components/use-spreadsheet-export';
import { formatDateTime } from '../../../lib/format-date';
import { exportUserActions } from '../api/export-user-actions';
import { useUserActions } from '../api/get-user-actions';

const COLUMNS: DataTableColumn<UserActionRow>[] = [
  { field: 'usuario', headerName: 'Nombre', flex: 1, minWidth: 140, sortable: false, priority: 1 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 160, sortable: false, priority: 3 },
  { field: 'accion', headerName: 'Acción', flex: 1, minWidth: 120, sortable: false },
  { field: 'vista', headerName: 'Vista', flex: 1, minWidth: 120, sortable: false, priority: 3 },
  { field: 'detalle', headerName: 'Detalle', flex: 2, minWidth: 200, sortable: false },
  {
    field: 'created_at',
    headerName: 'Fecha Acción',
    width: 150,
    sortable: false,
    priority: 1,
    valueFormatter: (value: string) => formatDateTime(value),
  },
];

/**
 * '/reporteaccionusuarios' (spec 3 §2.15, permission 14, internal): the action log of the period, newest
 * first, 10 a page from the server; 'Exportar' has every action of the period searched.
 */
export function UserActionsPage() {
  const [initial] = useState(currentMonth);
  const [period, setPeriod] = useState<UsagePeriod>(initial);
  const [page, setPage] = useState(1);
  const actions = useUserActions(period, page);
  const exporter = useSpreadsheetExport('Exportando Acciones de usuarios...');
  const paginationModel = useMemo(() => ({ page: page - 1, pageSize: 10 }), [page]);

  return (
    <Box sx={PAGE_LAYOUT}>
      <PageTitle title="Reporte de acciones de usuarios" subtitle="Lo que cada usuario hizo en el periodo" />
      <UsagePeriodFilters
        initial={initial}
        onSubmit={(next) => {
          setPeriod(next);
          setPage(1);
        }}
        actions={
          <Button
            variant="outlined"
            startIcon={<FileDownloadIcon />}
            disabled={exporter.isPending}
            onClick={() => void exporter.run(() => exportUserActions(period))}
            sx={{ minHeight: 44 }}
          >
            Exportar
          </Button>
        }
      />
      <DataTable
        listName="acciones-usuarios"
        rows={actions.data?.data ?? []}
        rowCount={actions.data?.total ?? 0}
        columns={COLUMNS}
        isLoading={actions.isFetching}
        error={actions.isError ? actions.error : null}
        onRetry={() => void actions.refetch()}
        pageSizeOptions={[10]}
        paginationModel={paginationModel}
        onPaginationModelChange={(model) => setPage(model.page + 1)}
      />
    </Box>
  );
}
