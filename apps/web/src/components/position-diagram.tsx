import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha, lighten, useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { AXLE_LINES, DIAGRAM_ROWS } from '@huella/domain';
import type { ReactNode } from 'react';

/** How one slot (ubicación 1–22) is drawn. */
export interface DiagramSlot {
  /** A tyre position of this vehicle/configuration; inactive slots are drawn faint (or hidden). */
  isActive: boolean;
  /** Main text on the tyre: 'P3', a serial…; defaults to the slot number. */
  label?: string;
  /**
   * The position's name as users know it ('P3', spec 2's posicion). When given, it names the slot for screen
   * readers instead of the internal slot number (ubicación), so one numbering is heard and seen.
   */
  name?: string;
  /**
   * An active position that holds no tyre: drawn as an empty outlined socket (no tread), and announced as
   * 'vacía'. Positions holding a tyre are drawn solid with tread lines.
   */
  isEmpty?: boolean;
  /** Fill colour of an active slot (axle type, tyre state…); defaults to the primary colour. */
  color?: string;
  isSelected?: boolean;
  isDisabled?: boolean;
  /** Shown on hover. */
  tooltip?: ReactNode;
}

export interface PositionDiagramProps {
  /** The look of each slot; slots it does not mention are inactive. */
  getSlot: (ubicacion: number) => DiagramSlot;
  /** Clicking a slot (active ones, and inactive ones when `canPickInactive`). */
  onSlotClick?: (ubicacion: number) => void;
  /** Editors let the user pick any of the 22 slots; views only the active ones. */
  canPickInactive?: boolean;
  /** Inactive slots are not drawn at all (compact view of a configuration). */
  hideInactive?: boolean;
  /**
   * 'small' is a thumbnail without labels (lists); axles are drawn on the lines that hold an active slot.
   * 'large' makes each slot a touch target of at least 44 px (screens worked by tapping, e.g. installation).
   */
  size?: 'small' | 'medium' | 'large';
  /** Accessible name of the whole diagram. */
  title?: string;
}

/**
 * 'P3' or 'P3 (SERIE)' when the caller names the position; otherwise the slot number, with the label when it
 * says something else ('Posición 4 (P3)').
 */
function accessibleName(ubicacion: number, slot: DiagramSlot): string {
  if (slot.name) {
    const extra = slot.label && slot.label !== slot.name ? ` (${slot.label})` : '';
    return `Posición ${slot.name}${extra}`;
  }
  return `Posición ${ubicacion}${slot.label && slot.label !== String(ubicacion) ? ` (${slot.label})` : ''}`;
}

/** The theme's touch condition (theme.ts TOUCH_MEDIA) as a media query. */
const TOUCH_QUERY = '(pointer: coarse), (max-width: 1199.95px)';

const SIZES = {
  small: { tyreW: 12, tyreH: 5, gapX: 5, gapY: 2, font: 0, axle: 2 },
  medium: { tyreW: 64, tyreH: 30, gapX: 26, gapY: 8, font: 12, axle: 4 },
  large: { tyreW: 84, tyreH: 44, gapX: 22, gapY: 8, font: 12, axle: 5 },
} as const;

/**
 * Top view of a vehicle's 22 tyre positions (spec 2 §2), front on the left. Columns are axle lines; the rows
 * are the spec's 6,10,14,18,22 / 2,4,8,12,16,20 / 1,3,7,11,15,19 / 5,9,13,17,21, so the two middle rows are
 * the inner tyres and the outer rows the outer duals. Shared by configurations, vehicles, installation and
 * inspections: the caller decides what each slot shows through `getSlot`.
 */
