import { type PartialReading, TYRE_VERDICTS } from '@huella/contracts';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

export interface ReadingsTableProps {
  readings: PartialReading[];
  disabled: boolean;
  /** Drafts can be deleted; readings of a finished inspection only edited. */
  canDelete: boolean;
  onEdit: (reading: PartialReading) => void;
  onDelete: (reading: PartialReading) => void;
}

const verdictColor = (estado: number) => (estado >= 3 ? 'error' : estado === 2 ? 'warning' : 'success');

/** The partial readings of the inspection (spec 2 §2): position, serial, NSD, pressure, verdict, actions. */
export function ReadingsTable({ readings, disabled, canDelete, onEdit, onDelete }: ReadingsTableProps) {
  if (readings.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
        Aún no hay neumáticos inspeccionados: pulse una posición del diagrama para registrar su lectura.
      </Typography>
    );
  const sorted = [...readings].sort((a, b) => a.posicion - b.posicion);
  return (
    <TableContainer>
      <Table size="small" aria-label="Inspecciones parciales">
        <TableHead>
          <TableRow>
            <TableCell>Posición</TableCell>
            <TableCell>Serie</TableCell>
            <TableCell align="right">NSD (mm)</TableCell>
            <TableCell align="right">Presión</TableCell>
            <TableCell>Estado</TableCell>
            <TableCell align="right">Acciones</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sorted.map((reading) => (
            <TableRow key={reading.id} hover>
              <TableCell>{reading.d_posicion}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{reading.num_serie}</TableCell>
              <TableCell align="right">{reading.nsd}</TableCell>
              <TableCell align="right">
                {reading.accesibilidad === 0 ? 'Inaccesible' : `${reading.presion} ${reading.tipo_presion}`}
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant="outlined"
                  color={verdictColor(reading.estado)}
                  label={TYRE_VERDICTS[reading.estado as keyof typeof TYRE_VERDICTS] ?? reading.estado}
                />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', py: 0 }}>
                <Box sx={{ display: 'inline-flex', gap: 0.5 }}>
                  <Tooltip title="Editar">
                    <span>
                      <IconButton
                        aria-label={`Editar ${reading.d_posicion}`}
                        onClick={() => onEdit(reading)}
                        disabled={disabled}
                        sx={{ width: 44, height: 44 }}
                      >
                        <EditIcon />
                      </IconButton>
                    </span>
                  </Tooltip>
                  {canDelete && (
                    <Tooltip title="Eliminar">
                      <span>
                        <IconButton
                          aria-label={`Eliminar ${reading.d_posicion}`}
                          color="error"
                          onClick={() => onDelete(reading)}
                          disabled={disabled}
                          sx={{ width: 44, height: 44 }}
                        >
                          <DeleteIcon />
                        </IconButton>
                      </span>
                    </Tooltip>
                  )}
                </Box>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
