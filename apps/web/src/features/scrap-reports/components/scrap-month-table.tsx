import { formatNumber } from '@huella/domain';
import { scrapCountKey, type ScrapGrouping } from '@huella/contracts';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatCount } from '../../../components/charts';
import { numberCell, stickyFirstColumn, stickyHeadCell } from '../../../components/reports/sticky-table';
import type { ScrapReport } from '../api/get-scrap-report';

// The footer's default small grey text would hide the year's figures.
const footerCell = { fontWeight: 700, fontSize: '0.875rem', color: 'text.primary', borderBottom: 0 };
// A zero is a dash so the months with scrap stand out.
const countCell = (value: number) => (value === 0 ? '-' : formatCount(value));

/**
 * Spec 3 §3 Scrap by month as a table: a row per reason (or brand) with its count in each month, its year and
 * its share; the months' totals underneath. Month headers are abbreviated (Ene…) to fit a tablet; the full
 * name is their accessible name.
 */
export function ScrapMonthTable({
  report,
  grouping,
  groupLabel,
  caption,
}: {
  report: ScrapReport;
  grouping: ScrapGrouping;
  groupLabel: string;
  caption: string;
}) {
  return (
    <TableContainer>
      {/* Narrow month columns: the twelve months, the total and the share fit at 1366 px. */}
      <Table
        size="small"
        aria-label={caption}
        sx={{ '& td, & th': { px: 1 }, '& th:first-of-type': { pl: 2 } }}
      >
        <TableHead>
          <TableRow sx={{ '& > th': { whiteSpace: 'nowrap' } }}>
            <TableCell sx={stickyHeadCell}>{groupLabel}</TableCell>
            {report.meses.map((month) => (
              <TableCell key={month.mes} align="right" aria-label={month.nombre} title={month.nombre}>
                {month.nombre.slice(0, 3)}
              </TableCell>
            ))}
            <TableCell align="right">Total</TableCell>
            <TableCell align="right">%</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {report.grupos.map((group) => (
            <TableRow key={group.id} hover>
              <TableCell component="th" scope="row" sx={{ ...stickyFirstColumn, minWidth: 160 }}>
                {group.descripcion}
              </TableCell>
              {report.meses.map((month) => (
                <TableCell key={month.mes} align="right" sx={numberCell}>
                  {countCell(month[scrapCountKey(grouping, group.id)] ?? 0)}
                </TableCell>
              ))}
              <TableCell align="right" sx={{ ...numberCell, fontWeight: 600 }}>
                {formatCount(group.total)}
              </TableCell>
              <TableCell align="right" sx={numberCell}>
                {formatNumber(group.porcentaje, 'percent')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow sx={{ '& > .MuiTableCell-root': footerCell }}>
            <TableCell component="th" scope="row" sx={stickyFirstColumn}>
              Total
            </TableCell>
            {report.meses.map((month) => (
              <TableCell key={month.mes} align="right" sx={numberCell}>
                {countCell(month.total_mes)}
              </TableCell>
            ))}
            <TableCell align="right" sx={numberCell}>
              {formatCount(report.total)}
            </TableCell>
            <TableCell align="right" sx={numberCell}>
              {formatNumber(100, 'percent')}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
