import type { InspectionRow } from '@huella/contracts';
import AddIcon from '@mui/icons-material/Add';
import DateRangeIcon from '@mui/icons-material/DateRange';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { actionsWidth } from '../../../components/data-table-columns';
import { EmptyState } from '../../../components/empty-state';
import { PageTitle } from '../../../components/page-title';
import { SearchField } from '../../../components/search-field';
import { useStoredSession } from '../../../lib/use-stored-session';
import { useTableState } from '../../../lib/use-table-state';
import { exportInspection, exportInspectionList } from '../api/export-inspections';
import { INSPECTIONS_TABLE, useInspections } from '../api/get-inspections';
import { ExportGeneralDialog } from './export-general-dialog';
import { formatKm } from './format';
import { InspectionDetailsDialog } from './inspection-details-dialog';
import { InspectionExportMenu } from './inspection-export-menu';

/** Spec 2 §9: 10/25/50/100 a page, 10 by default, identificador descending. */
const PAGE_SIZES = [10, 25, 50, 100];

/** Where 'Nuevo' and 'Editar' go: the registration screen, in edit mode with the inspection's number. */
const NEW_PATH = '/inspeccion';
const editPath = (identificador: number) => `/inspeccion?identificador=${identificador}`;

export interface InspectionReportPageProps {
  clientId: number;
  canAdd: boolean;
  canEdit: boolean;
}

type DialogState = { kind: 'closed' } | { kind: 'details'; identificador: number } | { kind: 'general' };

/**
 * '/inspeccionreporte' (menu 71): 'Reporte de Inspecciones' with the total, search, sort, Nuevo (2), per row
 * Editar (3), Detalles and the inspection's export (always), the list's 'Exportar' and 'Exportar General'.
 */
export function InspectionReportPage({ clientId, canAdd, canEdit }: InspectionReportPageProps) {
  const { userId } = useStoredSession();
  const table = useTableState(INSPECTIONS_TABLE);
  const inspections = useInspections(clientId, table.query);
  const [dialog, setDialog] = useState<DialogState>({ kind: 'closed' });

  const columns = useMemo<DataTableColumn<InspectionRow>[]>(
    () => [
      {
        field: 'opciones',
        headerName: 'Opc.',
        width: actionsWidth(canEdit ? 3 : 2),
        sortable: false,
        renderCell: ({ row }) => (
          <>
            {canEdit && (
              <Tooltip title="Editar">
                <IconButton
                  aria-label={`Editar inspección ${row.identificador}`}
                  size="small"
                  component={RouterLink}
                  to={editPath(row.identificador)}
                >
                  <EditIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
            <Tooltip title="Detalles">
              <IconButton
                aria-label={`Detalles de la inspección ${row.identificador}`}
                size="small"
                onClick={() => setDialog({ kind: 'details', identificador: row.identificador })}
              >
                <VisibilityIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <InspectionExportMenu
              rowLabel={`Exportar inspección ${row.identificador}`}
              onExport={(format) => exportInspection(clientId, userId, row.identificador, format)}
            />
          </>
        ),
      },
      // Wide enough for the sort arrow, which the touch theme makes larger.
      { field: 'identificador', headerName: 'Id', width: 84, priority: 1 },
      // Código and Placa take what the hidden columns leave, so a narrow table has no empty strip at its right.
      {
        field: 'codigo',
        headerName: 'Código',
        // Codes have up to 10 characters (spec 2 §9): all of them fit.
        minWidth: 120,
        flex: 0.4,
        valueGetter: (_value, row) => row.insp_codigo,
      },
      { field: 'placa', headerName: 'Placa', minWidth: 100, flex: 0.4, priority: 1 },
      {
        field: 'vehi_codigo',
        headerName: 'Cód. vehículo',
        minWidth: 100,
        flex: 0.4,
        sortable: false,
        priority: 3,
      },
      { field: 'vehi_tipo', headerName: 'Tipo', minWidth: 100, flex: 0.8, sortable: false, priority: 3 },
      {
        // Sorted by the stored date; shown as the server writes it in Lima's calendar.
        field: 'fecha_inspeccion',
        headerName: 'Fecha',
        width: 104,
        priority: 1,
        valueGetter: (_value, row) => row.fecha_inspeccion_local,
      },
      {
        field: 'km_inspeccion',
        headerName: 'Km/Horas',
        width: 118,
        align: 'right',
        headerAlign: 'right',
        valueGetter: (_value, row) => formatKm(row.km_inspeccion, row.tipo_costo),
      },
      { field: 'planta', headerName: 'Planta', minWidth: 110, flex: 1, sortable: false },
      {
        field: 'neumaticos',
        headerName: 'Neumáticos',
        width: 104,
        align: 'right',
        headerAlign: 'right',
        sortable: false,
        priority: 3,
      },
      { field: 'usuario', headerName: 'Registrado por', minWidth: 130, flex: 1, sortable: false },
    ],
    [canEdit, clientId, userId],
  );

  const total = inspections.data?.total;
  // Nothing registered yet (not a search that found nothing): say so and offer the way to the first one.
  const isEmpty = total === 0 && !table.query.search && !inspections.isFetching;
  return (
    <Box sx={{ maxWidth: 1600, mx: 'auto' }}>
      <PageTitle
        title={`Reporte de Inspecciones${total === undefined ? '' : ` (${total})`}`}
        subtitle="Inspecciones registradas: lecturas de presión y profundidad por neumático"
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
            <InspectionExportMenu onExport={(format) => exportInspectionList(clientId, format)} />
            <Button
              variant="outlined"
              startIcon={<DateRangeIcon />}
              onClick={() => setDialog({ kind: 'general' })}
            >
              Exportar General
            </Button>
            {canAdd && (
              <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={NEW_PATH}>
                Nuevo
              </Button>
            )}
          </Box>
        }
      />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <SearchField
          value={table.query.search ?? ''}
          onSearch={table.setSearch}
          placeholder="Buscar por Id, código, placa o código de vehículo"
          ariaLabel="Buscar inspecciones"
          width={480}
        />
        {isEmpty ? (
          <EmptyState
            message="No hay inspecciones registradas"
            action={
              canAdd && (
                <Button variant="outlined" startIcon={<AddIcon />} component={RouterLink} to={NEW_PATH}>
                  Registrar la primera inspección
                </Button>
              )
            }
          />
        ) : (
          <DataTable
            listName="inspecciones"
            rows={inspections.data?.data ?? []}
            rowCount={total ?? 0}
            columns={columns}
            isLoading={inspections.isFetching}
            error={inspections.isError ? inspections.error : null}
            onRetry={() => void inspections.refetch()}
            pageSizeOptions={PAGE_SIZES}
            paginationModel={table.paginationModel}
            onPaginationModelChange={table.setPaginationModel}
            sortModel={table.sortModel}
            onSortModelChange={table.setSortModel}
          />
        )}
      </Paper>
      {dialog.kind === 'details' && (
        <InspectionDetailsDialog
          clientId={clientId}
          identificador={dialog.identificador}
          onClose={() => setDialog({ kind: 'closed' })}
        />
      )}
      {dialog.kind === 'general' && (
        <ExportGeneralDialog
          clientId={clientId}
          userId={userId}
          onClose={() => setDialog({ kind: 'closed' })}
        />
      )}
    </Box>
  );
}
