import type { InspectionsByClientResponse } from '@huella/contracts';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatCount } from '../../../components/charts';
import { numberCell, stickyFirstColumn, stickyHeadCell } from '../../../components/reports/sticky-table';

type Answer = InspectionsByClientResponse['success'];

// The footer's default small grey text would hide the totals.
const footerCell = { fontWeight: 700, fontSize: '0.875rem', color: 'text.primary', borderBottom: 0 };

/** What the export will hold: each client's inspections and readings in the period, and the totals. */
export function InspectionsByClientTable({ answer }: { answer: Answer }) {
  return (
    <TableContainer sx={{ maxHeight: 480 }}>
      <Table size="small" stickyHeader aria-label="Inspecciones por cliente">
        <TableHead>
          <TableRow sx={{ '& > th': { whiteSpace: 'nowrap' } }}>
            <TableCell sx={stickyHeadCell}>Cliente</TableCell>
            <TableCell>Sector</TableCell>
            <TableCell align="right">Inspecciones</TableCell>
            <TableCell align="right">Lecturas a exportar</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {answer.clientes.map((row) => (
            <TableRow key={row.cliente} hover>
              <TableCell component="th" scope="row" sx={{ ...stickyFirstColumn, minWidth: 180 }}>
                {row.cliente}
              </TableCell>
              <TableCell>{row.sector}</TableCell>
              <TableCell align="right" sx={numberCell}>
                {formatCount(row.cantidad)}
              </TableCell>
              <TableCell align="right" sx={numberCell}>
                {formatCount(row.lecturas)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow sx={{ '& > .MuiTableCell-root': footerCell }}>
            <TableCell component="th" scope="row" sx={stickyFirstColumn}>
              Total
            </TableCell>
            <TableCell />
            <TableCell align="right" sx={numberCell} aria-label="Total de inspecciones">
              {formatCount(answer.total)}
            </TableCell>
            <TableCell align="right" sx={numberCell} aria-label="Total de lecturas a exportar">
              {formatCount(answer.lecturas)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
