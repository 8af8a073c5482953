import { CRITERIA_INDICATORS, criteriaYears, type Criterion, INDICATOR, MSG } from '@huella/contracts';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { actionsWidth } from '../../../components/data-table-columns';
import { useNotify } from '../../../components/notification-provider';
import { PageTitle } from '../../../components/page-title';
import { isApiError } from '../../../lib/api-client';
import { useTableState } from '../../../lib/use-table-state';
import { useDeleteCriterion } from '../api/delete-criterion';
import { useCriteria } from '../api/get-criteria';
import { CriterionDialog } from './criterion-dialog';

/** Spec 1 §9: criteria show 5 rows a page. */
const PAGE_SIZE = 5;

export interface CriteriaPageProps {
  clientId: number;
  canAdd: boolean;
  canEdit: boolean;
  canDelete: boolean;
}

type DialogState =
  | { kind: 'closed' }
  | { kind: 'form'; criterion: Criterion | null }
  | { kind: 'delete'; criterion: Criterion };

const decimals = (value: number | null, indicator: number) => {
  if (value === null) return '-';
  // Cost per km/hour with 4 decimals (domain.md §2); the indices with 2.
  const digits = indicator === INDICATOR.costoKm || indicator === INDICATOR.costoHora ? 4 : 2;
  return value.toLocaleString('es-PE', { minimumFractionDigits: digits, maximumFractionDigits: 4 });
};
const numberColumn = (
  field: keyof Criterion,
  headerName: string,
  description: string,
): DataTableColumn<Criterion> => ({
  field,
  headerName,
  description,
  flex: 1,
  minWidth: 110,
  sortable: false,
  align: 'right',
  headerAlign: 'right',
  renderCell: ({ row, value }) => decimals(value as number | null, row.costoindicador),
});

/**
 * The indicator and year filters, kept in the URL beside the page (architecture §7) so a reload or a shared
 * link shows the same criteria; a value outside the choices falls back to the default.
 */
