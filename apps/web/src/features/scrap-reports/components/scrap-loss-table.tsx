import type { ScrapLossResponse, ScrapLossRow } from '@huella/contracts';
import { formatNumber } from '@huella/domain';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatCount } from '../../../components/charts';
import { numberCell, stickyFirstColumn, stickyHeadCell } from '../../../components/reports/sticky-table';
import { formatDate } from '../../../lib/format-date';

const footerCell = { fontWeight: 700, fontSize: '0.875rem', color: 'text.primary', borderBottom: 0 };
const mm = (value: number) => formatNumber(value, 'other');
const money = (value: number) => formatNumber(value, 'money');

interface Column {
  label: string;
  value: (row: ScrapLossRow) => string;
  numeric?: boolean;
}

/** Spec 3 §3 Scrap loss row, in the spec's order (the serial is the sticky first column). */
const COLUMNS: Column[] = [
  { label: 'Serie cliente', value: (row) => row.serie_cliente ?? '-' },
  { label: 'Marca', value: (row) => row.marca },
  { label: 'Modelo', value: (row) => row.modelo },
  { label: 'Medida', value: (row) => row.medida },
  { label: 'Condición', value: (row) => row.condicion },
  { label: 'Fecha scrap', value: (row) => formatDate(row.fecha_scrap) },
  { label: 'Motivo', value: (row) => row.motivo },
  { label: 'Rem. original (mm)', value: (row) => mm(row.remanente_original), numeric: true },
  { label: 'Rem. final (mm)', value: (row) => mm(row.remanente_final), numeric: true },
  { label: 'Rem. límite (mm)', value: (row) => mm(row.remanente_limite), numeric: true },
  { label: 'Costo (USD)', value: (row) => money(row.costo), numeric: true },
  { label: 'Costo perdido (USD)', value: (row) => money(row.costo_perdido), numeric: true },
];

/** The scrapped tyres of the period with their lost cost; the period's totals underneath. */
export function ScrapLossTable({ answer }: { answer: ScrapLossResponse }) {
  return (
    <TableContainer sx={{ maxHeight: 560 }}>
      <Table size="small" stickyHeader aria-label="Pérdidas por scrap">
        <TableHead>
          <TableRow sx={{ '& > th': { whiteSpace: 'nowrap' } }}>
            <TableCell sx={stickyHeadCell}>N° serie</TableCell>
            {COLUMNS.map((column) => (
              <TableCell key={column.label} align={column.numeric ? 'right' : 'left'}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {answer.data.map((row) => (
            <TableRow key={row.id} hover>
              <TableCell component="th" scope="row" sx={{ ...stickyFirstColumn, whiteSpace: 'nowrap' }}>
                {row.num_serie}
              </TableCell>
              {COLUMNS.map((column) => (
                <TableCell
                  key={column.label}
                  align={column.numeric ? 'right' : 'left'}
                  sx={column.numeric ? numberCell : { whiteSpace: 'nowrap' }}
                >
                  {column.value(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
        <TableFooter
          sx={{ position: 'sticky', bottom: 0, zIndex: 2, bgcolor: 'background.paper' }}
          aria-label="Totales"
        >
          <TableRow sx={{ '& > .MuiTableCell-root': footerCell }}>
            <TableCell component="th" scope="row" sx={{ ...stickyFirstColumn, whiteSpace: 'nowrap' }}>
              Total ({formatCount(answer.totales.cantidad)} neumáticos)
            </TableCell>
            <TableCell colSpan={COLUMNS.length - 2} />
            <TableCell align="right" sx={numberCell} aria-label="Costo total">
              {money(answer.totales.costo)}
            </TableCell>
            <TableCell align="right" sx={numberCell} aria-label="Costo perdido total">
              {money(answer.totales.costo_perdido)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
