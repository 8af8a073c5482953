import { ACTION, hasPermission, MEMBER_MSG, type MemberItem } from '@huella/contracts';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { useNotify } from '../../../components/notification-provider';
import { SearchField } from '../../../components/search-field';
import { isApiError } from '../../../lib/api-client';
import { useStoredSession } from '../../../lib/use-stored-session';
import { useTableState } from '../../../lib/use-table-state';
import { useMenu } from '../../../lib/session/get-menu';
import { useDeleteMember } from '../api/delete-member';
import { useMembers } from '../api/get-members';
import { useSendCredentials } from '../api/send-credentials';
import { MemberDialog } from './member-dialog';

/** Spec 1 §9: members are shown 50 per page. */
const PAGE_SIZE = 50;

type DialogState =
  { kind: 'closed' } | { kind: 'form'; member: MemberItem | null } | { kind: 'delete'; member: MemberItem };

interface MembersPanelProps {
  clientId: number;
  /** Whose grants open the buttons: 7 on '/miembroscliente/{id}', 92 on '/micuenta'. */
  menuId: number;
  /** Extra buttons beside 'Nuevo' (e.g. 'Regresar'). */
  actions?: ReactNode;
  /** Compact heading when the panel sits beside another card. */
  headingVariant?: 'h5' | 'h6';
}

/** 'Miembros de: {empresa}': search, Nuevo, table Nombre/Email/Rol/Acciones with edit, delete, send credentials. */
export function MembersPanel({ clientId, menuId, actions, headingVariant = 'h5' }: MembersPanelProps) {
  const session = useStoredSession();
  const menu = useMenu({ clientId: session.clientId, userId: session.userId });
  const can = (action: number) => hasPermission(menu.data?.permissions ?? {}, menuId, action);
  const canAdd = can(ACTION.add);
  const canEdit = can(ACTION.edit);
  const canDelete = can(ACTION.delete);

  const members = useMembers(clientId);
  const deleteMember = useDeleteMember();
  const sendCredentials = useSendCredentials();
  const notify = useNotify();
  // The members come whole (a company has few); search and page still live in the URL like every list.
  const table = useTableState({ perPage: PAGE_SIZE });
  const [dialog, setDialog] = useState<DialogState>({ kind: 'closed' });

  const notifyError = (error: unknown) => {
    if (isApiError(error) && !error.handled)
      notify({ severity: 'error', message: error.message, duration: 4000 });
  };

  const handleSendCredentials = async (member: MemberItem) => {
    try {
      const answer = await sendCredentials.mutateAsync(member.id_user);
      notify({ severity: 'success', message: answer.message });
    } catch (error) {
      notifyError(error);
    }
  };

  const handleDelete = async (member: MemberItem) => {
    try {
      const answer = await deleteMember.mutateAsync({ id_usuario: member.id_user, id_cliente: clientId });
      notify({ severity: 'success', message: answer.message });
    } catch (error) {
      notifyError(error);
    }
    setDialog({ kind: 'closed' });
  };

  const columns = useMemo<DataTableColumn<MemberItem>[]>(
    () => [
      { field: 'name', headerName: 'Nombre', flex: 1, minWidth: 150, priority: 1 },
      { field: 'email', headerName: 'Email', flex: 1.2, minWidth: 180 },
      {
        field: 'role',
        headerName: 'Rol',
        width: 215,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            label={row.role}
            color={row.role_id === 4 ? 'primary' : 'default'}
            variant="outlined"
          />
        ),
      },
      {
        field: 'acciones',
        headerName: 'Acciones',
        width: 152,
        sortable: false,
        renderCell: ({ row }) => (
          <>
            {canEdit && (
              <Tooltip title="Editar">
                <IconButton
                  aria-label={`Editar ${row.name}`}
                  onClick={() => setDialog({ kind: 'form', member: row })}
                >
                  <EditIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
            {canDelete && (
              <Tooltip title="Eliminar">
                <IconButton
                  aria-label={`Eliminar ${row.name}`}
                  color="error"
                  onClick={() => setDialog({ kind: 'delete', member: row })}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
            {/* Spec 1 §6: sending credentials is always available. */}
            <Tooltip title="Enviar credenciales">
              <IconButton
                aria-label={`Enviar credenciales a ${row.name}`}
                onClick={() => void handleSendCredentials(row)}
              >
                <ForwardToInboxIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- handlers only close over stable mutations
    [canEdit, canDelete],
  );

  const term = (table.query.search ?? '').toLowerCase();
  const rows = (members.data?.miembros ?? []).filter(
    (member) =>
      !term || member.name.toLowerCase().includes(term) || member.email.toLowerCase().includes(term),
  );
  const companyName = members.data?.cliente.razon_social ?? '';

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant={headingVariant} component="h2" sx={{ fontWeight: 600, flexGrow: 1 }}>
          Miembros de: {companyName}
        </Typography>
        {canAdd && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setDialog({ kind: 'form', member: null })}
          >
            Nuevo
          </Button>
        )}
        {actions}
      </Box>
      <SearchField
        value={table.query.search ?? ''}
        onSearch={table.setSearch}
        placeholder="Buscar por nombre o e-mail"
        ariaLabel="Buscar miembros"
      />
      <DataTable
        listName="miembros"
        rows={rows}
        columns={columns}
        getRowId={(row) => row.id_user}
        isLoading={members.isPending}
        error={members.isError ? members.error : null}
        onRetry={() => void members.refetch()}
        pageSizeOptions={[PAGE_SIZE]}
        paginationModel={{ page: table.query.page - 1, pageSize: PAGE_SIZE }}
        onPaginationModelChange={table.setPaginationModel}
      />
      {dialog.kind === 'form' && (
        <MemberDialog
          clientId={clientId}
          member={dialog.member}
          roles={members.data?.roles ?? []}
          onClose={() => setDialog({ kind: 'closed' })}
        />
      )}
      {dialog.kind === 'delete' && (
        <ConfirmDialog
          open
          title="Eliminar usuario"
          message={MEMBER_MSG.confirmarEliminar(dialog.member.name)}
          confirmLabel="Eliminar"
          cancelLabel="Cancelar"
          isDestructive
          isPending={deleteMember.isPending}
          onCancel={() => {
            setDialog({ kind: 'closed' });
            notify({ severity: 'info', message: 'Se cancelo la acción' });
          }}
          onConfirm={() => void handleDelete(dialog.member)}
        />
      )}
    </Box>
  );
}
