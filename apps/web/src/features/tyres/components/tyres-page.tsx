import { type Tyre, type TyreCatalog, TYRE_MSG } from '@huella/contracts';
import AddIcon from '@mui/icons-material/Add';
import AttachMoneyIcon from '@mui/icons-material/AttachMoney';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import EditIcon from '@mui/icons-material/Edit';
import SpeedIcon from '@mui/icons-material/Speed';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { actionsWidth } from '../../../components/data-table-columns';
import { SearchField } from '../../../components/search-field';
import { ExportMenu } from '../../../components/export-menu';
import { PageTitle } from '../../../components/page-title';
import { useTableState } from '../../../lib/use-table-state';
import { exportTyres } from '../api/export-tyres';
import { TYRES_TABLE, useTyres } from '../api/get-tyres';
import { formatDay, formatNumber, formatUsd } from './format';
import { type CatalogDialogComponent, TyreDialog } from './tyre-dialog';

/** Spec 2 §9: tyre tables page 10/25/50/100, default 10, newest first. */
const PAGE_SIZES = [10, 25, 50, 100];

export interface TyresPageProps {
  clientId: number;
  canAdd: boolean;
  canEdit: boolean;
  catalog: TyreCatalog | undefined;
  CatalogDialog?: CatalogDialogComponent;
}

type DialogState = { kind: 'closed' } | { kind: 'form'; tyre: Tyre | null };

const STATE_COLORS: Record<number, 'default' | 'success' | 'info' | 'warning' | 'error'> = {
  0: 'error',
  1: 'success',
  2: 'warning',
  3: 'info',
  4: 'warning',
  5: 'success',
  6: 'warning',
};

/** '/neumaticos' (menu 75): the client's tyre report, server-paged, with the tyre dialog and per-row screens. */
export function TyresPage({ clientId, canAdd, canEdit, catalog, CatalogDialog }: TyresPageProps) {
  const table = useTableState(TYRES_TABLE);
  const tyres = useTyres(clientId, table.query);
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<DialogState>({ kind: 'closed' });

  const columns = useMemo<DataTableColumn<Tyre>[]>(
    () => [
      {
        field: 'opciones',
        headerName: 'Opciones',
        width: actionsWidth(canEdit ? 4 : 3),
        sortable: false,
        renderCell: ({ row }) => (
          <>
            {/* Spec 2 §6: Editar needs 3; Costo and Kilometros need no check. */}
            {canEdit && !row.disabled && (
              <Tooltip title="Editar">
                <IconButton
                  aria-label={`Editar ${row.num_serie}`}
                  onClick={() => setDialog({ kind: 'form', tyre: row })}
                >
                  <EditIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
            <Tooltip title="Costo">
              <IconButton
                aria-label={`Costo de ${row.num_serie}`}
                onClick={() => void navigate(`/neumaticoreportecosto/${row.id}`)}
              >
                <AttachMoneyIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title="Kilometros">
              <IconButton
                aria-label={`Kilometros de ${row.num_serie}`}
                onClick={() => void navigate(`/neumaticoreportekilometro/${row.id}`)}
              >
                <SpeedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title="Scrap">
              <IconButton
                aria-label={`Scrap de ${row.num_serie}`}
                onClick={() => void navigate(`/neumaticoreportescrap/${row.id}`)}
              >
                <DeleteSweepIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </>
        ),
      },
      { field: 'num_serie', headerName: 'Serie Cliente', minWidth: 125, flex: 1, priority: 1 },
      {
        field: 'serie_cliente',
        headerName: 'DOT',
        width: 75,
        priority: 3,
        valueFormatter: (value: string | null) => value ?? '-',
      },
      {
        field: 'estado',
        headerName: 'Estado',
        width: 155,
        renderCell: ({ row }) =>
          row.estado_descripcion ? (
            <Chip
              size="small"
              variant="outlined"
              color={STATE_COLORS[row.estado] ?? 'default'}
              label={row.estado_descripcion}
            />
          ) : null,
      },
      { field: 'marca', headerName: 'Marca', minWidth: 110, flex: 1 },
      { field: 'modelo', headerName: 'Modelo', minWidth: 100, flex: 1, priority: 3 },
      { field: 'medida', headerName: 'Medida', width: 115 },
      {
        field: 'costo',
        headerName: 'Costo (USD)',
        width: 120,
        type: 'number',
        valueFormatter: (value: number) => formatUsd(value),
      },
      { field: 'remanente_actual', headerName: 'Rem. (mm)', width: 95, type: 'number' },
      {
        field: 'condicion',
        headerName: 'Condición',
        width: 125,
        valueGetter: (_value, row) => (row.nuevo === 1 ? row.condicion : `Reenc. ${row.nuevo_reenc}`),
      },
      {
        field: 'k_recorridos',
        headerName: 'Recorrido',
        width: 115,
        priority: 3,
        align: 'right',
        headerAlign: 'right',
        valueGetter: (_value, row) =>
          `${formatNumber(row.k_recorridos)} ${row.unidad_medida === 'H' ? 'h' : 'km'}`,
      },
      {
        field: 'fecha_registro',
        headerName: 'Registro',
        width: 110,
        priority: 3,
        valueFormatter: (value: string) => formatDay(value),
      },
    ],
    [canEdit, navigate],
  );

  const total = tyres.data?.total;
  return (
    <Box sx={{ maxWidth: 1440, mx: 'auto' }}>
      <PageTitle
        title={`Reporte de neumáticos${total === undefined ? '' : ` (${new Intl.NumberFormat('es-PE').format(total)})`}`}
        subtitle="Neumáticos registrados de la empresa: estado, costo acumulado y recorrido"
        actions={
          <>
            {/* Spec 2 §6: Exportar needs no permission check; Nuevo needs 2. */}
            <ExportMenu onExport={(tipo) => exportTyres(clientId, tipo)} messages={TYRE_MSG} />
            {canAdd && (
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                onClick={() => setDialog({ kind: 'form', tyre: null })}
              >
                Nuevo
              </Button>
            )}
          </>
        }
      />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <SearchField
          value={table.query.search ?? ''}
          onSearch={table.setSearch}
          placeholder="Buscar por serie, DOT, marca, modelo o medida"
          ariaLabel="Buscar neumáticos"
          width={420}
        />
        <DataTable
          listName="neumaticos"
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
      {dialog.kind === 'form' && (
        <TyreDialog
          clientId={clientId}
          tyre={dialog.tyre}
          catalog={catalog}
          CatalogDialog={CatalogDialog}
          onClose={() => setDialog({ kind: 'closed' })}
        />
      )}
    </Box>
  );
}
