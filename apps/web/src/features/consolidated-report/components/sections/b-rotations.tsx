import {
  type ConsolidatedSectionsB,
  SECTIONS_B_HOW,
  SECTIONS_B_MSG,
  SECTIONS_B_TITLES,
} from '@huella/contracts';
import { formatNumber } from '@huella/domain';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { numberCell, stickyFirstColumn, stickyHeadCell } from '../../../../components/reports/sticky-table';
import { CSection } from './c-section';

const mm = (value: number) => formatNumber(value, 'other');

/** Rotaciones por desgaste irregular: each tyre whose last reading of the period is irregular. */
export function RotationsSection({ section }: { section: ConsolidatedSectionsB['rotaciones'] }) {
  return (
    <CSection
      title={SECTIONS_B_TITLES.rotaciones}
      how={SECTIONS_B_HOW.rotaciones}
      empty={section.data.length === 0 ? SECTIONS_B_MSG.sinRotaciones : null}
      notes={section.limitado ? [SECTIONS_B_MSG.limitado] : []}
    >
      <TableContainer sx={{ maxHeight: section.data.length > 12 ? 560 : undefined }}>
        <Table size="small" stickyHeader aria-label={SECTIONS_B_TITLES.rotaciones}>
          <TableHead>
            <TableRow sx={{ '& > th': { whiteSpace: 'nowrap' } }}>
              <TableCell sx={stickyHeadCell}>Placa</TableCell>
              <TableCell align="right">Posición</TableCell>
              <TableCell>Marca</TableCell>
              <TableCell>Medida</TableCell>
              <TableCell>Modelo</TableCell>
              <TableCell>Condición</TableCell>
              <TableCell>Serie</TableCell>
              <TableCell align="right">Exterior</TableCell>
              <TableCell align="right">Interior</TableCell>
              <TableCell align="right">NSD</TableCell>
              <TableCell align="right">TD</TableCell>
              <TableCell>Observación</TableCell>
              <TableCell>Desgaste irregular</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {section.data.map((row) => (
              <TableRow key={row.id_neumatico} hover>
                <TableCell sx={stickyFirstColumn}>{row.placa}</TableCell>
                <TableCell align="right" sx={numberCell}>
                  {row.posicion}
                </TableCell>
                <TableCell>{row.marca}</TableCell>
                <TableCell>{row.medida}</TableCell>
                <TableCell>{row.modelo}</TableCell>
                <TableCell>{row.condicion}</TableCell>
                <TableCell>{row.num_serie}</TableCell>
                <TableCell align="right" sx={numberCell}>
                  {mm(row.exterior)}
                </TableCell>
                <TableCell align="right" sx={numberCell}>
                  {mm(row.interior)}
                </TableCell>
                <TableCell align="right" sx={numberCell}>
                  {mm(row.nsd)}
                </TableCell>
                <TableCell align="right" sx={numberCell}>
                  {mm(row.td)}
                </TableCell>
                <TableCell>{row.td_adicional}</TableCell>
                <TableCell>{row.desgaste_irregular.join(', ') || '-'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </CSection>
  );
}
