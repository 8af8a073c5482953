import type { ScrapRecord } from '@huella/contracts';
import EditIcon from '@mui/icons-material/Edit';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import type { DataTableColumn } from '../../../components/data-table';
import { formatDay, formatKm, formatTread, formatUsd } from './scrap-format';

export interface ScrapColumnsOptions {
  /** Spec 2 §6: the edit action needs permission 3 on the scrap list. */
  canEdit: boolean;
  /** The list shows which tyre; the tyre's own screen does not need to (it shows distance and removal instead). */
  withTyre: boolean;
  onEdit: (record: ScrapRecord) => void;
  onPhotos: (record: ScrapRecord) => void;
}

/** Touch targets of at least 44 px. */
const TARGET = { width: 44, height: 44 };

const hasPhotos = (record: ScrapRecord) => Boolean(record.ruta1 || record.ruta2);

const dash = (value: string | null) => value ?? '-';

/**
 * The columns of a scrap record in the list and in the tyre scrap screen's sub-table, sized so the loss shows
 * without scrolling at 1366 px with the menu open.
 */
export function useScrapColumns({ canEdit, withTyre, onEdit, onPhotos }: ScrapColumnsOptions) {
  return useMemo<DataTableColumn<ScrapRecord>[]>(() => {
    const options: DataTableColumn<ScrapRecord> = {
      field: 'opciones',
      headerName: 'Opciones',
      width: 112,
      sortable: false,
      renderCell: ({ row }) => (
        <>
          {canEdit && (
            <Tooltip title="Editar">
              <IconButton
                aria-label={`Editar scrap de ${row.num_serie}`}
                onClick={() => onEdit(row)}
                sx={TARGET}
              >
                <EditIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          <Tooltip title={hasPhotos(row) ? 'Ver imágenes' : 'Sin imágenes'}>
            <span>
              <IconButton
                aria-label={`Imágenes de ${row.num_serie}`}
                onClick={() => onPhotos(row)}
                disabled={!hasPhotos(row)}
                sx={TARGET}
              >
                <PhotoLibraryIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        </>
      ),
    };
    const tyre: DataTableColumn<ScrapRecord>[] = [
      {
        field: 'num_serie',
        priority: 1,
        headerName: 'Serie Cliente',
        width: 124,
        // Serial over its DOT in one cell, so the loss fits on screen beside them.
        renderCell: ({ row }) => (
          <Box sx={{ lineHeight: 1.3, py: 0.5, minWidth: 0, width: '100%' }}>
            <Typography variant="body2" noWrap title={row.num_serie}>
              {row.num_serie}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="div">
              DOT {dash(row.dot)}
            </Typography>
          </Box>
        ),
      },
      { field: 'marca', headerName: 'Marca', minWidth: 100, flex: 1, priority: 3 },
    ];
    const distance: DataTableColumn<ScrapRecord> = {
      field: 'km_final',
      priority: 3,
      headerName: 'Recorrido',
      width: 100,
      type: 'number',
      sortable: false,
      valueGetter: (_value, row) =>
        row.km_final === null ? null : Math.max(0, row.km_final - row.km_inicial),
      valueFormatter: (value: number | null) => formatKm(value),
    };
    const removal: DataTableColumn<ScrapRecord> = {
      field: 'nom_motivo',
      headerName: 'Motivo de retiro',
      width: 140,
      sortable: false,
      valueFormatter: dash,
    };
    return [
      options,
      ...(withTyre ? tyre : []),
      {
        field: 'fecha_scrap',
        priority: 3,
        headerName: 'Fecha scrap',
        width: 108,
        valueFormatter: (value: string) => formatDay(value),
      },
      { field: 'motivo', headerName: 'Motivo', minWidth: 130, flex: 1.4, priority: 1 },
      {
        field: 'remanente_final',
        priority: 3,
        headerName: 'Rem.',
        description: 'Remanente original / final / límite, en mm',
        width: 92,
        sortable: withTyre,
        valueGetter: (_value, row) =>
          `${formatTread(row.remanente_original)} / ${formatTread(row.remanente_final)} / ${formatTread(row.remanente_limite)}`,
      },
      ...(withTyre ? [] : [distance]),
      {
        field: 'costo_vida',
        priority: 1,
        headerName: 'Costo vida',
        description: 'Costo de la vida desechada, USD sin IGV',
        width: 128,
        type: 'number',
        valueFormatter: (value: number) => formatUsd(value),
      },
      {
        field: 'costo_perdido',
        priority: 1,
        headerName: 'Pérdida',
        description: 'Costo del remanente útil desechado, USD sin IGV',
        width: 110,
        type: 'number',
        valueFormatter: (value: number) => formatUsd(value),
      },
      {
        field: 'placa',
        headerName: 'Vehículo',
        width: 84,
        sortable: false,
        valueFormatter: dash,
        priority: 3,
      },
      ...(withTyre ? [] : [removal]),
    ];
  }, [canEdit, withTyre, onEdit, onPhotos]);
}
