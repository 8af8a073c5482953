import { ACTION, COSTO_LABEL, hasPermission, type ClientItem } from '@huella/contracts';
import AddIcon from '@mui/icons-material/Add';
import ContactsIcon from '@mui/icons-material/Contacts';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useMemo, useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { PageTitle } from '../../../components/page-title';
import { useStoredSession } from '../../../lib/use-stored-session';
import { useTableState } from '../../../lib/use-table-state';
import { useMenu } from '../../../lib/session/get-menu';
import { useAdminClients } from '../api/get-admin-clients';
import { ClientDialog } from './client-dialog';
import { ContactsDialog } from './contacts-dialog';
import { SearchField } from '../../../components/search-field';

const CLIENTS_MENU = 6;

type DialogState =
  { kind: 'closed' } | { kind: 'form'; client: ClientItem | null } | { kind: 'contacts'; client: ClientItem };

/** '/mttoCliente' (menu 6): 'Gestión de Clientes', 10 per page, search, new/edit dialog and contacts. */
export function ClientsPage() {
  const session = useStoredSession();
  const menu = useMenu({ clientId: session.clientId, userId: session.userId });
  const can = (action: number) => hasPermission(menu.data?.permissions ?? {}, CLIENTS_MENU, action);
  const canAdd = can(ACTION.add);
  const canEdit = can(ACTION.edit);

  const table = useTableState({ perPage: 10 });
  const clients = useAdminClients(table.query);
  const [dialog, setDialog] = useState<DialogState>({ kind: 'closed' });

  const columns = useMemo<DataTableColumn<ClientItem>[]>(
    () => [
      {
        field: 'acciones',
        headerName: 'Acción',
        width: 110,
        sortable: false,
        renderCell: ({ row }) => (
          <>
            {canEdit && (
              <Tooltip title="Editar">
                <IconButton
                  aria-label={`Editar ${row.razon_social}`}
                  onClick={() => setDialog({ kind: 'form', client: row })}
                >
                  <EditIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
            {/* Spec 1 §6: contacts have no permission of their own. */}
            <Tooltip title="Contactos">
              <IconButton
                aria-label={`Contactos de ${row.razon_social}`}
                onClick={() => setDialog({ kind: 'contacts', client: row })}
              >
                <ContactsIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </>
        ),
      },
      { field: 'id', headerName: 'Id', width: 80 },
      { field: 'razon_social', headerName: 'Razón social', flex: 2, minWidth: 220, priority: 1 },
      { field: 'ruc', headerName: 'RUC', width: 140 },
      {
        field: 'estado',
        headerName: 'Estado',
        width: 120,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            label={row.estado}
            color={row.estado === 'Activo' ? 'success' : 'default'}
            variant="outlined"
          />
        ),
      },
      {
        field: 'logo',
        headerName: 'Logo',
        width: 90,
        sortable: false,
        valueGetter: (_value, row) => (row.logo ? 'Sí' : 'No'),
      },
      {
        field: 'costo',
        headerName: 'Costo por defecto',
        flex: 1,
        minWidth: 170,
        sortable: false,
        valueGetter: (_value, row) => COSTO_LABEL[row.costo] ?? '',
      },
    ],
    [canEdit],
  );

  return (
    <>
      <PageTitle
        title="Gestión de Clientes"
        subtitle="Empresas cliente de la plataforma, su logo, sector y contactos."
        actions={
          canAdd && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setDialog({ kind: 'form', client: null })}
            >
              Nuevo
            </Button>
          )
        }
      />
      <SearchField value={table.query.search ?? ''} onSearch={table.setSearch} />
      <DataTable
        listName="clientes"
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
      {dialog.kind === 'form' && (
        <ClientDialog client={dialog.client} onClose={() => setDialog({ kind: 'closed' })} />
      )}
      {dialog.kind === 'contacts' && (
        <ContactsDialog client={dialog.client} onClose={() => setDialog({ kind: 'closed' })} />
      )}
    </>
  );
}
