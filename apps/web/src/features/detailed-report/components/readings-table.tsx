import { type DetailedInspection, type DetailedReading, PRESSURE_STATUS_LABELS } from '@huella/contracts';
import { formatNumber } from '@huella/domain';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { numberCell, stickyFirstColumn, stickyHeadCell } from '../../../components/reports/sticky-table';
import { BAND_LOOK } from '../../remnant-by-unit/components/remnant-bands';

const mm = (value: number | null) => formatNumber(value, 'other');

/** domain.md §10 statuses as chips: the low ones warn, 'alta' informs. */
const PRESSURE_CHIP = { critica: 'error', baja: 'warning', normal: 'success', alta: 'info' } as const;

function PressureStatusChip({ status }: { status: DetailedReading['estadopresion'] }) {
  if (!status) return <>-</>;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={PRESSURE_CHIP[status]}
      label={PRESSURE_STATUS_LABELS[status]}
    />
  );
}

/** The NSD painted by its band (yellow a reencauchar, blue próximo; operativo and no thresholds unpainted). */
function NsdCell({ reading }: { reading: DetailedReading }) {
  const look =
    reading.banda === 'a-reencauchar' || reading.banda === 'proximo' ? BAND_LOOK[reading.banda] : null;
  const band = look ? ` (${look.name})` : reading.banda === 'operativo' ? ' (operativo)' : '';
  return (
    <TableCell
      align="right"
      aria-label={`NSD: ${mm(reading.nsk_minimo)} mm${band}`}
      sx={{ ...numberCell, fontWeight: 600, ...(look && { bgcolor: look.background, color: look.text }) }}
    >
      {mm(reading.nsk_minimo)}
    </TableCell>
  );
}

/** A reading's column; `number` right-aligns it in tabular figures. */
interface Column {
  header: string;
  number?: boolean;
  cell: (reading: DetailedReading) => ReactNode;
}

/**
 * What a technician reads first (serial, tread, pressure) comes first; the tyre's catalogue and the rest follow,
 * so at 1366 px the figures are on screen without scrolling sideways.
 */
const COLUMNS: Column[] = [
  { header: 'Serie', cell: (reading) => reading.num_serie },
  { header: 'Marca', cell: (reading) => reading.marcaneumatico },
  { header: 'Medida', cell: (reading) => reading.medidaneumatico },
  { header: 'Exterior', number: true, cell: (reading) => mm(reading.exterior) },
  { header: 'Medio', number: true, cell: (reading) => mm(reading.medio) },
  { header: 'Interior', number: true, cell: (reading) => mm(reading.interior) },
  { header: 'Rem. original', number: true, cell: (reading) => mm(reading.remanente_original) },
  {
    header: 'Presión actual',
    number: true,
    cell: (reading) => (reading.accesibilidad === 1 ? mm(reading.presionactual) : '-'),
  },
  { header: 'Presión recomendada', number: true, cell: (reading) => mm(reading.presion_recomendada) },
  { header: 'Estado de presión', cell: (reading) => <PressureStatusChip status={reading.estadopresion} /> },
  { header: 'Modelo', cell: (reading) => reading.modeloneumatico },
  { header: 'Diseño', cell: (reading) => reading.disenioneumatico ?? '-' },
  { header: 'Condición', cell: (reading) => reading.condicion },
  { header: 'Reencauchadora', cell: (reading) => reading.razon_social ?? '-' },
  { header: 'Válvula', cell: (reading) => reading.valvula },
  { header: 'Accesible', cell: (reading) => (reading.accesibilidad === 1 ? 'Sí' : 'No') },
];

/**
 * The readings of one inspection, by position (spec 3 §3 'Inspection detail'); mm and PSI with one decimal, the
 * NSD painted by its band. The position stays in view while the row scrolls sideways.
 */
export function ReadingsTable({ inspection }: { inspection: DetailedInspection }) {
  return (
    <TableContainer>
      <Table
        size="small"
        aria-label={`Lecturas de la inspección ${inspection.id}`}
        sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}
      >
        <TableHead>
          <TableRow>
            <TableCell sx={stickyHeadCell}>Posición</TableCell>
            <TableCell align="right">NSD</TableCell>
            {COLUMNS.map((column) => (
              <TableCell key={column.header} align={column.number ? 'right' : 'left'}>
                {column.header}
              </TableCell>
            ))}
            <TableCell>Recomendación</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {inspection.detalle.map((reading) => (
            <TableRow key={reading.id}>
              <TableCell component="th" scope="row" sx={stickyFirstColumn}>
                {`P${reading.posicion}`}
              </TableCell>
              <NsdCell reading={reading} />
              {COLUMNS.map((column) => (
                <TableCell
                  key={column.header}
                  align={column.number ? 'right' : 'left'}
                  sx={column.number ? numberCell : undefined}
                >
                  {column.cell(reading)}
                </TableCell>
              ))}
              <TableCell sx={{ minWidth: 200, whiteSpace: 'normal !important' }}>
                {reading.recomendacion || '-'}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
