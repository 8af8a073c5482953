import { formatNumber } from '@huella/domain';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { numberCell } from '../reports/sticky-table';
import type { WearCurveLine } from './wear-curve-types';

/** 'Ver datos' of a wear curve: every reading drawn (not the projection), as a table to read and copy. */
export function WearPointsTable({
  lines,
  distance,
  heading,
}: {
  lines: WearCurveLine[];
  distance: 'km' | 'horas';
  /** What the first column lists: 'Vida', 'Neumático'. */
  heading: string;
}) {
  return (
    <TableContainer sx={{ maxHeight: 360 }}>
      <Table size="small" stickyHeader aria-label="Datos de la curva">
        <TableHead>
          <TableRow>
            <TableCell>{heading}</TableCell>
            <TableCell align="right">{distance === 'km' ? 'Km de la vida' : 'Horas de la vida'}</TableCell>
            <TableCell align="right">Remanente (mm)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines
            .filter((line) => line.kind !== 'projection')
            .flatMap((line) =>
              line.points.map(([run, mm], index) => (
                <TableRow key={`${line.key}-${index}`}>
                  <TableCell>{line.name}</TableCell>
                  <TableCell align="right" sx={numberCell}>
                    {formatNumber(run, 'other')}
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
