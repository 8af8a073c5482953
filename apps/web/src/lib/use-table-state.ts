import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export interface TableQuery {
  page: number;
  per_page: number;
  search?: string;
  sortBy?: string;
  sortDirection: 'asc' | 'desc';
}

export interface TableDefaults {
  perPage: number;
  sortBy?: string;
  sortDirection?: 'asc' | 'desc';
}

/**
 * The table state a URL's search params describe. Also read by a route's prefetch before the screen's code
 * has arrived, so both ask for the same query key.
 */
export function tableQueryFromParams(params: URLSearchParams, defaults: TableDefaults): TableQuery {
  const page = Number(params.get('page'));
  const perPage = Number(params.get('per_page'));
  const direction = params.get('sortDirection');
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    per_page: Number.isInteger(perPage) && perPage > 0 && perPage <= 100 ? perPage : defaults.perPage,
    search: params.get('search') || undefined,
    sortBy: params.get('sortBy') ?? defaults.sortBy,
    sortDirection:
      direction === 'desc' || direction === 'asc' ? direction : (defaults.sortDirection ?? 'asc'),
  };
}

/**
 * A list's page, size, sort and search live in the URL (architecture §7), so a reload, the back button or a
 * shared link shows the same rows. Pages are 1-based in the URL and the API, 0-based in the DataGrid.
 */
export function useTableState(defaults: TableDefaults) {
  const [params, setParams] = useSearchParams();

  const query = useMemo<TableQuery>(
    () =>
      tableQueryFromParams(params, {
        perPage: defaults.perPage,
        sortBy: defaults.sortBy,
        sortDirection: defaults.sortDirection,
      }),
    [params, defaults.perPage, defaults.sortBy, defaults.sortDirection],
  );

  const update = useCallback(
    (changes: Record<string, string | undefined>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const paginationModel = useMemo<GridPaginationModel>(
    () => ({ page: query.page - 1, pageSize: query.per_page }),
    [query.page, query.per_page],
  );
  // The DataGrid takes a new sortModel array for a sort change and goes back to page 1: keep it stable.
  const sortModel = useMemo<GridSortModel>(
    () => (query.sortBy ? [{ field: query.sortBy, sort: query.sortDirection }] : []),
    [query.sortBy, query.sortDirection],
  );

  return {
    query,
    paginationModel,
    sortModel,
    setPaginationModel: (model: GridPaginationModel) =>
      update({ page: String(model.page + 1), per_page: String(model.pageSize) }),
    setSortModel: (model: GridSortModel) =>
      update({ sortBy: model[0]?.field, sortDirection: model[0]?.sort ?? undefined, page: '1' }),
    // A new search starts again on the first page.
    setSearch: (search: string) => update({ search: search.trim() || undefined, page: '1' }),
  };
}
