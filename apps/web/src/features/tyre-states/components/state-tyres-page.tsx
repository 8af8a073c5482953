import type { StateTyre, TyreCatalog } from '@huella/contracts';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { PageTitle } from '../../../components/page-title';
import { SearchField } from '../../../components/search-field';
import { useTableState } from '../../../lib/use-table-state';
import { type StateListKind, useStateTyres } from '../api/get-state-tyres';
import { formatDay, formatDepth, formatReading, formatUsd, TOUCH } from './format';
import { RepairDialog } from './repair-dialog';
import { RetreadDialog } from './retread-dialog';

/** Server-paged like the tyre report (spec 2 §9): 10/25/50/100, newest arrivals first. */
const PAGE_SIZES = [10, 25, 50, 100];
/** Columns the server sorts by (contracts TYRE_STATE_SORTS); the rest are not sortable. */
const SORTABLE = new Set(['fecha', 'num_serie', 'marca', 'medida', 'cantidad_reencauche', 'remanente_final']);

const TEXTS: Record<StateListKind, { title: string; subtitle: string; action: string; empty: string }> = {
  retread: {
    title: 'Neumáticos retirados para reencauche',
    subtitle: 'Neumáticos en la reencauchadora. Registre los datos del reencauche para devolverlos a stock.',
    action: 'Registrar reencauche',
    empty: 'No hay neumáticos en reencauche',
  },
  repair: {
    title: 'Neumáticos retirados para reparación',
    subtitle: 'Neumáticos en reparación. Registre el costo de la reparación para devolverlos a stock.',
    action: 'Registrar reparación',
    empty: 'No hay neumáticos en reparación',
  },
};

export interface StateTyresPageProps {
  kind: StateListKind;
  clientId: number;
  userId: number | null;
  /** Edit on the list's menu (77 or 90): the cost action. */
  canEdit: boolean;
  /** Designs and retreaders for the retread data (neumaticos/list). */
  catalog: Pick<TyreCatalog, 'disenios' | 'empresas'> | undefined;
}

/** '/neumaticosreencauche' (menu 77) and '/neumaticosreparacion' (menu 90): the list and its cost action. */
export function StateTyresPage({ kind, clientId, userId, canEdit, catalog }: StateTyresPageProps) {
  const table = useTableState({ perPage: 10 });
  const tyres = useStateTyres(kind, clientId, table.query);
  const [selected, setSelected] = useState<StateTyre | null>(null);
  const texts = TEXTS[kind];

  const columns = useMemo<GridColDef<StateTyre>[]>(() => {
    const list: GridColDef<StateTyre>[] = [
      {
        field: 'opciones',
        headerName: 'Opciones',
        width: 90,
        renderCell: ({ row }) =>
          canEdit ? (
            <Tooltip title={texts.action}>
              <IconButton
                aria-label={`${texts.action} ${row.num_serie}`}
                onClick={() => setSelected(row)}
                color="primary"
                sx={TOUCH}
              >
                <RequestQuoteOutlinedIcon />
              </IconButton>
            </Tooltip>
          ) : null,
      },
      { field: 'num_serie', headerName: 'Serie Cliente', minWidth: 120, flex: 1 },
      { field: 'marca', headerName: 'Marca', minWidth: 105, flex: 1 },
      { field: 'modelo', headerName: 'Modelo', minWidth: 100, flex: 1 },
      { field: 'medida', headerName: 'Medida', width: 115 },
      {
        field: 'disenio',
        headerName: 'Diseño',
        width: 110,
        valueFormatter: (value: string | null) => value ?? '-',
      },
      {
        field: 'cantidad_reencauche',
        headerName: 'Vida',
        width: 70,
        valueGetter: (_value, row) => row.nuevo_reenc,
      },
      {
        field: 'remanente_final',
        headerName: 'Rem. final',
        width: 95,
        type: 'number',
        valueFormatter: (value: number | null) => formatDepth(value),
      },
      {
        field: 'costo',
        headerName: 'Costo acum.',
        width: 125,
        type: 'number',
        valueFormatter: (value: number) => formatUsd(value),
      },
      {
        field: 'km_recorrido',
        headerName: 'Recorrido',
        width: 115,
        align: 'right',
        headerAlign: 'right',
        valueGetter: (_value, row) =>
          `${formatReading(row.km_recorrido)} ${row.unidad_medida === 'H' ? 'h' : 'km'}`,
      },
      {
        field: 'fecha',
        headerName: 'Enviado',
        width: 105,
        valueFormatter: (value: string | null) => formatDay(value),
      },
      {
        field: 'placa',
        headerName: 'Retirado de',
        width: 165,
        renderCell: ({ row }) =>
          row.placa ? (
            <Box sx={{ lineHeight: 1.3, py: 0.5 }}>
              <Typography variant="body2">{row.placa}</Typography>
              <Typography variant="caption" color="text.secondary">
                {row.motivo_retiro ?? ''}
              </Typography>
            </Box>
          ) : (
            <Typography variant="body2" color="text.secondary">
              Desde stock
            </Typography>
          ),
      },
    ];
    return list.map((column) => ({ ...column, sortable: SORTABLE.has(column.field) }));
  }, [canEdit, texts.action]);

  const total = tyres.data?.total;
  return (
    <Box sx={{ maxWidth: 1440, mx: 'auto' }}>
      <PageTitle
        title={`${texts.title}${total === undefined ? '' : ` (${new Intl.NumberFormat('es-PE').format(total)})`}`}
        subtitle={texts.subtitle}
      />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <SearchField
          value={table.query.search ?? ''}
          onSearch={table.setSearch}
          placeholder="Buscar por serie, DOT, marca, modelo o medida"
          ariaLabel={`Buscar en ${texts.title.toLowerCase()}`}
          width={420}
        />
        <DataTable
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
      {selected && kind === 'repair' && (
        <RepairDialog clientId={clientId} userId={userId} tyre={selected} onClose={() => setSelected(null)} />
      )}
      {selected && kind === 'retread' && (
        <RetreadDialog
          clientId={clientId}
          userId={userId}
          tyre={selected}
          designs={catalog?.disenios ?? []}
          retreaders={catalog?.empresas ?? []}
          onClose={() => setSelected(null)}
        />
      )}
    </Box>
  );
}
