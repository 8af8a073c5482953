import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridRowIdGetter,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { esES } from '@mui/x-data-grid/locales';
import { MSG } from '@huella/contracts';
import { ErrorState } from './error-state';

const localeText = {
  ...esES.components.MuiDataGrid.defaultProps.localeText,
  noRowsLabel: MSG.noHayDatos,
  noResultsOverlayLabel: MSG.noHayDatos,
};

export interface DataTableProps<R extends GridValidRowModel> {
  rows: R[];
  columns: GridColDef<R>[];
  getRowId?: GridRowIdGetter<R>;
  isLoading: boolean;
  /** When the list failed to load: shown instead of the grid, with a retry. */
  error?: { message: string } | null;
  onRetry?: () => void;
  pageSizeOptions: number[];
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  /** Server-paged lists give the total; without it the grid pages the rows it holds. */
  rowCount?: number;
  sortModel?: GridSortModel;
  onSortModelChange?: (model: GridSortModel) => void;
  /** Rows to show greyed out (e.g. vehicles with a flag). */
  getRowClassName?: (row: R) => string;
}

/**
 * The one table of the app: MUI DataGrid (MIT, ≤ 100 rows a page) in Spanish with the spec's empty text, a
 * loading bar and an error state. With `rowCount` paging and sorting happen on the server.
 */
export function DataTable<R extends GridValidRowModel>(props: DataTableProps<R>) {
  if (props.error) return <ErrorState message={props.error.message} onRetry={props.onRetry} />;
  const isServer = props.rowCount !== undefined;
  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      <DataGrid
        rows={props.rows}
        columns={props.columns}
        getRowId={props.getRowId}
        loading={props.isLoading}
        localeText={localeText}
        autoHeight
        disableRowSelectionOnClick
        disableColumnMenu
        pageSizeOptions={props.pageSizeOptions}
        paginationModel={props.paginationModel}
        onPaginationModelChange={props.onPaginationModelChange}
        paginationMode={isServer ? 'server' : 'client'}
        rowCount={props.rowCount}
        sortingMode={isServer ? 'server' : 'client'}
        sortModel={props.sortModel}
        onSortModelChange={props.onSortModelChange}
        getRowClassName={
          props.getRowClassName ? (params) => props.getRowClassName?.(params.row) ?? '' : undefined
        }
        slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
        sx={{
          bgcolor: 'background.paper',
          '& .fila-gris': { color: 'text.disabled', bgcolor: 'action.hover' },
        }}
      />
    </Box>
  );
}
