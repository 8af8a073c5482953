import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ChartSeries } from './chart-types';

/** 'Ver datos': the chart's numbers as a table, to read and copy (one row per category, one column a series). */
export function ChartDataTable({
  categoryLabel,
  categories,
  series,
  format,
}: {
  categoryLabel: string;
  categories: string[];
  series: ChartSeries[];
  format: (value: number | null) => string;
}) {
  return (
    <TableContainer sx={{ maxHeight: 320 }}>
      <Table size="small" stickyHeader>
        <TableHead>
          <TableRow>
            <TableCell>{categoryLabel}</TableCell>
            {series.map((item) => (
              <TableCell key={item.name} align="right">
                {item.name}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {categories.map((category, row) => (
            <TableRow key={category}>
              <TableCell component="th" scope="row">
                {category}
              </TableCell>
              {series.map((item) => (
                <TableCell key={item.name} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {format(item.data[row] ?? null)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
