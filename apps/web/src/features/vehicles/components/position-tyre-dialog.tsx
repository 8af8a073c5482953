import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { LoadingState } from '../../../components/loading-state';
import { usePositionTyre } from '../api/get-position-tyre';

export interface PositionTyreDialogProps {
  clientId: number;
  vehicleId: number;
  ubicacion: number;
  posicion: number | null;
  onClose: () => void;
}

const number = (value: number | null, digits = 1) =>
  value === null ? '-' : new Intl.NumberFormat('es-PE', { maximumFractionDigits: digits }).format(value);

/**
 * Read-only detail of the tyre on a position (spec 2 §2): serial, brand, model, size, condition, design,
 * pressure, date, current remnant (NSD) and km, read from the position's open installation record (the
 * vehicle import's opening inventory or the installation screen); an empty position shows the server's text.
 */
export function PositionTyreDialog({
  clientId,
  vehicleId,
  ubicacion,
  posicion,
  onClose,
}: PositionTyreDialogProps) {
  const tyre = usePositionTyre(clientId, vehicleId, ubicacion);
  const data = tyre.data?.neumatico;
  const fields: [string, string][] = data
    ? [
        ['Serie', data.num_serie],
        ['Marca', data.marca],
        ['Modelo', data.modelo],
        ['Medida', data.medida],
        ['Condición', data.condicion],
        ['Diseño', data.disenio],
        ['Presión (PSI)', number(data.presion, 0)],
        ['Fecha de instalación', data.fecha_instalacion],
        ['Remanente actual NSD (mm)', number(data.remanente_actual)],
        ['Kilometraje de instalación', number(data.kilometraje)],
      ]
    : [];
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="position-tyre-title">
      <DialogTitle id="position-tyre-title">
        Neumático en {posicion ? `P${posicion}` : `la ubicación ${ubicacion}`}
      </DialogTitle>
      <DialogContent>
        {tyre.isPending && <LoadingState />}
        {tyre.isError && <Alert severity="error">{tyre.error.message}</Alert>}
        {tyre.data && !data && <Alert severity="info">{tyre.data.message}</Alert>}
        {data && (
          <Box sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {fields.map(([label, value]) => (
              <TextField
                key={label}
                label={label}
                value={value}
                size="small"
                slotProps={{ input: { readOnly: true } }}
              />
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
