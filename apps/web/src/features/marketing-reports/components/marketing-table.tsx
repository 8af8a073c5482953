import { formatNumber } from '@huella/domain';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { formatCount } from '../../../components/charts';
import { EmptyState } from '../../../components/empty-state';
import { numberCell, stickyFirstColumn, stickyHeadCell } from '../../../components/reports/sticky-table';

/** A column of a marketing table; `number` right-aligns it in tabular figures. */
export interface MarketingColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  number?: boolean;
}

/** A table's columns: the first names the row. */
export type MarketingColumns<Row> = [MarketingColumn<Row>, ...MarketingColumn<Row>[]];

/** Spec 3 §9: percentages with 2 decimals (the answer's own, which sum to 100). */
export const percentCell = (value: number | null) => (value == null ? '-' : formatNumber(value, 'percent'));

/** The count and share columns every marketing table ends with. */
export const countColumn = <Row extends { cantidad: number }>(header = 'Cantidad'): MarketingColumn<Row> => ({
  header,
  number: true,
  cell: (row) => formatCount(row.cantidad),
});
export const percentColumn = <Row extends { porcentaje: number | null }>(): MarketingColumn<Row> => ({
  header: '%',
  number: true,
  cell: (row) => percentCell(row.porcentaje),
});

/**
 * One table of a marketing report: its first column names the row (a row header, kept in view while a wide
 * table scrolls sideways on a tablet), the rest follow; 'No hay datos disponibles' when there is no row.
 */
export function MarketingTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  maxHeight,
}: {
  /** The table's accessible name. */
  label: string;
  columns: MarketingColumns<Row>;
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string | number;
  /** Long lists scroll inside the card under a sticky header. */
  maxHeight?: number;
}) {
  if (rows.length === 0) return <EmptyState />;
  const [first, ...rest] = columns;
  return (
    <TableContainer sx={maxHeight ? { maxHeight } : undefined}>
      <Table size="small" stickyHeader={Boolean(maxHeight)} aria-label={label}>
        <TableHead>
          <TableRow sx={{ '& > th': { whiteSpace: 'nowrap' } }}>
            <TableCell sx={stickyHeadCell}>{first.header}</TableCell>
            {rest.map((column) => (
              <TableCell key={column.header} align={column.number ? 'right' : 'left'}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={rowKey(row, index)} hover>
              <TableCell component="th" scope="row" sx={{ ...stickyFirstColumn, minWidth: 140 }}>
                {first.cell(row)}
              </TableCell>
              {rest.map((column) => (
                <TableCell
                  key={column.header}
                  align={column.number ? 'right' : 'left'}
                  sx={column.number ? numberCell : undefined}
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
