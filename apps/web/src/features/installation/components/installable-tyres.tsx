import type { InstallableTyre, Paged } from '@huella/contracts';
import RadioButtonCheckedIcon from '@mui/icons-material/RadioButtonChecked';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
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
        width: 60,
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
              {selected ? <RadioButtonCheckedIcon /> : <RadioButtonUncheckedIcon />}
            </IconButton>
          );
        },
      },
      {
        field: 'num_serie',
        headerName: 'Serie',
        minWidth: 120,
        flex: 1,
        renderCell: ({ row }) =>
          isQueued(row.id) ? (
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
              {row.num_serie}
              <Chip label="En cola" size="small" color="success" variant="outlined" />
            </Box>
          ) : (
            row.num_serie
          ),
      },
      { field: 'marca', headerName: 'Marca', minWidth: 100, flex: 0.8 },
      { field: 'medida', headerName: 'Medida', minWidth: 96, flex: 0.8 },
      { field: 'vida', headerName: 'Vida', width: 64 },
      {
        field: 'remanente_actual',
        headerName: 'Rem. (mm)',
        width: 92,
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
