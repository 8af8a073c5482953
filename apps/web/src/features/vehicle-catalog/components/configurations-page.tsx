import { MSG, type ConfigurationSummary } from '@huella/contracts';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { SearchField } from '../../../components/search-field';
import { useNotify } from '../../../components/notification-provider';
import { PageTitle } from '../../../components/page-title';
import { PositionDiagram } from '../../../components/position-diagram';
import { isApiError } from '../../../lib/api-client';
import { useTableState } from '../../../lib/use-table-state';
import { useDeleteConfiguration } from '../api/delete-configuration';
import { useConfigurations } from '../api/get-configurations';

export const CONFIGURATIONS_PATH = '/configuracionvehiculo';
export const editorPath = (id?: number) => `${CONFIGURATIONS_PATH}/instalacion${id ? `/${id}` : ''}`;

export interface ConfigurationsPageProps {
  canAdd: boolean;
  canEdit: boolean;
  canDelete: boolean;
}

/** '/configuracionvehiculo' (menu 74): the global wheel layouts, with a thumbnail of each one's positions. */
export function ConfigurationsPage({ canAdd, canEdit, canDelete }: ConfigurationsPageProps) {
  const table = useTableState({ perPage: 10 });
  const configurations = useConfigurations(table.query);
  const deleteConfiguration = useDeleteConfiguration();
  const notify = useNotify();
  const navigate = useNavigate();
  const [toDelete, setToDelete] = useState<ConfigurationSummary | null>(null);

  const columns = useMemo<DataTableColumn<ConfigurationSummary>[]>(
    () => [
      {
        field: 'opciones',
        headerName: 'Opciones',
        width: 110,
        sortable: false,
        renderCell: ({ row }) => (
          <>
            <Tooltip title={canEdit ? 'Editar' : 'Ver'}>
              <IconButton
                aria-label={`${canEdit ? 'Editar' : 'Ver'} ${row.nombre}`}
                onClick={() => void navigate(editorPath(row.id))}
              >
                {canEdit ? <EditIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}
              </IconButton>
            </Tooltip>
            {canDelete && (
              <Tooltip title="Eliminar">
                <IconButton
                  aria-label={`Eliminar ${row.nombre}`}
                  color="error"
                  onClick={() => setToDelete(row)}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </>
        ),
      },
      {
        field: 'diagrama',
        headerName: 'Diagrama',
        width: 130,
        sortable: false,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
            <PositionDiagram
              size="small"
              hideInactive
              title={`Posiciones de ${row.nombre}`}
              getSlot={(ubicacion) => ({ isActive: row.ubicaciones.includes(ubicacion) })}
            />
          </Box>
        ),
      },
      { field: 'nombre', headerName: 'Nombre', flex: 1.6, minWidth: 260, priority: 1 },
      { field: 'tipo_vehiculo', headerName: 'Tipo de vehículo', flex: 1, minWidth: 160 },
      { field: 'tipo_configuracion', headerName: 'Tipo', width: 110 },
      { field: 'nroneumaticos', headerName: 'N° neumáticos', width: 130, type: 'number' },
      { field: 'ejes', headerName: 'Ejes', width: 80, type: 'number', sortable: false },
    ],
    [canEdit, canDelete, navigate],
  );

  const handleDelete = async (configuration: ConfigurationSummary) => {
    try {
      await deleteConfiguration.mutateAsync(configuration.id);
      notify({ severity: 'success', message: MSG.operacionExitosa });
    } catch (error) {
      if (isApiError(error) && !error.handled)
        notify({ severity: 'error', message: error.message, duration: 6000 });
    }
    setToDelete(null);
  };

  return (
    <Box sx={{ maxWidth: 1280, mx: 'auto' }}>
      <PageTitle
        title="Configuraciones vehiculares"
        subtitle="Distribución de ejes y posiciones de neumáticos por tipo de vehículo"
        actions={
          canAdd && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => void navigate(editorPath())}>
              Nuevo
            </Button>
          )
        }
      />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <SearchField
          value={table.query.search ?? ''}
          onSearch={table.setSearch}
          placeholder="Buscar por nombre, tipo de vehículo o tipo"
          ariaLabel="Buscar configuraciones"
          width={380}
        />
        <DataTable
          listName="configuraciones"
          rows={configurations.data?.data ?? []}
          rowCount={configurations.data?.total ?? 0}
          columns={columns}
          isLoading={configurations.isFetching}
          error={configurations.isError ? configurations.error : null}
          onRetry={() => void configurations.refetch()}
          pageSizeOptions={[10, 25, 50]}
          paginationModel={table.paginationModel}
          onPaginationModelChange={table.setPaginationModel}
          sortModel={table.sortModel}
          onSortModelChange={table.setSortModel}
        />
      </Paper>
      {toDelete && (
        <ConfirmDialog
          open
          title="Eliminar configuración"
          message={`Desea eliminar la configuración ${toDelete.nombre} ?`}
          confirmLabel="Eliminar"
          isDestructive
          isPending={deleteConfiguration.isPending}
          onCancel={() => {
            setToDelete(null);
            notify({ severity: 'info', message: 'Se cancelo la acción' });
          }}
          onConfirm={() => void handleDelete(toDelete)}
        />
      )}
    </Box>
  );
}
