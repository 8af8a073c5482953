import { TYRE_WEAR_STATE, type WearCurveTyre } from '@huella/contracts';
import { formatNumber } from '@huella/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type CurveUnit, formatDistance, formatMm, formatPercent } from './curve-data';

interface Card {
  label: string;
  value: string;
  /** Shown smaller after the figure ('km/mm'), so a narrow card wraps the unit, not the number. */
  unit?: string;
  hint?: string;
}

const figure = (value: number | null, kind: 'other' | 'costPerUnit') =>
  value === null ? '-' : formatNumber(value, kind);

/** The data cards of the current life (domain.md §8): "-" where a figure cannot be computed. */
export function WearCards({ tyre, unit }: { tyre: WearCurveTyre; unit: CurveUnit }) {
  const cards: Card[] = [
    { label: 'Porcentaje', value: formatPercent(tyre.porcentaje), hint: 'Remanente útil hasta el límite' },
    { label: 'Desgaste', value: formatPercent(tyre.desgaste), hint: '100 − porcentaje' },
    { label: unit.perMmLabel, value: figure(tyre.desgaste_km_mm, 'other'), unit: unit.perMm },
    { label: unit.projected, value: figure(tyre.km_proyectado, 'other'), unit: unit.distance },
    { label: unit.remaining, value: figure(tyre.km_restante, 'other'), unit: unit.distance },
    {
      label: unit.costLabel,
      value: figure(tyre.costo_por_unidad, 'costPerUnit'),
      unit: unit.cost,
      hint: `Costo de la vida ${formatNumber(tyre.costo_vida, 'money')} USD`,
    },
  ];
  return (
    <Box
      component="section"
      aria-label="Indicadores del neumático"
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {cards.map((card) => (
          <Paper key={card.label} variant="outlined" sx={{ p: 1.5, minWidth: 0 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {card.label}
            </Typography>
            <Typography
              component="dd"
              sx={{
                m: 0,
                fontSize: 22,
                fontWeight: 600,
                lineHeight: 1.3,
                fontVariantNumeric: 'tabular-nums',
              }}
            >
              {card.value}
              {card.unit && card.value !== '-' && (
                <Typography
                  component="span"
                  color="text.secondary"
                  sx={{ fontSize: 14, fontWeight: 500, ml: 0.75 }}
                >
                  {card.unit}
                </Typography>
              )}
            </Typography>
            {card.hint && (
              <Typography variant="caption" color="text.secondary" component="p">
                {card.hint}
              </Typography>
            )}
          </Paper>
        ))}
      </Box>
      <Alert severity={severityOf(tyre.mensaje_estado_neumatico)} role="status">
        {tyre.mensaje_estado_neumatico}
      </Alert>
    </Box>
  );
}

function severityOf(message: string) {
  if (message === TYRE_WEAR_STATE.aReencauchar) return 'warning' as const;
  if (message === TYRE_WEAR_STATE.operativo) return 'success' as const;
  return 'info' as const;
}

/** The tyre's details beside its curve. */
export function TyreDetails({ tyre, unit }: { tyre: WearCurveTyre; unit: CurveUnit }) {
  const rows: [string, string][] = [
    ['Serie', tyre.num_serie],
    ['Marca', tyre.marca],
    ['Modelo', tyre.modelo],
    ['Medida', tyre.medida],
    ['Diseño', tyre.disenio ?? '-'],
    ['Estado', tyre.descripcion_estado || '-'],
    ['Vida', tyre.vida === 'N' ? 'Nuevo' : `Reencauche ${tyre.vida.slice(1)}`],
    ['Remanente original', formatMm(tyre.remanente_original)],
    ['Remanente actual', formatMm(tyre.remanente_actual)],
    ['Límite de reencauche', formatMm(tyre.remanente_limite)],
    [unit.run, formatDistance(tyre.rendimiento, unit)],
    ...(tyre.motivo ? ([['Motivo de retiro', tyre.motivo]] as [string, string][]) : []),
  ];
  return (
    <Box
      component="dl"
      aria-label="Datos del neumático"
      sx={{
        m: 0,
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
