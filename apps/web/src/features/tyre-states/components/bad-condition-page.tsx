import { BAD_CONDITION_KIND, type BadConditionTyre, LIFECYCLE_MSG, TYRE_STATES_MSG } from '@huella/contracts';
import BuildOutlinedIcon from '@mui/icons-material/BuildOutlined';
import DeleteSweepOutlinedIcon from '@mui/icons-material/DeleteSweepOutlined';
import EditIcon from '@mui/icons-material/Edit';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import LaunchIcon from '@mui/icons-material/Launch';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import { type ReactElement, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { ExportMenu } from '../../../components/export-menu';
import { useNotify } from '../../../components/notification-provider';
import { PageTitle } from '../../../components/page-title';
import { SearchField } from '../../../components/search-field';
import { isApiError } from '../../../lib/api-client';
import { useTableState } from '../../../lib/use-table-state';
import { exportBadCondition } from '../api/export-bad-condition';
import { useBadConditionTyres } from '../api/get-bad-condition-tyres';
import { type SendTarget, useSendTyre } from '../api/send-tyre';
import { BadConditionEditDialog } from './bad-condition-edit-dialog';
import { FinalTreadNotice } from './final-tread-notice';
import { formatDay, formatDepth, formatNumber, formatUsd, TOUCH } from './format';
import { TyreImageDialog } from './tyre-image-dialog';
import { TwoLines } from './two-lines';

const PAGE_SIZES = [10, 25, 50, 100];
/** Columns the server sorts by (contracts BAD_CONDITION_SORTS). */
const SORTABLE = new Set(['fecha_scrap', 'num_serie', 'marca', 'remanente_final']);

const TARGETS: {
  target: SendTarget;
  label: string;
  icon: ReactElement;
  confirm: (serie: string) => string;
}[] = [
  {
    target: 'repair',
    label: 'Enviar a reparación',
    icon: <BuildOutlinedIcon fontSize="small" />,
    confirm: TYRE_STATES_MSG.confirmarReparacion,
  },
  {
    target: 'retread',
    label: 'Enviar a reencauche',
    icon: <AutorenewIcon fontSize="small" />,
    confirm: TYRE_STATES_MSG.confirmarReencauche,
  },
  {
    target: 'scrap',
    label: 'Enviar a scrap',
    icon: <DeleteSweepOutlinedIcon fontSize="small" color="error" />,
    confirm: TYRE_STATES_MSG.confirmarScrap,
  },
];

type DialogState =
  | { kind: 'closed' }
  | { kind: 'edit'; tyre: BadConditionTyre }
  | { kind: 'image'; tyre: BadConditionTyre }
  | { kind: 'notice'; tyre: BadConditionTyre }
  | { kind: 'confirm'; tyre: BadConditionTyre; target: SendTarget };

export interface BadConditionPageProps {
  clientId: number;
  userId: number | null;
  /** Edit (3) on menu 78: the edit action and the moves (the server asks the same). */
  canEdit: boolean;
}

/**
 * '/neumaticosmalestado' (menu 78): tyres taken off for final wear or failure ('desinstalado': edit, repair,
 * retread, scrap, image, go to the vehicle) and installed tyres an inspection judged bad ('instalado': only
 * the vehicle's installation screen). A tyre without its final tread is stopped by the 'AVISO' notice.
 */
export function BadConditionPage({ clientId, userId, canEdit }: BadConditionPageProps) {
  const table = useTableState({ perPage: 10 });
  const tyres = useBadConditionTyres(clientId, table.query);
  const send = useSendTyre(clientId, userId);
  const notify = useNotify();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<DialogState>({ kind: 'closed' });
  const [menu, setMenu] = useState<{ anchor: HTMLElement; tyre: BadConditionTyre } | null>(null);

  const close = () => setDialog({ kind: 'closed' });
  const choose = (tyre: BadConditionTyre, target: SendTarget) => {
    setMenu(null);
    setDialog(tyre.remanente_final === null ? { kind: 'notice', tyre } : { kind: 'confirm', tyre, target });
  };
  const confirmSend = async (tyre: BadConditionTyre, target: SendTarget) => {
    try {
      const message = await send.mutateAsync({ target, tyreId: tyre.id });
      notify({ severity: 'success', message });
      close();
    } catch (error) {
      if (!isApiError(error) || error.handled) return close();
      // The server has the last word on the final tread too.
      if (error.message === LIFECYCLE_MSG.remanenteFinalRequerido) return setDialog({ kind: 'notice', tyre });
      notify({ severity: 'error', message: error.message, duration: 6000 });
      close();
    }
  };

  const columns = useMemo<DataTableColumn<BadConditionTyre>[]>(() => {
    const list: DataTableColumn<BadConditionTyre>[] = [
      {
        field: 'opciones',
        headerName: 'Opciones',
        width: 196,
        renderCell: ({ row }) => {
          const isRemoved = row.estado_descripcion === BAD_CONDITION_KIND.removed;
          return (
            <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
              {isRemoved && canEdit && (
                <Tooltip title="Editar">
                  <IconButton
                    aria-label={`Editar ${row.num_serie}`}
                    onClick={() => setDialog({ kind: 'edit', tyre: row })}
                    sx={TOUCH}
                  >
                    <EditIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
              {isRemoved && canEdit && (
                <Tooltip title="Reparar, reencauchar o scrap">
                  <IconButton
                    aria-label={`Enviar ${row.num_serie}`}
                    aria-haspopup="menu"
                    onClick={(event) => setMenu({ anchor: event.currentTarget, tyre: row })}
                    sx={TOUCH}
                  >
                    <MoreVertIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
              {isRemoved && (
                <Tooltip title="Ver imagen">
                  <IconButton
                    aria-label={`Ver imagen de ${row.num_serie}`}
                    onClick={() => setDialog({ kind: 'image', tyre: row })}
                    sx={TOUCH}
                  >
                    <ImageOutlinedIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
              {row.id_vehiculo !== null && (
                <Tooltip title="Ir a la instalación del vehículo">
                  <IconButton
                    aria-label={`Ir al vehículo de ${row.num_serie}`}
                    onClick={() => void navigate(`/vehiculo/instalacion/${row.id_vehiculo}`)}
                    sx={TOUCH}
                  >
                    <LaunchIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
            </Box>
          );
        },
      },
      { field: 'num_serie', headerName: 'Serie Cliente', minWidth: 112, flex: 1, priority: 1 },
      {
        field: 'estado_descripcion',
        headerName: 'Estado',
        width: 120,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            variant="outlined"
            color={row.estado_descripcion === BAD_CONDITION_KIND.removed ? 'warning' : 'info'}
            label={row.estado_descripcion}
          />
        ),
      },
      {
        field: 'marca',
        headerName: 'Neumático',
        minWidth: 130,
        flex: 1.3,
        priority: 3,
        renderCell: ({ row }) => (
          <TwoLines primary={row.marca} secondary={`${row.medida} · ${row.nuevo_reenc}`} />
        ),
      },
      {
        field: 'remanente_final',
        headerName: 'Remanente',
        description: 'Remanente final; debajo, el original y el límite de la aplicación del vehículo',
        width: 135,
        renderCell: ({ row }) => (
          <TwoLines
            primary={
              <Box component="span" sx={{ color: row.remanente_final === null ? 'warning.dark' : undefined }}>
                Final: {formatDepth(row.remanente_final)}
              </Box>
            }
            secondary={`orig. ${formatNumber(row.remanente_original)} · lím. ${formatNumber(row.remanente_limite)}`}
          />
        ),
      },
      {
        field: 'costo_perdido',
        headerName: 'Costo perdido',
        description:
          'Lo que se perdería al enviarlo a scrap: costo de la vida × (remanente final − límite) ÷ (original − límite)',
        width: 125,
        renderCell: ({ row }) => (
          <TwoLines primary={formatUsd(row.costo_perdido)} secondary={`vida ${formatUsd(row.costo)}`} />
        ),
      },
      {
        field: 'fecha_scrap',
        headerName: 'Retiro',
        width: 185,
        // When, from which vehicle and why: what the list is read for.
        priority: 1,
        renderCell: ({ row }) => (
          <TwoLines
            primary={`${formatDay(row.fecha_scrap)}${row.placa ? ` · ${row.placa}` : ''}`}
            secondary={row.motivo_scrap ?? '-'}
          />
        ),
      },
    ];
    return list.map((column) => ({ ...column, sortable: SORTABLE.has(column.field) }));
  }, [canEdit, navigate]);

  const total = tyres.data?.total;
  return (
    <Box sx={{ maxWidth: 1440, mx: 'auto' }}>
      <PageTitle
        title={`Neumáticos en mal estado${total === undefined ? '' : ` (${new Intl.NumberFormat('es-PE').format(total)})`}`}
        subtitle="Desinstalados por desgaste final o falla: registre su remanente final y decida si se reparan, se reencauchan o van a scrap"
        actions={
          <ExportMenu
            onExport={(extension) => exportBadCondition(clientId, extension)}
            messages={TYRE_STATES_MSG}
          />
        }
      />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <SearchField
          value={table.query.search ?? ''}
          onSearch={table.setSearch}
          placeholder="Buscar por serie, DOT, marca o medida"
          ariaLabel="Buscar neumáticos en mal estado"
          width={420}
        />
        <DataTable
          listName="mal-estado"
          rows={tyres.data?.data ?? []}
          rowCount={tyres.data?.total ?? 0}
          columns={columns}
          isLoading={tyres.isFetching}
          error={tyres.isError ? tyres.error : null}
          onRetry={() => void tyres.refetch()}
          pageSizeOptions={PAGE_SIZES}
          paginationModel={table.paginationModel}
          onPaginationModelChange={table.setPaginationModel}
          sortModel={table.sortModel}
          onSortModelChange={table.setSortModel}
        />
      </Paper>
      <Menu anchorEl={menu?.anchor} open={menu !== null} onClose={() => setMenu(null)}>
        {TARGETS.map(({ target, label, icon }) => (
          <MenuItem key={target} onClick={() => menu && choose(menu.tyre, target)} sx={{ minHeight: 44 }}>
            <ListItemIcon>{icon}</ListItemIcon>
            <ListItemText>{label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
      {dialog.kind === 'edit' && (
        <BadConditionEditDialog clientId={clientId} userId={userId} tyre={dialog.tyre} onClose={close} />
      )}
      {dialog.kind === 'image' && (
        <TyreImageDialog serial={dialog.tyre.num_serie} url={dialog.tyre.ruta1} onClose={close} />
      )}
      {dialog.kind === 'notice' && (
        <FinalTreadNotice
          onFill={canEdit ? () => setDialog({ kind: 'edit', tyre: dialog.tyre }) : null}
          onClose={close}
        />
      )}
      {dialog.kind === 'confirm' && (
        <ConfirmDialog
          open
          title={TARGETS.find((item) => item.target === dialog.target)?.label ?? ''}
          message={TARGETS.find((item) => item.target === dialog.target)?.confirm(dialog.tyre.num_serie)}
          confirmLabel="Enviar"
          isDestructive={dialog.target === 'scrap'}
          isPending={send.isPending}
          onConfirm={() => void confirmSend(dialog.tyre, dialog.target)}
          onCancel={() => {
            notify({ severity: 'info', message: TYRE_STATES_MSG.cancelado });
            close();
          }}
        />
      )}
    </Box>
  );
}