function useCriteriaFilters() {
  const [params, setParams] = useSearchParams();
  const fromUrlIndicator = Number(params.get('indicador'));
  const indicator = CRITERIA_INDICATORS.some((option) => option.id === fromUrlIndicator)
    ? fromUrlIndicator
    : INDICATOR.costoKm;
  const fromUrlYear = Number(params.get('anio'));
  const year = criteriaYears().includes(fromUrlYear) ? fromUrlYear : new Date().getFullYear();

  // Another filter starts again on the first page.
  const setFilter = useCallback(
    (key: 'indicador' | 'anio', value: number) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(key, String(value));
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { indicator, year, setFilter };
}

/** '/criterioaceptacion' (menu 21): the client's acceptance criteria by indicator and year (domain.md §6). */
export function CriteriaPage({ clientId, canAdd, canEdit, canDelete }: CriteriaPageProps) {
  const { indicator, year, setFilter } = useCriteriaFilters();
  const table = useTableState({ perPage: PAGE_SIZE });
  const criteria = useCriteria(clientId, {
    anio: year,
    select_indicador: indicator,
    page: table.query.page,
    per_page: PAGE_SIZE,
  });
  const deleteCriterion = useDeleteCriterion(clientId);
  const notify = useNotify();
  const [dialog, setDialog] = useState<DialogState>({ kind: 'closed' });

  const columns = useMemo<DataTableColumn<Criterion>[]>(() => {
    const data: DataTableColumn<Criterion>[] = [
      { field: 'indicador', headerName: 'Indicador', flex: 1.2, minWidth: 160, sortable: false, priority: 3 },
      { field: 'anio', headerName: 'Año', width: 80, sortable: false, priority: 3 },
      {
        field: 'modelo',
        headerName: 'Modelo',
        flex: 1.5,
        minWidth: 190,
        priority: 1,
        sortable: false,
        valueFormatter: (v: string) => v || '-',
      },
      {
        field: 'medida',
        headerName: 'Medida',
        flex: 1,
        minWidth: 130,
        priority: 1,
        sortable: false,
        valueFormatter: (v: string) => v || '-',
      },
      numberColumn('criterio_superior', 'Objetivo', 'Criterio objetivo'),
      numberColumn('rango_c_inferior', 'Tol. mínimo', 'Tolerable mínimo'),
      numberColumn('rango_c_superior', 'Tol. máximo', 'Tolerable máximo'),
      numberColumn('criterio_inferior', 'Deficiente', 'Criterio deficiente'),
    ];
    // Spec 1 §6: the action column shows with edit (3) or delete (4).
    if (!canEdit && !canDelete) return data;
    const actions: DataTableColumn<Criterion> = {
      field: 'acciones',
      headerName: 'Acción',
      width: actionsWidth(Number(canEdit) + Number(canDelete)),
      sortable: false,
      renderCell: ({ row }) => (
        <>
          {canEdit && (
            <Tooltip title="Editar">
              <IconButton
                aria-label={`Editar criterio ${row.id}`}
                onClick={() => setDialog({ kind: 'form', criterion: row })}
              >
                <EditIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          {canDelete && (
            <Tooltip title="Eliminar">
              <IconButton
                aria-label={`Eliminar criterio ${row.id}`}
                color="error"
                onClick={() => setDialog({ kind: 'delete', criterion: row })}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </>
      ),
    };
    return [actions, ...data];
  }, [canEdit, canDelete]);

  const handleDelete = async (criterion: Criterion) => {
    try {
      await deleteCriterion.mutateAsync(criterion.id);
      notify({ severity: 'success', message: MSG.operacionExitosa });
    } catch (error) {
      if (isApiError(error) && !error.handled) notify({ severity: 'error', message: error.message });
    }
    setDialog({ kind: 'closed' });
  };

  return (
    <Box sx={{ maxWidth: 1280, mx: 'auto' }}>
      <PageTitle
        title="Criterios de Aceptación"
        subtitle="Metas por indicador y año con las que se colorean los reportes"
        actions={
          canAdd && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setDialog({ kind: 'form', criterion: null })}
            >
              Nuevo
            </Button>
          )
        }
      />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
          <TextField
            select
            size="small"
            label="Indicador"
            value={indicator}
            onChange={(event) => setFilter('indicador', Number(event.target.value))}
            sx={{ minWidth: 260 }}
          >
            {CRITERIA_INDICATORS.map((option) => (
              <MenuItem key={option.id} value={option.id}>
                {option.nombre}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label="Año"
            value={year}
            onChange={(event) => setFilter('anio', Number(event.target.value))}
            sx={{ minWidth: 140 }}
          >
            {criteriaYears().map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <DataTable
          listName="criterios"
          rows={criteria.data?.data ?? []}
          rowCount={criteria.data?.total ?? 0}
          columns={columns}
          isLoading={criteria.isFetching}
          error={criteria.isError ? criteria.error : null}
          onRetry={() => void criteria.refetch()}
          pageSizeOptions={[PAGE_SIZE]}
          paginationModel={{ page: table.query.page - 1, pageSize: PAGE_SIZE }}
          onPaginationModelChange={table.setPaginationModel}
        />
      </Paper>
      {dialog.kind === 'form' && (
        <CriterionDialog
          clientId={clientId}
          criterion={dialog.criterion}
          defaults={{ costoindicador: indicator, anio: year }}
          onClose={() => setDialog({ kind: 'closed' })}
        />
      )}
      {dialog.kind === 'delete' && (
        <ConfirmDialog
          open
          title="Eliminar criterio"
          message={`Desea eliminar el criterio ${dialog.criterion.indicador} ${dialog.criterion.anio} ?`}
          confirmLabel="Eliminar"
          isDestructive
          isPending={deleteCriterion.isPending}
          onCancel={() => {
            setDialog({ kind: 'closed' });
            notify({ severity: 'info', message: 'Se cancelo la acción' });
          }}
          onConfirm={() => void handleDelete(dialog.criterion)}
        />
      )}
    </Box>
  );
}
