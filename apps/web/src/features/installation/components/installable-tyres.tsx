import type { InstallableTyre, Paged } from '@huella/contracts';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonCheckedIcon from '@mui/icons-material/RadioButtonChecked';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import IconButton from '@mui/material/IconButton';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { DataTable } from '../../../components/data-table';
import { SearchField } from '../../../components/search-field';

/** Spec 2 §9: the installation tyre list shows 5 rows by default, 5/10/20 offered. */
export const TYRE_PAGE_SIZES = [5, 10, 20];

export interface InstallableTyresProps {
  page: Paged<InstallableTyre> | undefined;
  isLoading: boolean;
  error: { message: string } | null;
  onRetry: () => void;
  pagination: GridPaginationModel;
  onPaginationChange: (model: GridPaginationModel) => void;
  search: string;
  onSearch: (text: string) => void;
  selectedId: number | null;
  onSelect: (tyre: InstallableTyre | null) => void;
  isQueued: (tyreId: number) => boolean;
  disabled: boolean;
}

/** The client's tyres ready to install on this vehicle: pick one, then a free position. */
export function InstallableTyres(props: InstallableTyresProps) {
  const { selectedId, onSelect, isQueued, disabled } = props;
  const columns = useMemo<GridColDef<InstallableTyre>[]>(
    () => [
      {
        field: 'elegir',
        headerName: '',
        width: 72,
        sortable: false,
        renderCell: ({ row }) => {
          const queued = isQueued(row.id);
          const selected = selectedId === row.id;
          return (
            <IconButton
              aria-label={queued ? `${row.num_serie} ya está en cola` : `Elegir ${row.num_serie}`}
              aria-pressed={selected}
              color={selected ? 'primary' : 'default'}
              disabled={queued || disabled}
              onClick={() => onSelect(selected ? null : row)}
              sx={{ width: 44, height: 44 }}
            >
              {queued ? (
                <CheckCircleIcon color="success" />
              ) : selected ? (
                <RadioButtonCheckedIcon />
              ) : (
                <RadioButtonUncheckedIcon />
              )}
            </IconButton>
          );
        },
      },
      { field: 'num_serie', headerName: 'Serie', minWidth: 112, flex: 1 },
      { field: 'marca', headerName: 'Marca', minWidth: 100, flex: 1 },
      { field: 'medida', headerName: 'Medida', minWidth: 100, flex: 1 },
      { field: 'vida', headerName: 'Vida', width: 56 },
      {
        field: 'remanente_actual',
        headerName: 'Rem.',
        description: 'Remanente actual (mm)',
        width: 64,
        type: 'number',
      },
    ],
    [selectedId, onSelect, isQueued, disabled],
  );

  return (
    <>
      <SearchField
        value={props.search}
        onSearch={props.onSearch}
        placeholder="Buscar por serie"
        ariaLabel="Buscar neumático por serie"
        width={260}
      />
      <DataTable
        listName="neumaticos-instalables"
        rows={props.page?.data ?? []}
        rowCount={props.page?.total ?? 0}
        columns={columns}
        isLoading={props.isLoading}
        error={props.error}
        onRetry={props.onRetry}
        pageSizeOptions={TYRE_PAGE_SIZES}
        paginationModel={props.pagination}
        onPaginationModelChange={props.onPaginationChange}
        getRowClassName={(row) => (isQueued(row.id) ? 'fila-gris' : '')}
      />
    </>
  );
}
