import { MONTH_NAMES, type SessionCountRow, type UsagePeriod } from '@huella/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useMemo, useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { formatDate } from '../../../lib/format-date';
import { useDailySessions } from '../api/get-daily-sessions';
import { useMonthlySessions } from '../api/get-monthly-sessions';

export type SessionCountsKind = 'diario' | 'mensual';

/** 'yyyy-mm' as 'Noviembre 2026'; a day as DD/MM/AAAA. */
function periodLabel(kind: SessionCountsKind, value: string): string {
  if (kind === 'diario') return formatDate(value);
  const month = MONTH_NAMES[Number(value.slice(5, 7)) - 1];
  return month ? `${month} ${value.slice(0, 4)}` : value;
}

const columnsFor = (kind: SessionCountsKind): DataTableColumn<SessionCountRow>[] => [
  { field: 'name', headerName: 'Nombre', flex: 1, minWidth: 140, sortable: false, priority: 1 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 160, sortable: false, priority: 3 },
  { field: 'cantidad', headerName: 'Total ingresos', type: 'number', width: 130, sortable: false },
  {
    field: 'fecha_session',
    headerName: kind === 'diario' ? 'Fecha' : 'Mes',
    width: 150,
    sortable: false,
    priority: 1,
    valueFormatter: (value: string) => periodLabel(kind, value),
  },
];

/**
 * The details popups of spec 3 §2.14: logins per user and day (or month) of the searched period, with name,
 * email, total ingresos and the date; the answer is whole, paged here 10 at a time.
 */
export function SessionCountsDialog({
  kind,
  period,
  onClose,
}: {
  kind: SessionCountsKind;
  period: UsagePeriod;
  onClose: () => void;
}) {
  const daily = useDailySessions(period, kind === 'diario');
  const monthly = useMonthlySessions(period, kind === 'mensual');
  const counts = kind === 'diario' ? daily : monthly;
  const columns = useMemo(() => columnsFor(kind), [kind]);
  const [paginationModel, setPaginationModel] = useState({ page: 0, pageSize: 10 });
  const title = kind === 'diario' ? 'Sesiones diarias' : 'Sesiones mensuales';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="sesiones-detalle-titulo">
      <DialogTitle id="sesiones-detalle-titulo">
        {title} del {formatDate(period.fecha_inicial)} al {formatDate(period.fecha_final)}
      </DialogTitle>
      <DialogContent>
        <DataTable
          rows={counts.data?.data ?? []}
          getRowId={(row) => `${row.id}-${row.fecha_session}`}
          columns={columns}
          isLoading={counts.isFetching}
          error={counts.isError ? counts.error : null}
          onRetry={() => void counts.refetch()}
          pageSizeOptions={[10]}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 44 }}>
          Cerrar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
