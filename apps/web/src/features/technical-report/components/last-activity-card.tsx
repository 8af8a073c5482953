import type { LastConnectionRow } from '@huella/contracts';
import { useMemo, useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { ReportCard } from '../../../components/reports/report-card';
import { SearchField } from '../../../components/search-field';
import { formatDateTime } from '../../../lib/format-date';
import { useLastConnection } from '../api/get-last-connection';
import { formatAgo } from './format-duration';

const COLUMNS: DataTableColumn<LastConnectionRow>[] = [
  { field: 'nombre', headerName: 'Nombre', flex: 1, minWidth: 150, sortable: false, priority: 1 },
  {
    field: 'fecha_ingreso',
    headerName: 'Fecha de ingreso',
    width: 170,
    sortable: false,
    valueFormatter: (value: string) => formatDateTime(value),
  },
  {
    field: 'tiempo',
    headerName: 'Hace',
    width: 150,
    sortable: false,
    priority: 1,
    valueFormatter: (value: number) => formatAgo(value),
  },
];

/** Last activity (spec 3 §2.16): each user's latest login and how long ago, searched by name or e-mail. */
export function LastActivityCard() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const users = useLastConnection(search, page);
  const paginationModel = useMemo(() => ({ page: page - 1, pageSize: 10 }), [page]);
  return (
    <ReportCard title="Última actividad" subtitle="El último ingreso de cada usuario, más recientes primero">
      <SearchField
        value={search}
        onSearch={(text) => {
          setSearch(text.trim());
          setPage(1);
        }}
        placeholder="Buscar por nombre o email"
        ariaLabel="Buscar usuarios"
      />
      <DataTable
        listName="ultima-actividad"
        rows={users.data?.data ?? []}
        rowCount={users.data?.total ?? 0}
        columns={COLUMNS}
        isLoading={users.isFetching}
        error={users.isError ? users.error : null}
        onRetry={() => void users.refetch()}
        pageSizeOptions={[10]}
        paginationModel={paginationModel}
        onPaginationModelChange={(model) => setPage(model.page + 1)}
      />
    </ReportCard>
  );
}
