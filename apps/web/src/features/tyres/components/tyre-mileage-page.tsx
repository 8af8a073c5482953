import type { MileageEvent } from '@huella/contracts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridPaginationModel } from '@mui/x-data-grid';
import { type ReactNode, useMemo, useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageTitle } from '../../../components/page-title';
import { isApiError } from '../../../lib/api-client';
import { useTyreMileage } from '../api/get-tyre-mileage';
import { formatDay, formatNumber } from './format';

export interface TyreMileagePageProps {
  clientId: number;
  tyreId: number;
  onBack: () => void;
  /** More buttons beside Cancelar, composed by the screen (the km correction of the tyre-state lists). */
  actions?: ReactNode;
}

/** '/neumaticoreportekilometro/{id}': the tyre's installation records and its total km (unit K) or hours (H). */
export function TyreMileagePage({ clientId, tyreId, onBack, actions }: TyreMileagePageProps) {
  const mileage = useTyreMileage(clientId, tyreId);
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const isHours = mileage.data?.unidad_medida === 'H';
  const unit = isHours ? 'horas' : 'km';

  const columns = useMemo<DataTableColumn<MileageEvent>[]>(
    () => [
      {
        field: 'fecha_instalacion',
        priority: 1,
        headerName: 'Fecha instalación',
        width: 140,
        valueFormatter: (value: string) => formatDay(value),
      },
      {
        field: 'fecha_retiro',
        priority: 1,
        headerName: 'Fecha retiro',
        width: 120,
        valueFormatter: (value: string | null) => formatDay(value),
      },
      {
        field: 'km_instalacion',
        priority: 2,
        headerName: isHours ? 'Horas instalación' : 'Km instalación',
        width: 140,
        type: 'number',
        valueFormatter: (value: number) => formatNumber(value),
      },
      {
        field: 'km_retiro',
        priority: 2,
        headerName: isHours ? 'Horas retiro' : 'Km retiro',
        width: 120,
        type: 'number',
        valueFormatter: (value: number | null) => (value === null ? '-' : formatNumber(value)),
      },
      {
        field: 'placa',
        priority: 1,
        headerName: 'Placa',
        width: 110,
        valueFormatter: (value: string | null) => value ?? '-',
      },
      {
        field: 'km_rendimiento',
        priority: 1,
        headerName: 'Rendimiento',
        width: 130,
        type: 'number',
        valueFormatter: (value: number) => formatNumber(value),
      },
      { field: 'nom_condicion', headerName: 'Condición', width: 130, priority: 3 },
      {
        field: 'nom_motivo_retiro',
        priority: 1,
        headerName: 'Motivo de retiro',
        minWidth: 170,
        flex: 1,
        valueFormatter: (value: string | null) => value ?? '-',
      },
    ],
    [isHours],
  );

  if (mileage.isPending) return <LoadingState />;
  if (mileage.isError)
    return (
      <ErrorState
        message={
          isApiError(mileage.error) && mileage.error.status === 404 ? 'Neumático no encontrado' : undefined
        }
        onRetry={() => void mileage.refetch()}
      />
    );

  const { num_serie, kilometraje, datos } = mileage.data;
  return (
    <Box sx={{ maxWidth: 1280, mx: 'auto' }}>
      <PageTitle
        title={`Kilometraje del neumático ${num_serie}`}
        subtitle={`Recorrido total = ${unit} recorridos al registrarlo + rendimiento de cada instalación (una instalación anulada por error cuenta 0)`}
        actions={
          <>
            {actions}
            <Button startIcon={<ArrowBackIcon />} onClick={onBack}>
              Cancelar
            </Button>
          </>
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
            {isHours ? 'Horas totales' : 'Kilometraje total'}
          </Typography>
          <Typography variant="h6" aria-label="Recorrido total">
            {formatNumber(kilometraje)} {unit}
          </Typography>
        </Paper>
      </Stack>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <DataTable
          listName="kilometros-neumatico"
          rows={datos}
          columns={columns}
          isLoading={mileage.isFetching}
          pageSizeOptions={[10, 25]}
          paginationModel={pagination}
          onPaginationModelChange={setPagination}
        />
      </Paper>
    </Box>
  );
}
