import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ChartSeries, PieSlice } from './chart-types';
import { formatPercent } from './format';
import type { ReportChartProps } from './report-chart';

type Format = (value: number | null) => string;

/** A column of 'Ver datos': a series, with its own format when it differs from the chart's (a pie's percent). */
export interface DataColumn extends ChartSeries {
  format?: Format;
}

/** What 'Ver datos' lists of a chart: its categories and a column per series (bars, lines). */
export interface DataTableRows {
  categories: string[];
  columns: DataColumn[];
}

/**
 * A pie's slices as 'Ver datos' rows: the count and its share of the total (the answer's porcentaje when it
 * gives one, so the table and the export agree).
 */
export function pieTableRows(slices: PieSlice[]): DataTableRows {
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  return {
    categories: slices.map((slice) => slice.name),
    columns: [
      { name: 'Cantidad', data: slices.map((slice) => slice.value) },
      {
        name: 'Porcentaje',
        data: slices.map((slice) => slice.percent ?? (total > 0 ? (slice.value / total) * 100 : null)),
        format: formatPercent,
      },
    ],
  };
}

/** What 'Ver datos' lists: a bar or line chart's series, or a pie's counts and percentages. */
export const chartTableRows = (props: ReportChartProps): DataTableRows =>
  props.kind === 'pie' ? pieTableRows(props.slices) : { categories: props.categories, columns: props.series };

/** 'Ver datos': the chart's numbers as a table, to read and copy (one row per category, one column a series). */
export function ChartDataTable({
  categoryLabel,
  rows,
  format,
}: {
  categoryLabel: string;
  rows: DataTableRows;
  format: Format;
}) {
  return (
    <TableContainer sx={{ maxHeight: 320 }}>
      {/* Narrow padding: a pie's name, count and percentage fit a third of a laptop's width. */}
      <Table size="small" stickyHeader sx={{ '& th, & td': { px: 1 } }}>
        <TableHead>
          <TableRow>
            <TableCell>{categoryLabel}</TableCell>
            {rows.columns.map((column) => (
              <TableCell key={column.name} align="right">
                {column.name}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.categories.map((category, row) => (
            <TableRow key={category}>
              <TableCell component="th" scope="row">
                {category}
              </TableCell>
              {rows.columns.map((column) => (
                <TableCell key={column.name} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {(column.format ?? format)(column.data[row] ?? null)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
