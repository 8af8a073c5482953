import type { GridColDef, GridColumnVisibilityModel, GridValidRowModel } from '@mui/x-data-grid';

/**
 * A list's column with the order in which it gives way on narrow screens: 1 = identifies the row or acts on it
 * (never hidden, not even from the column chooser), 2 = useful (the default), 3 = detail, hidden first.
 */
export type DataTableColumn<R extends GridValidRowModel> = GridColDef<R> & { priority?: 1 | 2 | 3 };

/** Row actions are spelled 'opciones' or 'acciones' in the original screens; they always stay. */
const ACTION_FIELDS = new Set(['opciones', 'acciones', 'actions']);

// The header's font (14 px, medium) averages about 8 px a character; a sortable header also needs room for
// its arrow. Used so that no header is cut ('Rem. (…').
const HEADER_CHAR_PX = 8;
const CELL_PADDING_PX = 22;
const SORT_ICON_PX = 30;
const DEFAULT_MIN_PX = 90;

/** What the sizing reads of a column. */
interface ColumnShape {
  field: string;
  type?: string;
  headerName?: string;
  sortable?: boolean;
  width?: number;
  minWidth?: number;
  flex?: number;
  priority?: number;
}

export const isActionColumn = (column: ColumnShape) =>
  column.type === 'actions' || ACTION_FIELDS.has(column.field);

export const priorityOf = (column: ColumnShape) => (isActionColumn(column) ? 1 : (column.priority ?? 2));

/** The narrowest a column may get: what its header needs, and what the list asked for. */
export function headerMinWidth(column: ColumnShape): number {
  const text = column.headerName ?? column.field;
  const sortable = column.sortable !== false && !isActionColumn(column);
  return Math.ceil(text.length * HEADER_CHAR_PX + CELL_PADDING_PX + (sortable ? SORT_ICON_PX : 0));
}

/** The width a column takes when the table is as narrow as it can be. */
export function narrowestWidth(column: ColumnShape): number {
  const asked = column.flex ? (column.minWidth ?? DEFAULT_MIN_PX) : (column.width ?? column.minWidth ?? 100);
  return Math.max(asked, isActionColumn(column) ? 0 : headerMinWidth(column));
}

/**
 * Every column fills and shrinks: fixed widths stay fixed but never below the header; flexible ones keep a
 * minimum wide enough for their header; the rest become flexible. The columns that must stay cannot be hidden
 * from the chooser.
 */
export function sizeColumns<R extends GridValidRowModel>(columns: DataTableColumn<R>[]): GridColDef<R>[] {
  return columns.map(({ priority, ...column }) => {
    const minWidth = narrowestWidth(column);
    const sized: GridColDef<R> =
      column.width !== undefined && !column.flex
        ? { ...column, width: minWidth, minWidth }
        : { ...column, flex: column.flex ?? 1, minWidth };
    // A cut header already shows its full text on hover (the grid's own tooltip); the minimum avoids the cut.
    // (No `hideable: undefined`: the grid would read it over its default `true`.)
    return priorityOf({ ...column, priority }) === 1 ? { ...sized, hideable: false } : sized;
  });
}

/**
 * Which columns to hide so the rest fit in `available` px: the lowest priority first, and within a priority the
 * rightmost first. Columns of priority 1 always stay, even when they alone overflow.
 */
export function autoHiddenFields(columns: ColumnShape[], available: number): string[] {
  let total = columns.reduce((sum, column) => sum + narrowestWidth(column), 0);
  const candidates = columns
    .map((column, index) => ({ column, index }))
    .filter(({ column }) => priorityOf(column) > 1)
    .sort((a, b) => priorityOf(b.column) - priorityOf(a.column) || b.index - a.index);
  const hidden: string[] = [];
  for (const { column } of candidates) {
    if (total <= available) break;
    hidden.push(column.field);
    total -= narrowestWidth(column);
  }
  return hidden;
}

/**
 * The visibility the grid shows: what fits, then the user's own choices on top (they win, also when they
 * make the table scroll sideways).
 */
export function visibilityModel(
  autoHidden: string[],
  choices: GridColumnVisibilityModel,
): GridColumnVisibilityModel {
  const model: GridColumnVisibilityModel = {};
  for (const field of autoHidden) model[field] = false;
  return { ...model, ...choices };
}

/** The user's choices after the chooser changed the model: the fields whose visibility they flipped. */
export function updatedChoices(
  shown: GridColumnVisibilityModel,
  next: GridColumnVisibilityModel,
  choices: GridColumnVisibilityModel,
  fields: string[],
): GridColumnVisibilityModel {
  const updated = { ...choices };
  for (const field of fields) {
    const wasVisible = shown[field] !== false;
    const isVisible = next[field] !== false;
    if (wasVisible !== isVisible) updated[field] = isVisible;
  }
  return updated;
}

/** Width of a row-actions column holding `count` icon buttons of 44 px (touch size) and the cell's padding. */
export const actionsWidth = (count: number) => Math.max(count, 1) * 44 + 20;
