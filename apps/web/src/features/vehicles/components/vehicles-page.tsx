import { VEHICLE_MSG, type VehicleListItem } from '@huella/contracts';
import AddIcon from '@mui/icons-material/Add';
import BuildCircleIcon from '@mui/icons-material/BuildCircle';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { actionsWidth } from '../../../components/data-table-columns';
import { SearchField } from '../../../components/search-field';
import { ExportMenu } from '../../../components/export-menu';
import { PageTitle } from '../../../components/page-title';
import { formatDate } from '../../../lib/format-date';
import { useTableState } from '../../../lib/use-table-state';
import { exportVehicles } from '../api/export-vehicles';
import { VEHICLES_TABLE, useVehicles } from '../api/get-vehicles';
import { VehicleDialog } from './vehicle-dialog';

/** Spec 2 §9: 10/25/50/100 a page, 10 by default, id descending. */
const PAGE_SIZES = [10, 25, 50, 100];

export interface VehiclesPageProps {
  clientId: number;
  canAdd: boolean;
  canEdit: boolean;
  /** May add or edit a vehicle type, brand or model from the dialog (menu 74). */
  canEditCatalog: boolean;
}

type DialogState = { kind: 'closed' } | { kind: 'form'; vehicleId: number | null };

/** '/vehiculos' (menu 73): 'Reporte de Vehículo' with the total, search, sort, export and the vehicle dialog. */
export function VehiclesPage({ clientId, canAdd, canEdit, canEditCatalog }: VehiclesPageProps) {
  const table = useTableState(VEHICLES_TABLE);
  const vehicles = useVehicles(clientId, table.query);
  const [dialog, setDialog] = useState<DialogState>({ kind: 'closed' });

  const columns = useMemo<DataTableColumn<VehicleListItem>[]>(
    () => [
      {
        field: 'opciones',
        headerName: 'Opc.',
        width: actionsWidth(canEdit ? 2 : 1),
        sortable: false,
        renderCell: ({ row }) => (
          <>
            {canEdit && (
              <Tooltip title="Editar">
                <IconButton
                  aria-label={`Editar ${row.placa}`}
                  size="small"
                  onClick={() => setDialog({ kind: 'form', vehicleId: row.id })}
                >
                  <EditIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
            {/* Spec 2 §6: always visible; the installation screen's save asks for the vehicles' edit. */}
            <Tooltip title="Instalar/Desinstalar">
              <IconButton
                aria-label={`Instalar/Desinstalar ${row.placa}`}
                size="small"
                component={RouterLink}
                to={`/vehiculo/instalacion/${row.id}`}
              >
                <BuildCircleIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </>
        ),
      },
      { field: 'id', headerName: 'Id', width: 64, priority: 3 },
      { field: 'placa', headerName: 'Placa', width: 96, priority: 1 },
      { field: 'codigo', headerName: 'Código', width: 88, priority: 1 },
      { field: 'tipo', headerName: 'Tipo', minWidth: 110, flex: 0.8 },
      { field: 'marca', headerName: 'Marca', minWidth: 110, flex: 0.8, priority: 3 },
      { field: 'modelo', headerName: 'Modelo', minWidth: 100, flex: 0.8, priority: 3 },
      { field: 'configuracion', headerName: 'Configuración', minWidth: 170, flex: 1.3 },
      { field: 'aplicacion', headerName: 'Aplicación', minWidth: 104, flex: 0.8 },
      {
        field: 'fecha_registro',
        headerName: 'Registro',
        width: 105,
        priority: 3,
        valueFormatter: (value: string) => formatDate(value),
      },
      { field: 'nomplanta', headerName: 'Planta', minWidth: 120, flex: 1 },
      { field: 'nomestado', headerName: 'Estado', width: 92 },
    ],
    [canEdit],
  );

  const total = vehicles.data?.total;
  return (
    <Box sx={{ maxWidth: 1600, mx: 'auto' }}>
      <PageTitle
        title={`Reporte de Vehículo${total === undefined ? '' : ` (${total})`}`}
        subtitle="Flota de la empresa: placas, configuraciones y aplicaciones"
        actions={
          <>
            <ExportMenu onExport={(tipo) => exportVehicles(clientId, tipo)} messages={VEHICLE_MSG} />
            {canAdd && (
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                onClick={() => setDialog({ kind: 'form', vehicleId: null })}
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
          placeholder="Buscar por placa, código, tipo, marca, modelo o planta"
          ariaLabel="Buscar vehículos"
          width={440}
        />
        <DataTable
          listName="vehiculos"
          rows={vehicles.data?.data ?? []}
          rowCount={total ?? 0}
          columns={columns}
          isLoading={vehicles.isFetching}
          error={vehicles.isError ? vehicles.error : null}
          onRetry={() => void vehicles.refetch()}
          pageSizeOptions={PAGE_SIZES}
          paginationModel={table.paginationModel}
          onPaginationModelChange={table.setPaginationModel}
          sortModel={table.sortModel}
          onSortModelChange={table.setSortModel}
          getRowClassName={(row) => (row.flag_id ? 'fila-gris' : '')}
        />
      </Paper>
      {dialog.kind === 'form' && (
        <VehicleDialog
          clientId={clientId}
          vehicleId={dialog.vehicleId}
          canEditCatalog={canEditCatalog}
          onClose={() => setDialog({ kind: 'closed' })}
        />
      )}
    </Box>
  );
}
