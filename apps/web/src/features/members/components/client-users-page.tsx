import type { ClientMembersItem } from '@huella/contracts';
import GroupsIcon from '@mui/icons-material/Groups';
import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { PageTitle } from '../../../components/page-title';
import { useTableState } from '../../../lib/use-table-state';
import { useClientMemberCounts } from '../api/get-client-member-counts';

/** '/gestionCliente' (menu 7): each client with its number of members and 'Ver miembros'. */
export function ClientUsersPage() {
  const table = useTableState({ perPage: 10 });
  const clients = useClientMemberCounts(table.query);

  const columns = useMemo<DataTableColumn<ClientMembersItem>[]>(
    () => [
      { field: 'id', headerName: 'Id', width: 90 },
      { field: 'razon_social', headerName: 'Cliente', flex: 1, minWidth: 240, priority: 1 },
      { field: 'miembros', headerName: 'Miembros', width: 130, type: 'number' },
      {
        field: 'acciones',
        headerName: 'Acción',
        width: 170,
        sortable: false,
        renderCell: ({ row }) => (
          <Button component={Link} to={`/miembroscliente/${row.id}`} size="small" startIcon={<GroupsIcon />}>
            Ver miembros
          </Button>
        ),
      },
    ],
    [],
  );

  return (
    <>
      <PageTitle
        title="Usuarios por cliente"
        subtitle="Miembros de cada empresa cliente: administradores y operadores."
      />
      <DataTable
        listName="usuarios-cliente"
        rows={clients.data?.data ?? []}
        rowCount={clients.data?.total ?? 0}
        columns={columns}
        isLoading={clients.isFetching}
        error={clients.isError ? clients.error : null}
        onRetry={() => void clients.refetch()}
        pageSizeOptions={[10, 25, 50]}
        paginationModel={table.paginationModel}
        onPaginationModelChange={table.setPaginationModel}
        sortModel={table.sortModel}
        onSortModelChange={table.setSortModel}
      />
    </>
  );
}
