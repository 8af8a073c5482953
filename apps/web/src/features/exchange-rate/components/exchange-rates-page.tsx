import type { ExchangeRateRow } from '@huella/contracts';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { PageTitle } from '../../../components/page-title';
import { formatDate } from '../../../lib/format-date';
import { useTableState } from '../../../lib/use-table-state';
import { useExchangeRates } from '../api/get-exchange-rates';
import { ExchangeRateDialog } from './exchange-rate-dialog';

/** Spec 1 §9: exchange rates show 10 rows a page. */
const PAGE_SIZE = 10;

export interface ExchangeRatesPageProps {
  clientId: number;
  canAdd: boolean;
}

const formatRate = (value: number) =>
  new Intl.NumberFormat('es-PE', { minimumFractionDigits: 3, maximumFractionDigits: 4 }).format(value);

const columns: DataTableColumn<ExchangeRateRow>[] = [
  { field: 'id', headerName: 'Código', width: 100, sortable: false },
  {
    field: 'fecha',
    priority: 1,
    headerName: 'Fecha',
    flex: 1,
    minWidth: 140,
    sortable: false,
    valueFormatter: (value: string) => formatDate(value),
  },
  {
    field: 'valor',
    headerName: 'Valor (S/ por US$)',
    flex: 1,
    minWidth: 160,
    sortable: false,
    valueFormatter: (value: number) => formatRate(value),
  },
  {
    field: 'estado',
    headerName: 'Estado',
    width: 140,
    sortable: false,
    renderCell: ({ value }) =>
      value === 1 ? (
        <Chip label="Activo" color="success" size="small" />
      ) : (
        <Chip label="Inactivo" size="small" variant="outlined" />
      ),
  },
];

/** '/tipocambio' (menu 22): the client's exchange rates; the newest one entered is the active one. */
export function ExchangeRatesPage({ clientId, canAdd }: ExchangeRatesPageProps) {
  const table = useTableState({ perPage: PAGE_SIZE });
  const rates = useExchangeRates(clientId, { page: table.query.page, per_page: table.query.per_page });
  const [isDialogOpen, setDialogOpen] = useState(false);

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <PageTitle
        title="Tipo de Cambio"
        subtitle="Soles por dólar usados para convertir los costos a USD según su fecha"
        actions={
          canAdd && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialogOpen(true)}>
              Nuevo
            </Button>
          )
        }
      />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <DataTable
          listName="tipos-cambio"
          rows={rates.data?.data ?? []}
          rowCount={rates.data?.total ?? 0}
          columns={columns}
          isLoading={rates.isFetching}
          error={rates.isError ? rates.error : null}
          onRetry={() => void rates.refetch()}
          pageSizeOptions={[PAGE_SIZE]}
          paginationModel={table.paginationModel}
          onPaginationModelChange={table.setPaginationModel}
        />
      </Paper>
      {isDialogOpen && <ExchangeRateDialog clientId={clientId} onClose={() => setDialogOpen(false)} />}
    </Box>
  );
}
