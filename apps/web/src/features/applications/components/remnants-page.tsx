import type { RemnantRow } from '@huella/contracts';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { PageTitle } from '../../../components/page-title';
import { useTableState } from '../../../lib/use-table-state';
import { useRemnants } from '../api/get-remnants';
import { RemnantDialog } from './remnant-dialog';

/** Spec 1 §9: remnants show 10 rows a page. */
const PAGE_SIZE = 10;

export interface RemnantsPageProps {
  clientId: number;
  canAdd: boolean;
  canEdit: boolean;
}

type DialogState = { kind: 'closed' } | { kind: 'form'; row: RemnantRow | null };

const mm = (value: number | null) => (value === null ? '-' : value.toLocaleString('es-PE'));
const thresholdColumn = (
  field: keyof RemnantRow,
  headerName: string,
  description: string,
): GridColDef<RemnantRow> => ({
  field,
  headerName,
  description,
  flex: 1,
  minWidth: 100,
  sortable: false,
  align: 'right',
  headerAlign: 'right',
  valueFormatter: (value: number | null) => mm(value),
});

/** '/aplicacion' (menu 23): each application's retread remnant thresholds (domain.md §9). */
export function RemnantsPage({ clientId, canAdd, canEdit }: RemnantsPageProps) {
  const table = useTableState({ perPage: PAGE_SIZE });
  const remnants = useRemnants(clientId, { page: table.query.page, per_page: table.query.per_page });
  const [dialog, setDialog] = useState<DialogState>({ kind: 'closed' });

  const columns = useMemo<GridColDef<RemnantRow>[]>(() => {
    const data: GridColDef<RemnantRow>[] = [
      {
        field: 'aplicacion_nom',
        headerName: 'Aplicación',
        flex: 1.8,
        minWidth: 260,
        sortable: false,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: '100%' }}>
            {row.aplicacion_nom}
            {row.id_remanente === null && <Chip label="Sin remanente" size="small" color="warning" />}
          </Box>
        ),
      },
      thresholdColumn('ini_reencauche', 'Inicio reenc.', 'Inicio de reencauche (mm)'),
      thresholdColumn('reencauche', 'Reencauche', 'Reencauche (mm): límite de reencauche'),
      thresholdColumn('ini_prox_reencauche', 'Inicio próx.', 'Inicio de próximo reencauche (mm)'),
      thresholdColumn('prox_reencauche', 'Próx. reenc.', 'Próximo reencauche (mm)'),
      thresholdColumn('desg_irregular_1', 'Desg. irreg. 1', 'Desgaste irregular 1 (mm)'),
      thresholdColumn('desg_irregular_2', 'Desg. irreg. 2', 'Desgaste irregular 2 (mm)'),
    ];
    // Spec 1 §6: the action column shows with edit (3); a row without thresholds is completed with add (2).
    if (!canEdit && !canAdd) return data;
    const actions: GridColDef<RemnantRow> = {
      field: 'acciones',
      headerName: 'Acción',
      width: 90,
      sortable: false,
      renderCell: ({ row }) =>
        (row.id_remanente === null ? canAdd : canEdit) && (
          <Tooltip title={row.id_remanente === null ? 'Registrar remanente' : 'Editar'}>
            <IconButton
              aria-label={`Editar ${row.aplicacion_nom}`}
              onClick={() => setDialog({ kind: 'form', row })}
            >
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ),
    };
    return [actions, ...data];
  }, [canAdd, canEdit]);

  return (
    <Box sx={{ maxWidth: 1280, mx: 'auto' }}>
      <PageTitle
        title="Remanente por Aplicación"
        subtitle="Umbrales de remanente (mm) que marcan cuándo reencauchar según la aplicación del vehículo"
        actions={
          canAdd && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setDialog({ kind: 'form', row: null })}
            >
              Nuevo
            </Button>
          )
        }
      />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <DataTable
          listName="remanentes"
          rows={remnants.data?.data ?? []}
          rowCount={remnants.data?.total ?? 0}
          columns={columns}
          isLoading={remnants.isFetching}
          error={remnants.isError ? remnants.error : null}
          onRetry={() => void remnants.refetch()}
          pageSizeOptions={[PAGE_SIZE]}
          paginationModel={table.paginationModel}
          onPaginationModelChange={table.setPaginationModel}
        />
      </Paper>
      {dialog.kind === 'form' && (
        <RemnantDialog
          clientId={clientId}
          row={dialog.row}
          canAddApplication={canAdd}
          onClose={() => setDialog({ kind: 'closed' })}
        />
      )}
    </Box>
  );
}
