import { ACTION, hasPermission, ROLE, USER_MSG, type UserListItem } from '@huella/contracts';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { useNotify } from '../../../components/notification-provider';
import { PageTitle } from '../../../components/page-title';
import { SearchField } from '../../../components/search-field';
import { isApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { useStoredSession } from '../../../lib/use-stored-session';
import { useTableState } from '../../../lib/use-table-state';
import { useMenu } from '../../../lib/session/get-menu';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/get-users';
import { UserDialog } from './user-dialog';

const USERS_MENU = 5;
/** Spec 1 §9: users 10 per page. */
const PAGE_SIZE = 10;

type DialogState = { kind: 'closed' } | { kind: 'form'; id: number } | { kind: 'delete'; user: UserListItem };

/** '/usuarios' (menu 5), 'Gestión Usuarios': the provider's own users (roles 1–3). */
export function UsersPage() {
  const session = useStoredSession();
  const menu = useMenu({ clientId: session.clientId, userId: session.userId });
  const can = (action: number) => hasPermission(menu.data?.permissions ?? {}, USERS_MENU, action);
  const canAdd = can(ACTION.add);
  const canEdit = can(ACTION.edit);
  const canDelete = can(ACTION.delete);
  // Only a superadministrator may change or delete another one (the server refuses it too).
  const isSuperadmin = session.role === ROLE.superadmin;

  const table = useTableState({ perPage: PAGE_SIZE });
  const users = useUsers(table.query);
  const deleteUser = useDeleteUser();
  const notify = useNotify();
  const [dialog, setDialog] = useState<DialogState>({ kind: 'closed' });

  const columns = useMemo<DataTableColumn<UserListItem>[]>(() => {
    const mayChange = (row: UserListItem) => isSuperadmin || row.role_id !== ROLE.superadmin;
    const base: DataTableColumn<UserListItem>[] = [
      { field: 'id', headerName: 'Código', width: 90 },
      { field: 'rol', headerName: 'Rol', width: 170 },
      { field: 'name', headerName: 'Nombre', flex: 1, minWidth: 180, priority: 1 },
      { field: 'email', headerName: 'Email', flex: 1, minWidth: 200 },
      {
        field: 'img_firma',
        headerName: 'Firma',
        width: 90,
        sortable: false,
        renderCell: ({ value }) => (
          <Chip
            label={value ? 'Sí' : 'No'}
            size="small"
            color={value ? 'success' : 'default'}
            variant={value ? 'filled' : 'outlined'}
          />
        ),
      },
      {
        field: 'fecha',
        headerName: 'Fecha',
        width: 120,
        valueFormatter: (value: string) => formatDate(value),
      },
    ];
    if (!canEdit && !canDelete) return base;
    return [
      ...base,
      {
        field: 'acciones',
        headerName: 'Acción',
        width: 110,
        sortable: false,
        renderCell: ({ row }) => (
          <>
            {canEdit && mayChange(row) && (
              <Tooltip title="Editar">
                <IconButton
                  aria-label={`Editar ${row.name}`}
                  onClick={() => setDialog({ kind: 'form', id: row.id })}
                >
                  <EditIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
            {canDelete && mayChange(row) && row.id !== session.userId && (
              <Tooltip title="Eliminar">
                <IconButton
                  aria-label={`Eliminar ${row.name}`}
                  color="error"
                  onClick={() => setDialog({ kind: 'delete', user: row })}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </>
        ),
      },
    ];
  }, [canEdit, canDelete, session.userId, isSuperadmin]);

  const handleDelete = async (user: UserListItem) => {
    try {
      const answer = await deleteUser.mutateAsync(user.id);
      notify({ severity: 'success', message: answer.success });
    } catch (error) {
      if (isApiError(error) && !error.handled)
        notify({ severity: 'error', message: error.message, duration: 4000 });
    }
    setDialog({ kind: 'closed' });
  };

  return (
    <>
      <PageTitle
        title="Gestión Usuarios"
        subtitle="Usuarios internos: superadministradores, administradores y técnicos."
        actions={
          canAdd && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setDialog({ kind: 'form', id: 0 })}
            >
              Nuevo
            </Button>
          )
        }
      />
      <SearchField
        value={table.query.search ?? ''}
        onSearch={table.setSearch}
        placeholder="Buscar por nombre, e-mail o rol"
        ariaLabel="Buscar usuarios"
        width={360}
      />
      <DataTable
        listName="usuarios"
        rows={users.data?.data ?? []}
        rowCount={users.data?.total ?? 0}
        columns={columns}
        isLoading={users.isFetching}
        error={users.isError ? users.error : null}
        onRetry={() => void users.refetch()}
        pageSizeOptions={[10, 25, 50]}
        paginationModel={table.paginationModel}
        onPaginationModelChange={table.setPaginationModel}
        sortModel={table.sortModel}
        onSortModelChange={table.setSortModel}
      />
      {dialog.kind === 'form' && <UserDialog id={dialog.id} onClose={() => setDialog({ kind: 'closed' })} />}
      {dialog.kind === 'delete' && (
        <ConfirmDialog
          open
          title="Eliminar usuario"
          message={USER_MSG.confirmarEliminacion(dialog.user.name)}
          confirmLabel="Eliminar"
          isDestructive
          isPending={deleteUser.isPending}
          onCancel={() => {
            setDialog({ kind: 'closed' });
            notify({ severity: 'info', message: USER_MSG.cancelado });
          }}
          onConfirm={() => void handleDelete(dialog.user)}
        />
      )}
    </>
  );
}
