import {
  formatIsoDay,
  formatReading,
  type InstallationTyre,
  INSTALLATION_REMOVAL_REASONS,
  type PositionRecord,
} from '@huella/contracts';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { DiagramLegend } from '../../../components/diagram-legend';
import { type DiagramSlot, PositionDiagram } from '../../../components/position-diagram';
import { type InstallationQueue, type SlotState, slotStateOf } from './installation-queue';

export interface InstallationDiagramProps {
  positions: PositionRecord[];
  queue: InstallationQueue;
  /** The tyres on the vehicle with their names (tooltips). */
  installed: InstallationTyre[];
  isHours: boolean;
  disabled: boolean;
  onPick: (state: SlotState) => void;
}

/** A diagram label fits about ten characters: a long serial keeps its end, the part people read. */
const shortSerial = (serial: string) => (serial.length > 10 ? `…${serial.slice(-9)}` : serial);
const reasonLabel = (id: number) =>
  INSTALLATION_REMOVAL_REASONS.find((reason) => reason.id === id)?.label ?? '';

/**
 * The vehicle's positions (spec 2 §2: rows 6,10,14,18,22 / 2,4,8,12,16,20 / 1,3,7,11,15,19 / 5,9,13,17,21)
 * coloured by what this session will do to each: free, tyre from history, queued install, queued removal.
 */
export function InstallationDiagram({
  positions,
  queue,
  installed,
  isHours,
  disabled,
  onPick,
}: InstallationDiagramProps) {
  const theme = useTheme();
  const colors = {
    empty: theme.palette.grey[300],
    installed: theme.palette.primary.main,
    queued: theme.palette.success.main,
    removing: theme.palette.error.main,
  };
  const unit = isHours ? 'h' : 'km';
  const byUbicacion = new Map(positions.map((position) => [position.ubicacion, position]));
  const detailOf = (idHistorial: number | null) =>
    installed.find((tyre) => tyre.id_historial === idHistorial);

  const slotOf = (ubicacion: number): DiagramSlot => {
    const position = byUbicacion.get(ubicacion);
    if (!position) return { isActive: false };
    const state = slotStateOf(position, queue);
    const p = `P${position.posicion}`;
    switch (state.kind) {
      case 'empty':
        return {
          isActive: true,
          label: p,
          isEmpty: true,
          color: colors.empty,
          tooltip: `${p} · libre`,
          isDisabled: disabled,
        };
      case 'installed': {
        const detail = detailOf(state.position.id_historial);
        return {
          isActive: true,
          label: shortSerial(state.position.num_serie),
          color: colors.installed,
          isDisabled: disabled,
          tooltip: (
            <>
              <strong>
                {p} · {state.position.num_serie}
              </strong>
              {detail && (
                <>
                  <br />
                  {detail.marca} {detail.medida} · vida {detail.vida} · {detail.remanente_actual} mm
                </>
              )}
              <br />
              Desde {formatIsoDay(state.position.fecha_instalacion ?? '')} a{' '}
              {formatReading(state.position.km_instalacion ?? 0)} {unit}. Clic para retirarlo.
            </>
          ),
        };
      }
      case 'removing':
        return {
          isActive: true,
          label: shortSerial(state.position.num_serie),
          color: colors.removing,
          isDisabled: disabled,
          tooltip: `${p} · por retirar (${reasonLabel(state.removal.motivo_retiro)}). Elija un neumático para instalar aquí, o clic para deshacer el retiro.`,
        };
      case 'queued':
        return {
          isActive: true,
          label: shortSerial(state.install.tyre.num_serie),
          color: colors.queued,
          isSelected: true,
          isDisabled: disabled,
          tooltip: `${p} · ${state.install.tyre.num_serie} por instalar. Clic para quitarlo de la cola.`,
        };
    }
  };

  const legend = [
    { color: colors.empty, label: 'Libre (sin neumático)', isEmpty: true },
    { color: colors.installed, label: 'Instalado' },
    { color: colors.queued, label: 'Por instalar' },
    { color: colors.removing, label: 'Por retirar' },
  ];

  return (
    <Box>
      <Box sx={{ overflowX: 'auto', py: 1 }}>
        <PositionDiagram
          title="Posiciones del vehículo"
          size="large"
          hideInactive
          getSlot={slotOf}
          onSlotClick={(ubicacion) => {
            const position = byUbicacion.get(ubicacion);
            if (position) onPick(slotStateOf(position, queue));
          }}
        />
      </Box>
      <DiagramLegend items={legend} sx={{ mt: 1 }} />
    </Box>
  );
}
