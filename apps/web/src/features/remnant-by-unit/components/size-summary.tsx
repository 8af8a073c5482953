import { dynamicNumber, nskLevelKey, type RemnantApplication } from '@huella/contracts';
import { formatNumber } from '@huella/domain';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCount } from '../../../components/charts';
import { ReportCard } from '../../../components/reports/report-card';
import { numberCell, stickyFirstColumn, stickyHeadCell } from '../../../components/reports/sticky-table';
import { BAND_LOOK } from './remnant-bands';

/**
 * An application's tyres by vehicle type and size, counted per whole millimetre of NSD (a column per mm from
 * the lowest read to the highest), and the tyres per band.
 */
export function SizeSummary({ application }: { application: RemnantApplication }) {
  const { aplicacion, niveles, datos, totales } = application;
  const title = `Remanente por medida · ${aplicacion.aplicacion}`;
  const subtitle = `Reencauche ≤ ${formatNumber(aplicacion.rem_reencauche, 'other')} mm · próximo ≤ ${formatNumber(aplicacion.rem_proximo, 'other')} mm`;
  const count = (value: number | null) => (value === null ? '' : formatCount(value));
  return (
    <ReportCard title={title} subtitle={subtitle}>
      <BandTotals application={application} />
      <TableContainer>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell sx={stickyHeadCell}>Tipo de vehículo</TableCell>
              <TableCell>Medida</TableCell>
              {niveles.map((nivel) => (
                <TableCell
                  key={nivel}
                  align="center"
                  title={`Neumáticos con NSD de ${nivel} a menos de ${nivel + 1} mm`}
                  sx={numberCell}
                >
                  {`${nivel} mm`}
                </TableCell>
              ))}
              <TableCell align="right">Total</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {datos.map((row) => (
              <TableRow key={`${row.tipovehiculo}|${row.medida}`} hover>
                <TableCell component="th" scope="row" sx={{ ...stickyFirstColumn, whiteSpace: 'nowrap' }}>
                  {row.tipovehiculo}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.medida}</TableCell>
                {niveles.map((nivel) => (
                  <TableCell key={nivel} align="center" sx={numberCell}>
                    {count(dynamicNumber(row, nskLevelKey(nivel)))}
                  </TableCell>
                ))}
                <TableCell align="right" sx={{ ...numberCell, fontWeight: 600 }}>
                  {formatCount(row.total_vehiculo_medidas)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow sx={{ '& td, & th': { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' } }}>
              <TableCell component="th" scope="row" sx={stickyFirstColumn}>
                Total
              </TableCell>
              <TableCell />
              {niveles.map((nivel) => (
                <TableCell key={nivel} align="center" sx={numberCell}>
                  {count(dynamicNumber(totales, nskLevelKey(nivel)))}
                </TableCell>
              ))}
              <TableCell align="right" sx={numberCell}>
                {formatCount(totales.total_vehiculo_medidas)}
              </TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
    </ReportCard>
  );
}

function BandTotals({ application }: { application: RemnantApplication }) {
  const items = [
    { label: 'A reencauchar', value: application.neumaticos_reencauchar, look: BAND_LOOK['a-reencauchar'] },
    {
      label: 'Próximos a reencauchar',
      value: application.neumaticos_proximo_reencauchar,
      look: BAND_LOOK.proximo,
    },
    { label: 'Operativos', value: application.neumaticos_operativos, look: null },
    { label: 'Total general', value: application.total_general, look: null },
  ];
  return (
    <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, m: 0, mb: 1.5 }}>
      {items.map(({ label, value, look }) => (
        <Box
          key={label}
          sx={{
            px: 1.5,
            py: 0.75,
            borderRadius: 1,
            border: 1,
            borderColor: look ? look.solid : 'divider',
            bgcolor: look ? look.background : 'transparent',
            color: look ? look.text : 'text.primary',
            minWidth: 140,
          }}
        >
          <Typography component="dt" variant="caption" sx={{ display: 'block' }}>
            {label}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
            {formatCount(value)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
