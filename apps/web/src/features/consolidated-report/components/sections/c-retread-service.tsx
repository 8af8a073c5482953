import { type RetreadService, SECTIONS_C_HOW, SECTIONS_C_MSG, SECTIONS_C_TITLES } from '@huella/contracts';
import { formatNumber } from '@huella/domain';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { numberCell } from '../../../../components/reports/sticky-table';
import { CSection } from './c-section';

const mm = (value: number) => formatNumber(value, 'other');

/** Neumáticos para servicio de reencauche: at or under their retread limit at the end of the period. */
export function RetreadServiceSection({ section }: { section: RetreadService }) {
  return (
    <CSection
      title={SECTIONS_C_TITLES.servicioReencauche}
      how={SECTIONS_C_HOW.servicioReencauche}
      empty={section.data.length === 0 ? SECTIONS_C_MSG.sinServicioReencauche : null}
      notes={[`${section.total} neumáticos`, ...(section.limitado ? [SECTIONS_C_MSG.limitado] : [])]}
    >
      <TableContainer sx={{ maxHeight: section.data.length > 12 ? 560 : undefined }}>
        <Table size="small" stickyHeader aria-label={SECTIONS_C_TITLES.servicioReencauche}>
          <TableHead>
            <TableRow sx={{ '& > th': { whiteSpace: 'nowrap' } }}>
              <TableCell>Placa</TableCell>
              <TableCell align="right">Posición</TableCell>
              <TableCell>N° serie</TableCell>
              <TableCell>Marca</TableCell>
              <TableCell>Medida</TableCell>
              <TableCell>Diseño</TableCell>
              <TableCell>Condición</TableCell>
              <TableCell align="right">NSD (mm)</TableCell>
              <TableCell align="right">Rem. límite (mm)</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {section.data.map((row) => (
              <TableRow key={row.id} hover>
                <TableCell>{row.placa ?? 'En almacén'}</TableCell>
                <TableCell align="right" sx={numberCell}>
                  {row.posicion ?? '-'}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.num_serie}</TableCell>
                <TableCell>{row.marca}</TableCell>
                <TableCell>{row.medida}</TableCell>
                <TableCell>{row.disenio ?? '-'}</TableCell>
                <TableCell>{row.condicion}</TableCell>
                <TableCell align="right" sx={numberCell}>
                  {mm(row.nsd)}
                </TableCell>
                <TableCell align="right" sx={numberCell}>
                  {mm(row.remanente_limite)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </CSection>
  );
}