export function PositionDiagram({
  getSlot,
  onSlotClick,
  canPickInactive = false,
  hideInactive = false,
  size = 'medium',
  title = 'Diagrama de posiciones',
}: PositionDiagramProps) {
  const theme = useTheme();
  // On a touch screen a diagram people tap gets finger-sized slots (issue 11: 44 px), whatever size was asked.
  const isTouch = useMediaQuery(TOUCH_QUERY, { noSsr: true });
  const dims = SIZES[size === 'medium' && isTouch && onSlotClick ? 'large' : size];
  const slots = new Map<number, DiagramSlot>();
  for (const row of DIAGRAM_ROWS) for (const cell of row) if (cell !== null) slots.set(cell, getSlot(cell));
  // Rows that hold an active slot, per axle line: the drawn axle spans from the first to the last of them.
  const activeRows = new Map<number, number[]>();
  DIAGRAM_ROWS.forEach((row, rowIndex) =>
    row.forEach((cell, line) => {
      if (cell !== null && slots.get(cell)?.isActive)
        activeRows.set(line, [...(activeRows.get(line) ?? []), rowIndex]);
    }),
  );
  const activeLines = new Set(activeRows.keys());
  const lastLine = Math.max(...activeLines, hideInactive ? 0 : AXLE_LINES - 1);
  const lines = Array.from({ length: lastLine + 1 }, (_, line) => line);
  const columnWidth = dims.tyreW + dims.gapX;
  const rowHeight = dims.tyreH + dims.gapY;
  // A gap between the inner rows leaves room for the chassis rail.
  const chassisGap = dims.tyreH * 0.9;
  const rowTop = (row: number) => row * rowHeight + (row >= 2 ? chassisGap : 0);
  const height = rowTop(3) + dims.tyreH;
  const width = lines.length * columnWidth - dims.gapX;
  const chassisColor = theme.palette.grey[400];

  return (
    <Box
      role="group"
      aria-label={title}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: size === 'small' ? 0.5 : 1.5,
        maxWidth: '100%',
      }}
    >
      {size !== 'small' && (
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ writingMode: 'vertical-rl', transform: 'rotate(180deg)', letterSpacing: 1 }}
        >
          FRENTE
        </Typography>
      )}
      <Box sx={{ position: 'relative', width, height, flexShrink: 0 }}>
        {/* chassis: a rail from the first to the last axle line, between the inner tyres */}
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            left: dims.tyreW / 2,
            width: Math.max(width - dims.tyreW, 1),
            top: rowTop(2) - chassisGap / 2 - dims.gapY / 2 - dims.axle / 2,
            height: dims.axle,
            bgcolor: chassisColor,
            borderRadius: 2,
          }}
        />
        {lines.map((line) => {
          const rows = activeRows.get(line);
          if (!rows) return null;
          const top = rowTop(Math.min(...rows)) + dims.tyreH / 2;
          const bottom = rowTop(Math.max(...rows)) + dims.tyreH / 2;
          return (
            <Box
              key={`axle-${line}`}
              aria-hidden
              sx={{
                position: 'absolute',
                left: line * columnWidth + dims.tyreW / 2 - dims.axle / 2,
                top,
                width: dims.axle,
                height: Math.max(bottom - top, dims.axle),
                bgcolor: theme.palette.grey[600],
                borderRadius: 2,
              }}
            />
          );
        })}
        {DIAGRAM_ROWS.map((row, rowIndex) =>
          row.map((ubicacion, line) => {
            if (ubicacion === null || line > lastLine) return null;
            const slot = slots.get(ubicacion) ?? { isActive: false };
            if (hideInactive && !slot.isActive) return null;
            const color = slot.color ?? theme.palette.primary.main;
            const isClickable =
              Boolean(onSlotClick) && !slot.isDisabled && (slot.isActive || canPickInactive);
            const label = slot.label ?? slot.name ?? String(ubicacion);
            const isEmpty = slot.isActive && slot.isEmpty === true;
            const filled = slot.isActive && !isEmpty;
            // A disabled tyre is drawn in a solid, lighter shade rather than see-through, so the axle under it
            // does not show through the tyre.
            const fill = filled && slot.isDisabled ? lighten(color, 0.5) : color;
            const tyre = (
              <ButtonBase
                aria-label={accessibleName(ubicacion, slot)}
                aria-description={isEmpty ? 'vacía' : undefined}
                aria-pressed={slot.isSelected ?? undefined}
                data-ubicacion={ubicacion}
                data-active={slot.isActive ? 'true' : 'false'}
                data-empty={isEmpty ? 'true' : undefined}
                disabled={!isClickable}
                onClick={() => onSlotClick?.(ubicacion)}
                sx={{
                  width: '100%',
                  height: '100%',
                  borderRadius: size === 'small' ? 0.5 : 1.5,
                  fontSize: dims.font,
                  fontWeight: 600,
                  color: filled
                    ? theme.palette.getContrastText(fill)
                    : isEmpty
                      ? 'text.primary'
                      : 'text.disabled',
                  bgcolor: filled
                    ? fill
                    : isEmpty
                      ? theme.palette.background.paper
                      : alpha(theme.palette.grey[300], 0.5),
                  // An empty position is an outlined socket in the position's colour; a tyre is solid.
                  border: filled
                    ? `${size === 'small' ? 0 : 2}px solid ${alpha('#000', 0.25)}`
                    : isEmpty
                      ? `2px dashed ${theme.palette.grey[600]}`
                      : `1px dashed ${theme.palette.grey[400]}`,
                  outline: slot.isSelected ? `3px solid ${theme.palette.secondary.main}` : 'none',
                  outlineOffset: 2,
                  opacity: slot.isDisabled && !filled ? 0.45 : 1,
                  // Tread lines, so a slot reads as a tyre seen from above.
                  backgroundImage:
                    filled && size !== 'small'
                      ? `repeating-linear-gradient(90deg, transparent 0 6px, ${alpha('#000', 0.12)} 6px 8px)`
                      : 'none',
                  transition: theme.transitions.create(['background-color', 'outline-color', 'transform']),
                  '&:hover': isClickable ? { transform: 'scale(1.06)' } : undefined,
                }}
              >
                {size !== 'small' ? label : null}
              </ButtonBase>
            );
            // The span carries the place (and the tooltip, which a disabled button could not).
            const placed = (
              <Box
                component="span"
                key={ubicacion}
                sx={{
                  position: 'absolute',
                  display: 'flex',
                  left: line * columnWidth,
                  top: rowTop(rowIndex),
                  width: dims.tyreW,
                  height: dims.tyreH,
                }}
              >
                {tyre}
              </Box>
            );
            return slot.tooltip ? (
              <Tooltip key={ubicacion} title={slot.tooltip} arrow describeChild>
                {placed}
              </Tooltip>
            ) : (
              placed
            );
          }),
        )}
      </Box>
    </Box>
  );
}
