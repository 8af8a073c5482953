import { MONTH_NAMES, REPORT_MSG, type CostPerKmRow } from '@huella/contracts';
import { formatNumber } from '@huella/domain';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { CriterionCell } from '../../../components/reports/criterion-cell';
import { colourOf } from '../../../components/reports/criterion-colours';
import { costRowKey, TyreLabel } from '../../../components/reports/tyre-label';
import { numberCell, stickyFirstColumn, stickyHeadCell } from '../../../components/reports/sticky-table';

const cpk = (value: number | null | undefined) => formatNumber(value, 'costPerUnit');

/** A month's (or the year's) figure of a row, painted by its band (domain.md §6, lower is better). */
const ValueCell = ({
  heading,
  value,
  row,
  strong,
}: {
  heading: string;
  value: number | null;
  row: CostPerKmRow;
  strong?: boolean;
}) => (
  <CriterionCell
    heading={heading}
    text={cpk(value)}
    colour={colourOf(value, row.criterio, 'menor-es-mejor')}
    strong={strong}
  />
);

/**
 * The monthly table of /indicadorkmhr: a row per brand/model/size, the 12 months, the year and its criteria
 * (last, so the months are in view first at 1366 px).
 * Wide: it scrolls inside its card with the tyre column sticky.
 */
export function CostPerKmTable({ rows, unit }: { rows: CostPerKmRow[]; unit: string }) {
  return (
    // A long table scrolls inside its card under a sticky header; a short one shows whole.
    <TableContainer sx={{ maxHeight: rows.length > 12 ? '70vh' : undefined }}>
      <Table size="small" stickyHeader aria-label={`Indicador mensual (${unit})`}>
        <TableHead>
          <TableRow sx={{ '& > th': { whiteSpace: 'nowrap' } }}>
            <TableCell sx={{ ...stickyHeadCell, minWidth: 200 }}>Marca / Modelo / Medida</TableCell>
            {MONTH_NAMES.map((month) => (
              <TableCell key={month} align="right" sx={{ minWidth: 84 }}>
                {month}
              </TableCell>
            ))}
            <TableCell align="right">Año</TableCell>
            <TableCell align="right">Criterio superior</TableCell>
            <TableCell align="right">Criterio inferior</TableCell>
            <TableCell align="right">Rango tolerable</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={costRowKey(row)} hover>
              <TableCell component="th" scope="row" sx={stickyFirstColumn}>
                <TyreLabel row={row} />
              </TableCell>
              {MONTH_NAMES.map((month, index) => (
                <ValueCell
                  key={month}
                  heading={month}
                  value={row[`indicador_mes_${index + 1}`] ?? null}
                  row={row}
                />
              ))}
              <ValueCell heading="Año" value={row.indicador} row={row} strong />
              {row.criterio ? (
                <>
                  <TableCell align="right" sx={numberCell}>
                    {cpk(row.criterio.criterio_superior)}
                  </TableCell>
                  <TableCell align="right" sx={numberCell}>
                    {cpk(row.criterio.criterio_inferior)}
                  </TableCell>
                  <TableCell align="right" sx={numberCell}>
                    {cpk(row.criterio.rango_c_inferior)} – {cpk(row.criterio.rango_c_superior)}
                  </TableCell>
                </>
              ) : (
                <TableCell colSpan={3} sx={{ color: 'text.secondary', fontStyle: 'italic', minWidth: 220 }}>
                  {REPORT_MSG.sinCriterio}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
