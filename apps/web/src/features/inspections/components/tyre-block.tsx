import { formatReading, type TyreAtPosition } from '@huella/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** One read-only datum of the tyre block. */
function Datum({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

const orDash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '-' : String(value);

/** The mounted tyre, read-only, at the top of the dialog (spec 2 §3 display fields of a partial inspection). */
export function TyreBlock({ tyre, isHours }: { tyre: TyreAtPosition; isHours: boolean }) {
  const unit = isHours ? 'h' : 'km';
  const retreaded = tyre.cantidad_reencauche > 0;
  return (
    <Box
      component="section"
      aria-label="Datos del neumático"
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
        p: 1.5,
        borderRadius: 1,
        bgcolor: 'action.hover',
      }}
    >
      <Datum label="Serie" value={tyre.num_serie} />
      <Datum label="Posición / Eje" value={`P${tyre.posicion} · ${tyre.eje}`} />
      <Datum label="Marca / Modelo" value={`${tyre.marca} ${tyre.modelo}`} />
      <Datum label="Medida" value={tyre.medida} />
      <Datum label="Condición" value={tyre.condicion} />
      <Datum
        label="Reencauche"
        value={
          retreaded
            ? `${tyre.cantidad_reencauche} · ${orDash(tyre.empresa_reencauche)} · ${orDash(tyre.disenio)}`
            : 'Sin reencauche'
        }
      />
      <Datum
        label={`Recorrido (${unit})`}
        value={`${formatReading(tyre.km_recorrido)}${tyre.km_proyectado ? ` de ${formatReading(tyre.km_proyectado)} proyectados` : ''}`}
      />
      <Datum
        label="Remanente (mm)"
        value={`${tyre.remanente_actual} actual · ${tyre.remanente_original} original`}
      />
      <Datum label="Presión recomendada" value={`${tyre.presion_recomendada} PSI`} />
      <Datum
        label="Lectura anterior (mm)"
        value={
          tyre.anterior
            ? [tyre.anterior.exterior, tyre.anterior.medio ?? '-', tyre.anterior.interior].join(' / ')
            : 'Primera lectura'
        }
      />
      {tyre.rem_proximo !== null && (
        <Datum label="Próximo reencauche (mm)" value={String(tyre.rem_proximo)} />
      )}
    </Box>
  );
}
