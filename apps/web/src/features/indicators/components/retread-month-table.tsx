import type { RetreadIndexResponse } from '@huella/contracts';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { CriterionCell } from '../../../components/reports/criterion-cell';
import { colourOf } from '../../../components/reports/criterion-colours';
import { numberCell, stickyFirstColumn, stickyHeadCell } from '../../../components/reports/sticky-table';

// The footer's default small grey text would hide the year's figures.
const footerCell = { fontWeight: 700, fontSize: '0.875rem', borderBottom: 0 };

const count = (value: number) => value.toLocaleString('es-PE', { maximumFractionDigits: 0 });

/**
 * The months of a retread indicator: lives started, retreaded lives (and the sum of retread numbers for the
 * retreadability) and the figure painted by its band (domain.md §6, higher is better); the year underneath.
 */
export function RetreadMonthTable({
  answer,
  indicatorLabel,
  columnLabel,
  showRetreadSum,
  format,
}: {
  answer: RetreadIndexResponse['success'];
  indicatorLabel: string;
  columnLabel: string;
  showRetreadSum: boolean;
  format: (value: number | null) => string;
}) {
  const valueCell = (heading: string, value: number | null) => (
    <CriterionCell
      heading={heading}
      text={format(value)}
      colour={colourOf(value, answer.criterio, 'mayor-es-mejor')}
      sx={{ fontWeight: 600, borderLeft: 0 }}
    />
  );

  return (
    <TableContainer>
      <Table size="small" aria-label={`${indicatorLabel} por mes`}>
        <TableHead>
          <TableRow sx={{ '& > th': { whiteSpace: 'nowrap' } }}>
            <TableCell sx={stickyHeadCell}>Mes</TableCell>
            <TableCell align="right">Vidas iniciadas</TableCell>
            <TableCell align="right">Reencauchadas</TableCell>
            {showRetreadSum && <TableCell align="right">Suma de reencauches</TableCell>}
            <TableCell align="right">{columnLabel}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {answer.meses.map((month) => (
            <TableRow key={month.mes} hover>
              <TableCell component="th" scope="row" sx={stickyFirstColumn}>
                {month.nombre}
              </TableCell>
              <TableCell align="right" sx={numberCell}>
                {count(month.vidas)}
              </TableCell>
              <TableCell align="right" sx={numberCell}>
                {count(month.vidas_reencauchadas)}
              </TableCell>
              {showRetreadSum && (
                <TableCell align="right" sx={numberCell}>
                  {count(month.suma_reencauches)}
                </TableCell>
              )}
              {valueCell(month.nombre, month.indicador)}
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow
            sx={{
              '& > .MuiTableCell-root': footerCell,
              '& > .MuiTableCell-root:not([data-colour])': { color: 'text.primary' },
            }}
          >
            <TableCell component="th" scope="row" sx={stickyFirstColumn}>
              Año
            </TableCell>
            <TableCell align="right" sx={numberCell}>
              {count(answer.anual.vidas)}
            </TableCell>
            <TableCell align="right" sx={numberCell}>
              {count(answer.anual.vidas_reencauchadas)}
            </TableCell>
            {showRetreadSum && (
              <TableCell align="right" sx={numberCell}>
                {count(answer.anual.suma_reencauches)}
              </TableCell>
            )}
            {valueCell('Año', answer.anual.indicador)}
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
