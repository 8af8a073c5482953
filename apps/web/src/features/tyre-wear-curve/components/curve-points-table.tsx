import type { WearCurveLife } from '@huella/contracts';
import { formatNumber } from '@huella/domain';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { numberCell } from '../../../components/reports/sticky-table';
import type { CurveUnit } from './curve-data';

/** 'Ver datos' of the chart: every point drawn, per life, as a table that can be read and copied. */
export function CurvePointsTable({ lives, unit }: { lives: WearCurveLife[]; unit: CurveUnit }) {
  return (
    <TableContainer sx={{ maxHeight: 360 }}>
      <Table size="small" stickyHeader aria-label="Datos de la curva">
        <TableHead>
          <TableRow>
            <TableCell>Vida</TableCell>
            <TableCell align="right">
              {unit.distance === 'km' ? 'Km de la vida' : 'Horas de la vida'}
            </TableCell>
            <TableCell align="right">Remanente (mm)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lives.flatMap((life) =>
            life.puntos.map(([distance, mm], index) => (
              <TableRow key={`${life.vida}-${index}`}>
                <TableCell>{life.nombre}</TableCell>
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
