import type { TableCell } from 'pdfmake/interfaces';
import { CRITERION_COLOURS, type ReportCriterion, toAcceptance } from '@huella/contracts';
import { criterionColour, formatNumber, type NumberKind } from '@huella/domain';

type Direction = 'menor-es-mejor' | 'mayor-es-mejor';

/**
 * A figure's cell painted against its criterion as the screen paints it (domain.md §6, CRITERION_COLOURS): the
 * light background behind dark text; no criterion leaves it unpainted, no value prints '-' on grey.
 * `scale` compares a figure shown × 100 with a criterion stored as a fraction.
 */
export function criterionCell(
  value: number | null | undefined,
  criterion: ReportCriterion | null,
  options: { direction: Direction; kind: NumberKind; scale?: number; suffix?: string },
): TableCell {
  const colour = criterionColour(
    value == null ? value : value / (options.scale ?? 1),
    toAcceptance(criterion),
    options.direction,
  );
  const paint = CRITERION_COLOURS[colour];
  const text = value == null ? '-' : `${formatNumber(value, options.kind)}${options.suffix ?? ''}`;
  return {
    text,
    alignment: value == null ? 'center' : 'right',
    ...(paint.cell ? { fillColor: paint.cell } : {}),
    ...(paint.text ? { color: paint.text } : {}),
  };
}

/** The solid colour of a bar for a figure (the legend's swatch colour). */
export function criterionSolid(
  value: number | null | undefined,
  criterion: ReportCriterion | null,
  direction: Direction,
): string {
  return CRITERION_COLOURS[criterionColour(value, toAcceptance(criterion), direction)].solid;
}
