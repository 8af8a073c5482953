import type { IncidentListItem } from '@huella/contracts';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { PageTitle } from '../../../components/page-title';
import { useTableState } from '../../../lib/use-table-state';
import { useIncidentPage } from '../api/get-incident-page';
import { formatIncidentDate } from '../format-date';
import { IncidentStateChip } from './incident-state-chip';

const IncidentDetailDialog = lazy(() =>
  import('./incident-detail-dialog').then((m) => ({ default: m.IncidentDetailDialog })),
);

const PAGE_SIZE = 10;

/** A cell of up to two lines; the whole text shows on hover. */
function TwoLines({ primary, secondary }: { primary: string; secondary?: string }) {
  const clamp = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
  return (
    <Tooltip title={secondary ? `${primary} · ${secondary}` : primary} placement="bottom-start">
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          height: '100%',
          minWidth: 0,
        }}
      >
        <Typography variant="body2" sx={clamp}>
          {primary}
        </Typography>
        {secondary && (
          <Typography variant="caption" color="text.secondary" sx={clamp}>
            {secondary}
          </Typography>
        )}
      </Box>
    </Tooltip>
  );
}

/**
 * '/incidencias' (menu 98, docs/decisions/0032-answering-incidents.md): the incidents of the clients this
 * internal user reaches, newest first, with their status, each opening its detail where support answers it. The
 * top bar's bell shows only the newest ten.
 */
export function IncidentsPage() {
  const table = useTableState({ perPage: PAGE_SIZE, sortBy: 'fecha', sortDirection: 'desc' });
  const query = {
    page: table.query.page,
    per_page: table.query.per_page,
    sortDirection: table.query.sortDirection,
  };
  const incidents = useIncidentPage(query);
  const queryClient = useQueryClient();
  const [openId, setOpenId] = useState<number | null>(null);

  const columns = useMemo<DataTableColumn<IncidentListItem>[]>(
    () => [
      {
        field: 'acciones',
        headerName: 'Ver',
        width: 70,
        sortable: false,
        renderCell: ({ row }) => (
          <Tooltip title="Ver">
            <IconButton
              aria-label={`Ver ${row.identificador}`}
              onClick={() => setOpenId(row.id)}
              sx={{ width: 44, height: 44 }}
            >
              <VisibilityIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ),
      },
      {
        field: 'identificador',
        headerName: 'Incidencia',
        width: 160,
        priority: 1,
        sortable: false,
        renderCell: ({ row }) => (
          <Typography
            variant="body2"
            sx={{ fontWeight: row.leido ? 400 : 600, display: 'flex', alignItems: 'center', height: '100%' }}
          >
            {row.identificador}
            {!row.leido && (
              <Typography component="span" variant="caption" color="primary" sx={{ ml: 1, fontWeight: 600 }}>
                Nueva
              </Typography>
            )}
          </Typography>
        ),
      },
      {
        field: 'estado',
        headerName: 'Estado',
        width: 130,
        priority: 1,
        sortable: false,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
            <IncidentStateChip estado={row.estado} />
          </Box>
        ),
      },
      {
        field: 'fecha',
        headerName: 'Fecha',
        width: 150,
        priority: 2,
        valueFormatter: (value: string) => formatIncidentDate(value),
      },
      {
        field: 'razon_social',
        headerName: 'Cliente y usuario',
        flex: 1,
        priority: 2,
        minWidth: 190,
        sortable: false,
        renderCell: ({ row }) => (
          <TwoLines primary={row.razon_social} secondary={row.usuario || 'Usuario eliminado'} />
        ),
      },
      {
        field: 'descripcion',
        headerName: 'Descripción',
        flex: 1.5,
        priority: 3,
        minWidth: 140,
        sortable: false,
        renderCell: ({ row }) => <TwoLines primary={row.descripcion} />,
      },
    ],
    [],
  );

  const handleClose = () => {
    setOpenId(null);
    // Opening marked it read for this user.
    void queryClient.invalidateQueries({ queryKey: ['incidencias', 'pagina'] });
  };

  const data = incidents.data;
  return (
    <>
      <PageTitle
        title={data ? `Incidencias (${data.total})` : 'Incidencias'}
        subtitle={
          data && data.no_leidos > 0
            ? `${data.no_leidos} sin leer. Las reportan los usuarios de los clientes desde el botón de soporte.`
            : 'Las reportan los usuarios de los clientes desde el botón de soporte.'
        }
      />
      <DataTable
        listName="incidencias"
        rows={data?.data ?? []}
        columns={columns}
        isLoading={incidents.isFetching}
        error={incidents.isError ? incidents.error : null}
        onRetry={() => void incidents.refetch()}
        pageSizeOptions={[10, 25, 50]}
        paginationModel={table.paginationModel}
        onPaginationModelChange={table.setPaginationModel}
        rowCount={data?.total ?? 0}
        sortModel={table.sortModel}
        onSortModelChange={(model) =>
          table.setSortModel(model.length > 0 ? model : [{ field: 'fecha', sort: 'desc' }])
        }
      />
      {openId !== null && (
        <Suspense fallback={null}>
          <IncidentDetailDialog id={openId} onClose={handleClose} />
        </Suspense>
      )}
    </>
  );
}
