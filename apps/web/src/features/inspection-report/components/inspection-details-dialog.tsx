import { type PartialReading, VERDICTS_WITH_PHOTO } from '@huella/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { ProtectedImage } from '../../../components/protected-image';
import { isNotFound } from '../../../lib/api-client';
import { useInspectionDetail } from '../api/get-inspection-detail';
import {
  formatDepth,
  formatKm,
  inaccessibilityText,
  photoUrl,
  pressureText,
  readingNotes,
  verdictColor,
  valveText,
  verdictLabel,
  yesNo,
} from './format';

export interface InspectionDetailsDialogProps {
  clientId: number;
  identificador: number;
  onClose: () => void;
}

/** A label over its value, as the read-only header shows them. */
function Field({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        {value || '-'}
      </Typography>
    </Box>
  );
}

const COLUMNS = 8;

/** The photo asked for a bad tyre ('Lista para Reemplazar', 'Neumático en Mal estado'). */
const photoOf = (reading: PartialReading) =>
  VERDICTS_WITH_PHOTO.includes(reading.estado) ? reading.ruta : null;

const hasExtras = (reading: PartialReading) =>
  readingNotes(reading).length > 0 || Boolean(reading.recomendacion) || photoOf(reading) !== null;

/** The second line of a reading: what was noted, the recommendation and the photo of a bad tyre. */
function ReadingExtras({ reading }: { reading: PartialReading }) {
  const notes = readingNotes(reading);
  const photo = photoOf(reading);
  return (
    <TableRow>
      <TableCell colSpan={COLUMNS} sx={{ pt: 0, pb: 1.5, bgcolor: 'action.hover' }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', pt: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 0.5 }}>
            {notes.map((note, index) => (
              <Typography key={index} variant="body2">
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {note.label}:
                </Box>{' '}
                {note.text}
              </Typography>
            ))}
            {reading.recomendacion && (
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  Recomendación:
                </Box>{' '}
                {reading.recomendacion}
              </Typography>
            )}
          </Box>
          {photo && (
            <ProtectedImage
              url={photoUrl(photo)}
              alt={`Foto del neumático ${reading.num_serie}`}
              height={120}
              maxWidth={180}
            />
          )}
        </Box>
      </TableCell>
    </TableRow>
  );
}

function VerdictChip({ estado }: { estado: number }) {
  return <Chip size="small" variant="outlined" color={verdictColor(estado)} label={verdictLabel(estado)} />;
}

/**
 * On a tablet the verdict moves under the tyre, so the depths keep their room without scrolling sideways
 * (issue 12: the report is read in the yard too).
 */
const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const;
const NARROW_ONLY = { display: { xs: 'block', md: 'none' }, mt: 0.5 } as const;

/** The readings of the inspection, one per position, with their notes under each. */
function ReadingsTable({ readings }: { readings: PartialReading[] }) {
  if (readings.length === 0)
    return <Alert severity="info">La inspección no tiene neumáticos registrados.</Alert>;
  const depthCell = { width: 68, textAlign: 'right' } as const;
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table
        size="small"
        aria-label="Neumáticos inspeccionados"
        sx={{
          '& th': { whiteSpace: 'nowrap' },
          '& th, & td': { px: 1 },
          '& th:first-of-type, & td:first-of-type': { pl: 2 },
        }}
      >
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 72 }}>Posición</TableCell>
            <TableCell>Neumático</TableCell>
            <TableCell sx={{ width: 150 }}>Presión</TableCell>
            <TableCell sx={depthCell}>Exterior</TableCell>
            <TableCell sx={depthCell}>Medio</TableCell>
            <TableCell sx={depthCell}>Interior</TableCell>
            <TableCell sx={{ ...depthCell, width: 56, pr: { xs: 2, md: 1 } }}>NSD</TableCell>
            <TableCell sx={{ width: 200, pl: 2, ...WIDE_ONLY }}>Estado</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {readings.map((reading) => (
            <Fragment key={reading.id}>
              <TableRow sx={{ '& td': { borderBottom: hasExtras(reading) ? 0 : undefined } }}>
                <TableCell sx={{ fontWeight: 600 }}>{reading.d_posicion}</TableCell>
                <TableCell>
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {reading.num_serie}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="div">
                    {[reading.marca, reading.medida].filter(Boolean).join(' · ')}
                  </Typography>
                  <Box sx={NARROW_ONLY}>
                    <VerdictChip estado={reading.estado} />
                  </Box>
                </TableCell>
                <TableCell>
                  <Typography
                    variant="body2"
                    color={reading.accesibilidad === 1 ? undefined : 'warning.main'}
                    sx={{ whiteSpace: 'nowrap' }}
                  >
                    {pressureText(reading)}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {inaccessibilityText(reading) ?? `Válvula: ${valveText(reading.valvula)}`}
                  </Typography>
                </TableCell>
                <TableCell sx={depthCell}>{formatDepth(reading.exterior)}</TableCell>
                <TableCell sx={depthCell}>{formatDepth(reading.medio)}</TableCell>
                <TableCell sx={depthCell}>{formatDepth(reading.interior)}</TableCell>
                {/* The last column on a tablet: keep it off the border. */}
                <TableCell sx={{ ...depthCell, fontWeight: 600, pr: { xs: 2, md: 1 } }}>
                  {formatDepth(reading.nsd)}
                </TableCell>
                <TableCell sx={{ pl: 2, ...WIDE_ONLY }}>
                  <VerdictChip estado={reading.estado} />
                </TableCell>
              </TableRow>
              {hasExtras(reading) && <ReadingExtras reading={reading} />}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * 'Detalles' of an inspection (spec 2 §2, always visible): its header and the partial readings, each with
 * pressure (or why it could not be read), the three depths and NSD, the verdict, what was noted and the
 * photo of a bad tyre.
 */
export function InspectionDetailsDialog({ clientId, identificador, onClose }: InspectionDetailsDialogProps) {
  const detail = useInspectionDetail(clientId, identificador);
  const header = detail.data?.inspeccion;
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="inspection-details-title">
      <DialogTitle id="inspection-details-title">Detalles de la inspección {identificador}</DialogTitle>
      <DialogContent dividers>
        {detail.isPending && <LoadingState />}
        {detail.isError &&
          (isNotFound(detail.error) ? (
            <Alert severity="warning">La inspección {identificador} no existe.</Alert>
          ) : (
            <ErrorState message={detail.error.message} onRetry={() => void detail.refetch()} />
          ))}
        {header && detail.data && (
          // minmax(0, 1fr): a wide table scrolls inside its own box instead of widening the dialog.
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)', md: 'repeat(5, 1fr)' },
              }}
            >
              <Field label="Código" value={header.insp_codigo} />
              <Field label="Placa" value={header.placa} />
              <Field label="Código de vehículo" value={header.vehi_codigo ?? ''} />
              <Field label="Tipo" value={header.vehi_tipo} />
              <Field label="Fecha" value={header.fecha_inspeccion_local} />
              <Field
                label={header.tipo_costo === 2 ? 'Horas' : 'Kilometraje'}
                value={formatKm(header.km_inspeccion, header.tipo_costo)}
              />
              <Field label="Planta" value={header.planta ?? ''} />
              <Field label="Llanta de repuesto" value={yesNo(header.repuesto)} />
              <Field label="Portallantas" value={yesNo(header.portallantas)} />
              <Field label="Registrado por" value={header.usuario ?? ''} />
            </Box>
            <Box component="section" aria-labelledby="inspection-readings-title">
              <Typography id="inspection-readings-title" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
                Neumáticos inspeccionados ({detail.data.detalles.length})
              </Typography>
              <ReadingsTable readings={detail.data.detalles} />
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
                Profundidades en mm; NSD es la menor de las lecturas.
              </Typography>
            </Box>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
