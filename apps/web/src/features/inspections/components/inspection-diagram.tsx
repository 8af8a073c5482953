import { type InspectionPosition, type PartialReading, VERDICTS_WITH_PHOTO } from '@huella/contracts';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { DiagramLegend } from '../../../components/diagram-legend';
import { type DiagramSlot, PositionDiagram } from '../../../components/position-diagram';

export interface InspectionDiagramProps {
  positions: InspectionPosition[];
  /** The readings of this inspection, by slot: an inspected slot is disabled until its reading is deleted. */
  readings: PartialReading[];
  disabled: boolean;
  onPick: (position: InspectionPosition) => void;
}

/** A diagram label fits about ten characters: a long serial keeps its end, the part people read. */
const shortSerial = (serial: string) => (serial.length > 10 ? `…${serial.slice(-9)}` : serial);

/**
 * The vehicle's positions (spec 2 §2) for the inspection: a mounted tyre not yet inspected is a button (at least
 * 44 px); an inspected one is green (red when the verdict asks for a photo) and disabled; an empty slot is an
 * outline.
 */
export function InspectionDiagram({ positions, readings, disabled, onPick }: InspectionDiagramProps) {
  const theme = useTheme();
  const colors = {
    empty: theme.palette.grey[300],
    pending: theme.palette.primary.main,
    done: theme.palette.success.main,
    bad: theme.palette.error.main,
  };
  const byUbicacion = new Map(positions.map((position) => [position.ubicacion, position]));
  const readingAt = new Map(readings.map((reading) => [reading.ubicacion, reading]));

  const slotOf = (ubicacion: number): DiagramSlot => {
    const position = byUbicacion.get(ubicacion);
    if (!position) return { isActive: false };
    const name = `P${position.posicion}`;
    const reading = readingAt.get(ubicacion);
    if (reading)
      return {
        isActive: true,
        name,
        label: `${name} ✓`,
        color: VERDICTS_WITH_PHOTO.includes(reading.estado) ? colors.bad : colors.done,
        isDisabled: true,
        tooltip: `${name} · ${reading.num_serie}: inspeccionado (NSD ${reading.nsd} mm)`,
      };
    if (position.disabled || position.id_neumaticos === '-')
      return {
        isActive: true,
        name,
        label: name,
        isEmpty: true,
        color: colors.empty,
        isDisabled: true,
        tooltip: `${name} · sin neumático`,
      };
    return {
      isActive: true,
      name,
      label: shortSerial(position.num_serie ?? name),
      color: colors.pending,
      isDisabled: disabled,
      tooltip: `${name} · ${position.num_serie ?? ''}: pulse para inspeccionar`,
    };
  };

  const legend = [
    { color: colors.pending, label: 'Por inspeccionar' },
    { color: colors.done, label: 'Inspeccionado' },
    { color: colors.bad, label: 'Inspeccionado: reemplazar / mal estado' },
    { color: colors.empty, label: 'Sin neumático', isEmpty: true },
  ];

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 6, rowGap: 1 }}>
      <Box sx={{ overflowX: 'auto', py: 1, maxWidth: '100%' }}>
        <PositionDiagram
          title="Posiciones del vehículo"
          size="large"
          hideInactive
          getSlot={slotOf}
          onSlotClick={(ubicacion) => {
            const position = byUbicacion.get(ubicacion);
            if (position) onPick(position);
          }}
        />
      </Box>
      <DiagramLegend
        items={legend}
        sx={{ flexDirection: { xs: 'row', sm: 'column' }, gap: { xs: 2, sm: 1.5 } }}
      />
    </Box>
  );
}
