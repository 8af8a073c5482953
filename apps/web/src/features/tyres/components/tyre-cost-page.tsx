import type { CostEvent } from '@huella/contracts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GridPaginationModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageTitle } from '../../../components/page-title';
import { isApiError } from '../../../lib/api-client';
import { useTyreCost } from '../api/get-tyre-cost';
import { CostEditDialog } from './cost-edit-dialog';
import { formatAmount, formatDay, formatUsd } from './format';

/** Spec 2 §9: cost sub-tables show 5 rows a page. */
const PAGE_SIZE = 5;

export interface TyreCostPageProps {
  clientId: number;
  tyreId: number;
  canEdit: boolean;
  onBack: () => void;
}

/** '/neumaticoreportecosto/{id}': the tyre's cost events and its accumulated cost in USD without IGV. */
export function TyreCostPage({ clientId, tyreId, canEdit, onBack }: TyreCostPageProps) {
  const cost = useTyreCost(clientId, tyreId);
  const [editing, setEditing] = useState<CostEvent | null>(null);
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: PAGE_SIZE });

  const columns = useMemo<DataTableColumn<CostEvent>[]>(() => {
    const data: DataTableColumn<CostEvent>[] = [
      {
        field: 'fecha',
        priority: 1,
        headerName: 'Fecha',
        width: 110,
        valueFormatter: (value: string) => formatDay(value),
      },
      { field: 'nom_motivo', headerName: 'Motivo', width: 120 },
      { field: 'nom_condicion', headerName: 'Condición', width: 125 },
      {
        field: 'costo',
        headerName: 'Costo ingresado',
        width: 150,
        type: 'number',
        valueGetter: (_value, row) => formatAmount(row.costo, row.tipo_moneda),
      },
      {
        field: 'tipo_cambio',
        headerName: 'Tipo de cambio',
        width: 130,
        type: 'number',
        valueFormatter: (value: number | null) => (value === null ? '-' : value.toFixed(3)),
      },
      {
        field: 'costo_convertido',
        headerName: 'Costo (USD)',
        width: 130,
        type: 'number',
        valueFormatter: (value: number) => formatUsd(value),
      },
      {
        field: 'disenio',
        headerName: 'Diseño',
        minWidth: 120,
        flex: 1,
        valueFormatter: (value: string | null) => value ?? '-',
      },
      {
        field: 'empresa',
        headerName: 'Empresa',
        minWidth: 150,
        flex: 1,
        valueFormatter: (value: string | null) => value ?? '-',
      },
      {
        field: 'observacion',
        headerName: 'Observación',
        minWidth: 140,
        flex: 1,
        valueFormatter: (value: string | null) => value ?? '-',
      },
    ];
    if (!canEdit) return data;
    return [
      {
        field: 'opciones',
        headerName: 'Opciones',
        width: 90,
        sortable: false,
        renderCell: ({ row }) => (
          <Tooltip title="Editar">
            <IconButton
              aria-label={`Editar costo del ${formatDay(row.fecha)}`}
              onClick={() => setEditing(row)}
            >
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ),
      },
      ...data,
    ];
  }, [canEdit]);

  if (cost.isPending) return <LoadingState />;
  if (cost.isError)
    return (
      <ErrorState
        message={isApiError(cost.error) && cost.error.status === 404 ? 'Neumático no encontrado' : undefined}
        onRetry={() => void cost.refetch()}
      />
    );

  const { num_serie, costo_acumulado, datos } = cost.data;
  return (
    <Box sx={{ maxWidth: 1280, mx: 'auto' }}>
      <PageTitle
        title={`Costo del neumático ${num_serie}`}
        subtitle="Costo acumulado = suma de los costos convertidos a dólares (sin IGV) con el tipo de cambio de su fecha"
        actions={
          <Button startIcon={<ArrowBackIcon />} onClick={onBack}>
            Cancelar
          </Button>
        }
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
          <Typography variant="overline" color="text.secondary">
            Serie Cliente
          </Typography>
          <Typography variant="h6">{num_serie}</Typography>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
          <Typography variant="overline" color="text.secondary">
            Costo acumulado sin IGV
          </Typography>
          <Typography variant="h6" aria-label="Costo acumulado">
            {formatUsd(costo_acumulado)}
          </Typography>
        </Paper>
      </Stack>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <DataTable
          listName="costos-neumatico"
          rows={datos}
          columns={columns}
          isLoading={cost.isFetching}
          pageSizeOptions={[PAGE_SIZE]}
          paginationModel={pagination}
          onPaginationModelChange={setPagination}
        />
      </Paper>
      {editing && <CostEditDialog clientId={clientId} event={editing} onClose={() => setEditing(null)} />}
    </Box>
  );
}
