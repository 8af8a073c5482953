import {
  type ConsolidatedSectionsB,
  type InspectionDetail,
  SECTIONS_B_HOW,
  SECTIONS_B_MSG,
  SECTIONS_B_TITLES,
} from '@huella/contracts';
import { formatNumber } from '@huella/domain';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { numberCell, stickyFirstColumn, stickyHeadCell } from '../../../../components/reports/sticky-table';
import { CSection } from './c-section';

const num = (value: number | null) => (value === null ? '-' : formatNumber(value, 'other'));
const dateOf = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

const HEADERS = [
  'Marca',
  'Medida',
  'Modelo',
  'Condición',
  'Diseño',
  'Serie',
  'Válvula',
  'Accesibilidad',
  'Mal estado',
];
const NUMBER_HEADERS = ['Presión', 'P. recomendada'];
const TREAD_HEADERS = ['Rem. original', 'Exterior', 'Medio', 'Interior', 'NSD mínimo'];

function VehicleInspection({ inspection }: { inspection: InspectionDetail }) {
  const label = `${inspection.placa} · ${inspection.tipovehiculo} ${inspection.marcavehiculo}`;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle2">
        {label} · {dateOf(inspection.fecha_inspeccion)} · {formatNumber(inspection.km_inspeccion, 'other')} km
      </Typography>
      <TableContainer>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow sx={{ '& > th': { whiteSpace: 'nowrap' } }}>
              <TableCell sx={stickyHeadCell}>Posición</TableCell>
              {HEADERS.map((header) => (
                <TableCell key={header}>{header}</TableCell>
              ))}
              {NUMBER_HEADERS.map((header) => (
                <TableCell key={header} align="right">
                  {header}
                </TableCell>
              ))}
              <TableCell>Estado de presión</TableCell>
              {TREAD_HEADERS.map((header) => (
                <TableCell key={header} align="right">
                  {header}
                </TableCell>
              ))}
              <TableCell>Recomendación</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {inspection.detalle.map((tyre) => (
              <TableRow key={tyre.posicion} hover>
                <TableCell sx={stickyFirstColumn}>{tyre.posicion}</TableCell>
                <TableCell>{tyre.marcaneumatico}</TableCell>
                <TableCell>{tyre.medidaneumatico}</TableCell>
                <TableCell>{tyre.modeloneumatico}</TableCell>
                <TableCell>{tyre.condicion}</TableCell>
                <TableCell>{tyre.disenioneumatico ?? '-'}</TableCell>
                <TableCell>{tyre.num_serie}</TableCell>
                <TableCell>{tyre.valvula}</TableCell>
                <TableCell>{tyre.accesibilidad}</TableCell>
                <TableCell>{tyre.malogrado}</TableCell>
                {[tyre.presionactual, tyre.presion_recomendada].map((value, k) => (
                  <TableCell key={k} align="right" sx={numberCell}>
                    {num(value)}
                  </TableCell>
                ))}
                <TableCell>{tyre.estadopresion ?? '-'}</TableCell>
                {[tyre.remanente_original, tyre.exterior, tyre.medio, tyre.interior, tyre.nsk_minimo].map(
                  (value, k) => (
                    <TableCell key={k} align="right" sx={numberCell}>
                      {num(value)}
                    </TableCell>
                  ),
                )}
                <TableCell>{tyre.recomendacion || '-'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

/** Detalle de inspecciones: each vehicle's last inspection of the period, vehicles by plate. */
export function InspectionDetailSection({
  section,
}: {
  section: ConsolidatedSectionsB['detalle_inspecciones'];
}) {
  return (
    <CSection
      title={SECTIONS_B_TITLES.detalleInspecciones}
      how={SECTIONS_B_HOW.detalleInspecciones}
      empty={section.data.length === 0 ? SECTIONS_B_MSG.sinInspecciones : null}
      notes={section.limitado ? [SECTIONS_B_MSG.limitado] : []}
    >
      <Box sx={{ maxHeight: 720, overflowY: 'auto' }}>
        {section.data.map((inspection) => (
          <VehicleInspection key={inspection.id_inspeccion} inspection={inspection} />
        ))}
      </Box>
    </CSection>
  );
}
