import type { WearCurveVehicle } from '@huella/contracts';
import { formatNumber } from '@huella/domain';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../lib/format-date';
import type { CurveUnit } from './curve-series';

/** The vehicle's card (spec 3 §3 Curve vehicle): what it is, its meter and its application's retread limit. */
export function VehicleDetails({ vehicle, unit }: { vehicle: WearCurveVehicle; unit: CurveUnit }) {
  const distance = (value: number | null) =>
    value === null ? '-' : `${formatNumber(value, 'other')} ${unit.distance}`;
  const items: [string, string][] = [
    ['Placa', vehicle.placa],
    ['Código', vehicle.codigo || '-'],
    ['Marca', vehicle.marca],
    ['Tipo', vehicle.tipo],
    ['Aplicación', vehicle.aplicacion],
    ['Tipo de costo', vehicle.descripcion_tipocosto],
    ['Primera instalación', formatDate(vehicle.fecha_instalacion)],
    [unit.distance === 'km' ? 'Km inicial' : 'Horas iniciales', distance(vehicle.km_inicial)],
    [unit.distance === 'km' ? 'Km actual' : 'Horas actuales', distance(vehicle.km_actual)],
    [unit.distance === 'km' ? 'Km recorridos' : 'Horas recorridas', distance(vehicle.km_recorrido)],
    [
      'Remanente de reencauche',
      vehicle.remanente_reencauche === null
        ? '-'
        : `${formatNumber(vehicle.remanente_reencauche, 'other')} mm`,
    ],
  ];
  return (
    <Paper variant="outlined" component="section" aria-label="Datos del vehículo" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        Datos del vehículo
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
          '& dt': { typography: 'caption', color: 'text.secondary' },
          '& dd': { m: 0, typography: 'body2', fontWeight: 500, fontVariantNumeric: 'tabular-nums' },
        }}
      >
        {items.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Box>
    </Paper>
  );
}
