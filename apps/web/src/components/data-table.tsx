import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  ColumnsPanelTrigger,
  DataGrid,
  Toolbar,
  type GridColDef,
  type GridColumnVisibilityModel,
  type GridPaginationModel,
  type GridRenderCellParams,
  type GridRowIdGetter,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { esES } from '@mui/x-data-grid/locales';
import { MSG } from '@huella/contracts';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { getColumnChoices, setColumnChoices } from '../lib/storage';
import { useStoredSession } from '../lib/use-stored-session';
import {
  autoHiddenFields,
  isActionColumn,
  sizeColumns,
  updatedChoices,
  visibilityModel,
  type DataTableColumn,
} from './data-table-columns';
import { ErrorState } from './error-state';

export type { DataTableColumn } from './data-table-columns';

const localeText = {
  ...esES.components.MuiDataGrid.defaultProps.localeText,
  noRowsLabel: MSG.noHayDatos,
  noResultsOverlayLabel: MSG.noHayDatos,
};

export interface DataTableProps<R extends GridValidRowModel> {
  rows: R[];
  /** With `priority` (1 stays, 3 gives way first) for narrow screens; row actions always stay. */
  columns: DataTableColumn<R>[];
  /**
   * Names the list for the column chooser's memory (per signed-in user). Without it the chooser still works
   * but forgets on reload.
   */
  listName?: string;
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

/** The grid's border and a little slack, so that a table that just fits does not scroll sideways. */
const FRAME_PX = 4;

/** Plain text cells carry their full text on hover: a cut name ('INTERNATI…') can still be read. */
function withCellTitle<R extends GridValidRowModel>(column: GridColDef<R>): GridColDef<R> {
  if (column.renderCell || isActionColumn(column) || column.type === 'boolean') return column;
  return {
    ...column,
    renderCell: (params: GridRenderCellParams<R>) => {
      const value: unknown = params.formattedValue ?? params.value;
      if (value === null || value === undefined || value === '') return null;
      const text = String(value as string | number);
      return (
        <span className="celda-texto" title={text}>
          {text}
        </span>
      );
    },
  };
}

/** The toolbar's only tool: the column chooser. */
function ColumnsToolbar() {
  return (
    <Toolbar>
      <ColumnsPanelTrigger
        render={(triggerProps) => (
          <Button {...triggerProps} size="small" startIcon={<ViewColumnIcon />}>
            Columnas
          </Button>
        )}
      />
    </Toolbar>
  );
}

/** The width the table has, followed as the window or the drawer changes; 0 until measured. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * The column chooser's choices for this user and list: read once per user and list, written on each change.
 */
function useColumnChoices(listName: string | undefined) {
  const { userId } = useStoredSession();
  const key = userId !== null && listName ? { userId, listName } : null;
  const [stored, setStored] = useState(() => ({
    key: key && `${key.userId}.${key.listName}`,
    choices: key ? getColumnChoices(key.userId, key.listName) : {},
  }));
  const currentKey = key && `${key.userId}.${key.listName}`;
  let choices = stored.choices;
  if (stored.key !== currentKey) {
    // Another user signed in, or the page reused the table for another list: read theirs.
    choices = key ? getColumnChoices(key.userId, key.listName) : {};
    setStored({ key: currentKey, choices });
  }
  const save = (next: GridColumnVisibilityModel) => {
    setStored({ key: currentKey, choices: next });
    if (key) setColumnChoices(key.userId, key.listName, next);
  };
  return [choices, save] as const;
}

/**
 * The one table of the app: MUI DataGrid (MIT, ≤ 100 rows a page) in Spanish with the spec's empty text, a
 * loading bar and an error state. With `rowCount` paging and sorting happen on the server. Columns fill the
 * width and shrink to what their header needs; when they do not fit, the lower-priority ones are hidden
 * (issue 11: the identifying columns and the row actions stay), and the user can choose otherwise in the
 * column chooser, remembered per user and list.
 */
export function DataTable<R extends GridValidRowModel>(props: DataTableProps<R>) {
  const [ref, width] = useWidth();
  const [choices, saveChoices] = useColumnChoices(props.listName);
  const columns = useMemo(() => sizeColumns(props.columns).map(withCellTitle), [props.columns]);
  // Not measured yet (first paint, tests without layout): show everything rather than guess.
  const autoHidden = useMemo(
    () => (width > 0 ? autoHiddenFields(props.columns, width - FRAME_PX) : []),
    [props.columns, width],
  );
  const shown = visibilityModel(autoHidden, choices);

  if (props.error) return <ErrorState message={props.error.message} onRetry={props.onRetry} />;
  const isServer = props.rowCount !== undefined;
  return (
    <Box ref={ref} sx={{ width: '100%', minWidth: 0 }}>
      <DataGrid
        rows={props.rows}
        columns={columns}
        columnVisibilityModel={shown}
        onColumnVisibilityModelChange={(next) =>
          saveChoices(
            updatedChoices(
              shown,
              next,
              choices,
              columns.map((column) => column.field),
            ),
          )
        }
        showToolbar
        slots={{ toolbar: ColumnsToolbar }}
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
          '& .celda-texto': { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' },
        }}
      />
    </Box>
  );
}
