import { ACTION, hasPermission, type SubscriptionItem, type TrialPeriod } from '@huella/contracts';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { alpha } from '@mui/material/styles';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useMemo, useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { PageTitle } from '../../../components/page-title';
import { formatDate } from '../../../lib/format-date';
import { useStoredSession } from '../../../lib/use-stored-session';
import { useTableState } from '../../../lib/use-table-state';
import { useMenu } from '../../../lib/session/get-menu';
import { useSubscriptions } from '../api/get-subscriptions';
import { SubscriptionDialog } from './subscription-dialog';

/** The drawer entry's id (docs/decisions/0003-menu-ids.md); the route itself is id 0. */
const SUBSCRIPTIONS_MENU = 91;

const TRIAL_COLOR: Record<TrialPeriod, 'success' | 'error' | 'default'> = {
  ACTIVO: 'success',
  VENCIDO: 'error',
  'NO APLICA': 'default',
};

type DialogState = { kind: 'closed' } | { kind: 'form'; subscription: SubscriptionItem | null };

/** '/gestionClientesConSuscripcion': 'Gestión de Clientes con Suscripción'; expired rows are marked. */
export function SubscriptionsPage() {
  const session = useStoredSession();
  const menu = useMenu({ clientId: session.clientId, userId: session.userId });
  const can = (action: number) => hasPermission(menu.data?.permissions ?? {}, SUBSCRIPTIONS_MENU, action);
  const canAdd = can(ACTION.add);
  const canEdit = can(ACTION.edit);

  const table = useTableState({ perPage: 10 });
  const subscriptions = useSubscriptions(table.query);
  const [dialog, setDialog] = useState<DialogState>({ kind: 'closed' });

  const columns = useMemo<DataTableColumn<SubscriptionItem>[]>(() => {
    const base: DataTableColumn<SubscriptionItem>[] = [
      { field: 'id', headerName: 'Id', width: 80 },
      { field: 'razon_social', headerName: 'Razón social', flex: 1, minWidth: 220, priority: 1 },
      {
        field: 'date_start',
        headerName: 'Fecha inicio',
        width: 130,
        valueFormatter: (value: string) => formatDate(value),
      },
      {
        field: 'date_end',
        priority: 1,
        headerName: 'Fecha final',
        width: 190,
        renderCell: ({ row }) =>
          row.vencida ? (
            <Tooltip title="Suscripción vencida">
              <span>{formatDate(row.date_end)} · Vencida</span>
            </Tooltip>
          ) : (
            formatDate(row.date_end)
          ),
      },
      {
        field: 'trial_period',
        headerName: 'Periodo de prueba',
        width: 160,
        sortable: false,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            variant="outlined"
            label={row.trial_period}
            color={TRIAL_COLOR[row.trial_period]}
          />
        ),
      },
    ];
    if (!canEdit) return base;
    return [
      ...base,
      {
        field: 'acciones',
        headerName: 'Acciones',
        width: 110,
        sortable: false,
        renderCell: ({ row }) => (
          <Tooltip title="Editar">
            <IconButton
              aria-label={`Editar suscripción de ${row.razon_social}`}
              onClick={() => setDialog({ kind: 'form', subscription: row })}
            >
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ),
      },
    ];
  }, [canEdit]);

  return (
    <>
      <PageTitle
        title="Gestión de Clientes con Suscripción"
        subtitle="Vigencia de la suscripción de cada cliente y su periodo de prueba."
        actions={
          canAdd && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setDialog({ kind: 'form', subscription: null })}
            >
              Nuevo
            </Button>
          )
        }
      />
      <Box
        sx={(theme) => ({
          // Spec 1 §2.7: rows whose end date is on or before today stand out.
          '& .fila-vencida': {
            bgcolor: alpha(theme.palette.error.main, 0.08),
            color: theme.palette.error.dark,
            '&:hover': { bgcolor: alpha(theme.palette.error.main, 0.14) },
          },
        })}
      >
        <DataTable
          listName="suscripciones"
          rows={subscriptions.data?.data ?? []}
          rowCount={subscriptions.data?.total ?? 0}
          columns={columns}
          isLoading={subscriptions.isFetching}
          error={subscriptions.isError ? subscriptions.error : null}
          onRetry={() => void subscriptions.refetch()}
          pageSizeOptions={[10, 25, 50]}
          paginationModel={table.paginationModel}
          onPaginationModelChange={table.setPaginationModel}
          sortModel={table.sortModel}
          onSortModelChange={table.setSortModel}
          getRowClassName={(row) => (row.vencida ? 'fila-vencida' : '')}
        />
      </Box>
      {dialog.kind === 'form' && (
        <SubscriptionDialog
          subscription={dialog.subscription}
          onClose={() => setDialog({ kind: 'closed' })}
        />
      )}
    </>
  );
}
