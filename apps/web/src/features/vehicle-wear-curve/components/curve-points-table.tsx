import type { WearCurveVehicleTyre } from '@huella/contracts';
import { formatNumber } from '@huella/domain';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { numberCell } from '../../../components/reports/sticky-table';
import { type CurveUnit, rowKey, tyreLabel } from './curve-series';

/** 'Ver datos' of the chart: every point drawn, as a table that can be read and copied. */
export function CurvePointsTable({ rows, unit }: { rows: WearCurveVehicleTyre[]; unit: CurveUnit }) {
  return (
    <TableContainer sx={{ maxHeight: 360 }}>
      <Table size="small" stickyHeader aria-label="Datos de la curva">
        <TableHead>
          <TableRow>
            <TableCell>Neumático</TableCell>
            <TableCell align="right">
              {unit.distance === 'km' ? 'Km de la vida' : 'Horas de la vida'}
            </TableCell>
            <TableCell align="right">Remanente (mm)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.flatMap((row) =>
            row.array_remanente.map(([distance, mm], index) => (
              <TableRow key={`${rowKey(row)}-${index}`}>
                <TableCell>{tyreLabel(row)}</TableCell>
                <TableCell align="right" sx={numberCell}>
                  {formatNumber(distance, 'other')}
                </TableCell>
                <TableCell align="right" sx={numberCell}>
                  {formatNumber(mm, 'other')}
                </TableCell>
              </TableRow>
            )),
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
