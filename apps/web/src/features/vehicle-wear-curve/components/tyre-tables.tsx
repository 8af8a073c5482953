import type { WearCurveVehicleTyre } from '@huella/contracts';
import { formatNumber } from '@huella/domain';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { numberCell, stickyFirstColumn, stickyHeadCell } from '../../../components/reports/sticky-table';
import { formatDate } from '../../../lib/format-date';
import { type CurveUnit, rowKey } from './curve-series';

interface Column {
  heading: string;
  numeric?: boolean;
  cell: (row: WearCurveVehicleTyre) => ReactNode;
}

const other = (value: number | null) => formatNumber(value, 'other');

/** The first columns of both tables: which tyre, on which position, in which life. */
const tyreColumns: Column[] = [
  {
    heading: 'Neumático',
    cell: (row) => (
      <>
        <strong>{`Pos. ${row.posicion}`}</strong> · {row.num_serie}
      </>
    ),
  },
  { heading: 'Vida', cell: (row) => row.vida },
];
/** Shown when earlier tyres are listed too. */
const stateColumn: Column = {
  heading: 'Estado',
  cell: (row) =>
    row.activo === 1 ? (
      <Chip size="small" color="primary" variant="outlined" label="Instalado" />
    ) : (
      <Chip size="small" variant="outlined" label="Historial" />
    ),
};

function TyreTable({
  label,
  rows,
  columns,
}: {
  label: string;
  rows: WearCurveVehicleTyre[];
  columns: Column[];
}) {
  const withState = rows.some((row) => row.activo === 0);
  const all = [...tyreColumns, ...(withState ? [stateColumn] : []), ...columns];
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow sx={{ '& > th': { whiteSpace: 'nowrap', fontWeight: 600 } }}>
            {all.map((column, index) => (
              <TableCell
                key={column.heading}
                align={column.numeric ? 'right' : 'left'}
                sx={index === 0 ? { ...stickyHeadCell, minWidth: 150 } : undefined}
              >
                {column.heading}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} hover>
              {all.map((column, index) => (
                <TableCell
                  key={column.heading}
                  align={column.numeric ? 'right' : 'left'}
                  component={index === 0 ? 'th' : 'td'}
                  scope={index === 0 ? 'row' : undefined}
                  sx={
                    index === 0
                      ? { ...stickyFirstColumn, whiteSpace: 'nowrap' }
                      : column.numeric
                        ? numberCell
                        : undefined
                  }
                >
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** 'Controles': per tyre life, what it is and what was read of it on this vehicle. */
export function ControlsTable({ rows, unit }: { rows: WearCurveVehicleTyre[]; unit: CurveUnit }) {
  return (
    <TyreTable
      label="Controles por posición"
      rows={rows}
      columns={[
        { heading: 'Marca', cell: (row) => row.marca_neumatico },
        { heading: 'Medida', cell: (row) => row.medida_neumatico },
        { heading: 'Diseño', cell: (row) => row.disenio_neumatico ?? '-' },
        {
          heading: 'Original (mm)',
          numeric: true,
          cell: (row) => other(row.remanente_original_neumatico),
        },
        { heading: 'Mínimo (mm)', numeric: true, cell: (row) => other(row.min_remanente) },
        { heading: unit.run, numeric: true, cell: (row) => other(row.km_recorrido) },
        { heading: 'Inspecciones', numeric: true, cell: (row) => row.array_remanente.length },
        { heading: 'Última inspección', cell: (row) => formatDate(row.ultima_inspeccion) },
      ]}
    />
  );
}

/** 'Costos y rendimientos': the life's cost, its wear per mm and what it projects to (domain.md §8). */
export function CostsTable({ rows, unit }: { rows: WearCurveVehicleTyre[]; unit: CurveUnit }) {
  return (
    <TyreTable
      label="Costos y rendimientos"
      rows={rows}
      columns={[
        {
          heading: 'Precio (USD)',
          numeric: true,
          cell: (row) => formatNumber(row.precio_neumatico_dolares, 'money'),
        },
        { heading: unit.life, numeric: true, cell: (row) => other(row.km_vida) },
        { heading: `Desgaste (${unit.perMm})`, numeric: true, cell: (row) => other(row.desgaste_km_mm) },
        { heading: unit.projected, numeric: true, cell: (row) => other(row.km_proyectado) },
        { heading: unit.remaining, numeric: true, cell: (row) => other(row.km_restante) },
        {
          heading: 'Remanente útil',
          numeric: true,
          cell: (row) => (row.porcentaje === null ? '-' : `${formatNumber(row.porcentaje, 'percent')} %`),
        },
        {
          heading: unit.costHeading,
          numeric: true,
          cell: (row) => formatNumber(row.costo_proyectado, 'costPerUnit'),
        },
      ]}
    />
  );
}
