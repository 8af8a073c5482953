import type { ScrapRecord } from '@huella/contracts';
import EditIcon from '@mui/icons-material/Edit';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { formatDay, formatKm, formatMm, formatUsd } from './scrap-format';

export interface ScrapColumnsOptions {
  /** Spec 2 §6: the edit action needs permission 3 on the scrap list. */
  canEdit: boolean;
  /** The list shows which tyre; the tyre's own screen does not need to. */
  withTyre: boolean;
  onEdit: (record: ScrapRecord) => void;
  onPhotos: (record: ScrapRecord) => void;
}

/** Touch targets of at least 44 px. */
const TARGET = { width: 44, height: 44 };

const hasPhotos = (record: ScrapRecord) => Boolean(record.ruta1 || record.ruta2);

/** The columns of a scrap record in the list and in the tyre scrap screen's sub-table. */
export function useScrapColumns({ canEdit, withTyre, onEdit, onPhotos }: ScrapColumnsOptions) {
  return useMemo<GridColDef<ScrapRecord>[]>(() => {
    const tyre: GridColDef<ScrapRecord>[] = withTyre
      ? [
          { field: 'num_serie', headerName: 'Serie Cliente', minWidth: 120, flex: 1 },
          {
            field: 'dot',
            headerName: 'DOT',
            width: 80,
            valueFormatter: (value: string | null) => value ?? '-',
          },
          { field: 'marca', headerName: 'Marca', minWidth: 110, flex: 1 },
          { field: 'medida', headerName: 'Medida', width: 115, sortable: false },
        ]
      : [];
    return [
      {
        field: 'opciones',
        headerName: 'Opciones',
        width: 110,
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
      },
      ...tyre,
      {
        field: 'fecha_scrap',
        headerName: 'Fecha scrap',
        width: 110,
        valueFormatter: (value: string) => formatDay(value),
      },
      { field: 'motivo', headerName: 'Motivo', minWidth: 150, flex: 1 },
      {
        field: 'remanente_final',
        headerName: 'Rem. orig. / final / límite',
        width: 190,
        sortable: withTyre,
        valueGetter: (_value, row) =>
          `${formatMm(row.remanente_original)} / ${formatMm(row.remanente_final)} / ${formatMm(row.remanente_limite)}`,
      },
      {
        field: 'km_final',
        headerName: 'Recorrido',
        width: 105,
        type: 'number',
        sortable: false,
        valueGetter: (_value, row) =>
          row.km_final === null ? null : Math.max(0, row.km_final - row.km_inicial),
        valueFormatter: (value: number | null) => formatKm(value),
      },
      {
        field: 'costo_vida',
        headerName: 'Costo vida (USD)',
        width: 140,
        type: 'number',
        valueFormatter: (value: number) => formatUsd(value),
      },
      {
        field: 'costo_perdido',
        headerName: 'Pérdida (USD)',
        width: 130,
        type: 'number',
        valueFormatter: (value: number) => formatUsd(value),
      },
      {
        field: 'placa',
        headerName: 'Vehículo',
        width: 100,
        sortable: false,
        valueFormatter: (value: string | null) => value ?? '-',
      },
      {
        field: 'nom_motivo',
        headerName: 'Motivo de retiro',
        width: 150,
        sortable: false,
        valueFormatter: (value: string | null) => value ?? '-',
      },
    ];
  }, [canEdit, withTyre, onEdit, onPhotos]);
}
