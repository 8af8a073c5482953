import { MSG, type Plant } from '@huella/contracts';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { SearchField } from '../../../components/search-field';
import { useNotify } from '../../../components/notification-provider';
import { PageTitle } from '../../../components/page-title';
import { formatDate } from '../../../lib/format-date';
import { isApiError } from '../../../lib/api-client';
import { useTableState } from '../../../lib/use-table-state';
import { useDeletePlant } from '../api/delete-plant';
import { usePlants } from '../api/get-plants';
import { PlantDialog } from './plant-dialog';

/** Spec 2 §9: the plants table shows 10 rows a page. */
const PAGE_SIZE = 10;

export interface PlantsPageProps {
  clientId: number;
  canAdd: boolean;
  canEdit: boolean;
  canDelete: boolean;
}

type DialogState =
  { kind: 'closed' } | { kind: 'form'; plant: Plant | null } | { kind: 'delete'; plant: Plant };

/** '/plantas' (menu 29): the client's plants, with search, new/edit dialog and delete with confirmation. */
export function PlantsPage({ clientId, canAdd, canEdit, canDelete }: PlantsPageProps) {
  const table = useTableState({ perPage: PAGE_SIZE });
  const plants = usePlants(clientId, table.query);
  const deletePlant = useDeletePlant(clientId);
  const notify = useNotify();
  const [dialog, setDialog] = useState<DialogState>({ kind: 'closed' });

  const columns = useMemo<DataTableColumn<Plant>[]>(() => {
    const data: DataTableColumn<Plant>[] = [
      { field: 'nombre', headerName: 'Nombre', flex: 1, minWidth: 180, priority: 1 },
      { field: 'direccion', headerName: 'Dirección', flex: 1.6, minWidth: 220 },
      { field: 'cliente', headerName: 'Cliente', flex: 1.2, minWidth: 210, sortable: false },
      {
        field: 'fecha',
        headerName: 'Fecha',
        width: 120,
        valueFormatter: (value: string) => formatDate(value),
      },
    ];
    // Spec 2 §6: the Opciones column shows only with edit or delete.
    if (!canEdit && !canDelete) return data;
    const options: DataTableColumn<Plant> = {
      field: 'opciones',
      headerName: 'Opciones',
      width: 110,
      sortable: false,
      renderCell: ({ row }) => (
        <>
          {canEdit && (
            <Tooltip title="Editar">
              <IconButton
                aria-label={`Editar ${row.nombre}`}
                onClick={() => setDialog({ kind: 'form', plant: row })}
              >
                <EditIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          {canDelete && (
            <Tooltip title="Eliminar">
              <IconButton
                aria-label={`Eliminar ${row.nombre}`}
                color="error"
                onClick={() => setDialog({ kind: 'delete', plant: row })}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </>
      ),
    };
    return [options, ...data];
  }, [canEdit, canDelete]);

  const handleCancelDelete = () => {
    setDialog({ kind: 'closed' });
    notify({ severity: 'info', message: 'Se cancelo la acción' });
  };

  const handleDelete = async (plant: Plant) => {
    try {
      await deletePlant.mutateAsync(plant.id);
      notify({ severity: 'success', message: MSG.operacionExitosa });
    } catch (error) {
      // A plant in use answers 409 with the reason; shown long enough to read.
      if (isApiError(error) && !error.handled)
        notify({ severity: 'error', message: error.message, duration: 6000 });
    }
    setDialog({ kind: 'closed' });
  };

  return (
    <Box sx={{ maxWidth: 1280, mx: 'auto' }}>
      <PageTitle
        title="Plantas"
        subtitle="Sedes y bases de operación de la empresa"
        actions={
          canAdd && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setDialog({ kind: 'form', plant: null })}
            >
              Nuevo
            </Button>
          )
        }
      />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <SearchField
          value={table.query.search ?? ''}
          onSearch={table.setSearch}
          placeholder="Buscar por nombre o dirección"
          ariaLabel="Buscar plantas"
          width={360}
        />
        <DataTable
          listName="plantas"
          rows={plants.data?.data ?? []}
          rowCount={plants.data?.total ?? 0}
          columns={columns}
          isLoading={plants.isFetching}
          error={plants.isError ? plants.error : null}
          onRetry={() => void plants.refetch()}
          pageSizeOptions={[PAGE_SIZE]}
          paginationModel={table.paginationModel}
          onPaginationModelChange={table.setPaginationModel}
          sortModel={table.sortModel}
          onSortModelChange={table.setSortModel}
        />
      </Paper>
      {dialog.kind === 'form' && (
        <PlantDialog clientId={clientId} plant={dialog.plant} onClose={() => setDialog({ kind: 'closed' })} />
      )}
      {dialog.kind === 'delete' && (
        <ConfirmDialog
          open
          title="Eliminar planta"
          message={`Desea eliminar la planta ${dialog.plant.nombre} ?`}
          confirmLabel="Eliminar"
          isDestructive
          isPending={deletePlant.isPending}
          onCancel={handleCancelDelete}
          onConfirm={() => void handleDelete(dialog.plant)}
        />
      )}
    </Box>
  );
}
