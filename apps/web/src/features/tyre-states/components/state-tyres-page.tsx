import type { StateTyre, TyreCatalog } from '@huella/contracts';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import { useMemo, useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { PageTitle } from '../../../components/page-title';
import { SearchField } from '../../../components/search-field';
import { useTableState } from '../../../lib/use-table-state';
import { type StateListKind, useStateTyres } from '../api/get-state-tyres';
import { formatDay, formatDepth, formatReading, formatUsd, TOUCH } from './format';
import { RepairDialog } from './repair-dialog';
import { RetreadDialog } from './retread-dialog';
import { TwoLines } from './two-lines';

/** Server-paged like the tyre report (spec 2 §9): 10/25/50/100, newest arrivals first. */
const PAGE_SIZES = [10, 25, 50, 100];
/** Columns the server sorts by (contracts TYRE_STATE_SORTS); the rest are not sortable. */
const SORTABLE = new Set(['fecha', 'num_serie', 'marca', 'medida', 'cantidad_reencauche', 'remanente_final']);

const TEXTS: Record<StateListKind, { title: string; subtitle: string; action: string }> = {
  retread: {
    title: 'Neumáticos retirados para reencauche',
    subtitle: 'Neumáticos en la reencauchadora. Registre los datos del reencauche para devolverlos a stock.',
    action: 'Registrar reencauche',
  },
  repair: {
    title: 'Neumáticos retirados para reparación',
    subtitle: 'Neumáticos en reparación. Registre el costo de la reparación para devolverlos a stock.',
    action: 'Registrar reparación',
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

  const columns = useMemo<DataTableColumn<StateTyre>[]>(() => {
    const list: DataTableColumn<StateTyre>[] = [
      {
        field: 'opciones',
        headerName: 'Costo',
        width: 76,
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
      { field: 'num_serie', headerName: 'Serie Cliente', minWidth: 100, flex: 1, priority: 1 },
      {
        field: 'marca',
        headerName: 'Neumático',
        minWidth: 150,
        flex: 1.4,
        renderCell: ({ row }) => <TwoLines primary={row.marca} secondary={`${row.modelo} · ${row.medida}`} />,
      },
      {
        field: 'disenio',
        headerName: 'Diseño',
        minWidth: 95,
        flex: 0.8,
        priority: 3,
        valueFormatter: (value: string | null) => value ?? '-',
      },
      {
        field: 'cantidad_reencauche',
        headerName: 'Vida',
        width: 60,
        valueGetter: (_value, row) => row.nuevo_reenc,
      },
      {
        field: 'remanente_final',
        headerName: 'Rem. final',
        width: 98,
        type: 'number',
        valueFormatter: (value: number | null) => formatDepth(value),
      },
      {
        field: 'costo',
        headerName: 'Costo acum.',
        width: 110,
        type: 'number',
        valueFormatter: (value: number) => formatUsd(value),
      },
      {
        field: 'km_recorrido',
        headerName: 'Recorrido',
        width: 105,
        priority: 3,
        align: 'right',
        headerAlign: 'right',
        valueGetter: (_value, row) =>
          `${formatReading(row.km_recorrido)} ${row.unidad_medida === 'H' ? 'h' : 'km'}`,
      },
      {
        field: 'fecha',
        headerName: 'Enviado · retirado de',
        width: 195,
        // When and from which vehicle: what the list is read for.
        priority: 1,
        renderCell: ({ row }) => (
          <TwoLines
            primary={formatDay(row.fecha)}
            secondary={row.placa ? `${row.placa} · ${row.motivo_retiro ?? ''}` : 'Desde stock'}
          />
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
          placeholder="Buscar por serie, DOT, marca o medida"
          ariaLabel={`Buscar en ${texts.title.toLowerCase()}`}
          width={420}
        />
        <DataTable
          listName={`estado-${kind}`}
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
