import { dynamicNumber, nskMinimoKey, type RemnantByUnitResponse } from '@huella/contracts';
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
import { BAND_LOOK, bandOf } from './remnant-bands';

const dateOf = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/**
 * One row per unit: its latest inspection of the period and the least NSD read at each position (mm, one
 * decimal), painted by the unit's application thresholds; the tyres counted per band, and the totals.
 */
export function UnitTable({ answer }: { answer: RemnantByUnitResponse }) {
  const { posiciones, datos, resumen } = answer;
  return (
    <TableContainer sx={{ maxHeight: 560 }}>
      <Table size="small" stickyHeader aria-label="Remanente mínimo por unidad y posición">
        <TableHead>
          <TableRow>
            <TableCell sx={stickyHeadCell}>Placa</TableCell>
            <TableCell>Tipo de vehículo</TableCell>
            <TableCell>Fecha</TableCell>
            <TableCell>Aplicación</TableCell>
            {posiciones.map((posicion) => (
              <TableCell key={posicion} align="center" title={`NSD mínimo (mm) de la posición ${posicion}`}>
                {`P${posicion}`}
              </TableCell>
            ))}
            <TableCell align="right">Total neumáticos</TableCell>
            <TableCell align="right">A reencauchar</TableCell>
            <TableCell align="right">Próximos a reencauchar</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {datos.map((row) => (
            <TableRow key={row.id_vehiculo} hover>
              <TableCell
                component="th"
                scope="row"
                sx={{ ...stickyFirstColumn, fontWeight: 500, whiteSpace: 'nowrap' }}
              >
                {row.placa}
              </TableCell>
              <TableCell>{row.tipovehiculo}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateOf(row.fecha)}</TableCell>
              <TableCell>{row.aplicacion}</TableCell>
              {posiciones.map((posicion) => {
                const nsd = dynamicNumber(row, nskMinimoKey(posicion));
                const band = bandOf(nsd, row);
                const look = band === 'a-reencauchar' || band === 'proximo' ? BAND_LOOK[band] : null;
                const text = formatNumber(nsd, 'other');
                return (
                  <TableCell
                    key={posicion}
                    align="center"
                    aria-label={`P${posicion}: ${nsd === null ? 'sin lectura' : `${text} mm`}${look ? ` (${look.name})` : ''}`}
                    sx={{
                      ...numberCell,
                      ...(look && { bgcolor: look.background, color: look.text, fontWeight: 600 }),
                      color: look ? look.text : nsd === null ? 'text.disabled' : undefined,
                    }}
                  >
                    {text}
                  </TableCell>
                );
              })}
              <TableCell align="right" sx={numberCell}>
                {formatCount(row.total_neumaticos)}
              </TableCell>
              <TableCell align="right" sx={numberCell}>
                {formatCount(row.neumaticos_reencauchar)}
              </TableCell>
              <TableCell align="right" sx={numberCell}>
                {formatCount(row.neumaticos_proximos_reencauchar)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow sx={{ '& td, & th': { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' } }}>
            <TableCell component="th" scope="row" sx={stickyFirstColumn}>
              Total
            </TableCell>
            <TableCell colSpan={3 + posiciones.length} />
            <TableCell align="right" sx={numberCell}>
              {formatCount(resumen.total_neumaticos)}
            </TableCell>
            <TableCell align="right" sx={numberCell}>
              {formatCount(resumen.total_neumaticos_reencauchar)}
            </TableCell>
            <TableCell align="right" sx={numberCell}>
              {formatCount(resumen.total_neumaticos_proximos_reencauchar)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
