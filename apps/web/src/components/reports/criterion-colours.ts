import { CRITERION_COLOURS, type ReportCriterion, toAcceptance } from '@huella/contracts';
import { criterionColour, type CriterionColour } from '@huella/domain';

/** Cost per km: lower is better; the retread indices: higher is better. */
export type IndicatorDirection = 'menor-es-mejor' | 'mayor-es-mejor';

/** The band of a value against the answer's criterion: criterionColour is the one rule (domain.md §6). */
export const colourOf = (
  value: number | null | undefined,
  criterion: ReportCriterion | null | undefined,
  direction: IndicatorDirection,
) => criterionColour(value ?? null, toAcceptance(criterion), direction);

interface ColourLook {
  /** Said in the cell's accessible name and in the legend. */
  name: string;
  /** Cell background and text (light shades keep the figures readable). */
  background: string;
  text: string;
  /** Bars and legend swatches. */
  solid: string;
}

const look = (colour: CriterionColour, name: string): ColourLook => ({
  name,
  background: CRITERION_COLOURS[colour].cell ?? 'transparent',
  text: CRITERION_COLOURS[colour].text ?? 'inherit',
  solid: CRITERION_COLOURS[colour].solid,
});

/** How each band is painted on screen (the exports fill their cells from the same constant). */
export const COLOUR_LOOK: Record<CriterionColour, ColourLook> = {
  verde: look('verde', 'verde'),
  amarillo: look('amarillo', 'amarillo'),
  rojo: look('rojo', 'rojo'),
  gris: look('gris', 'gris'),
  'sin-criterio': look('sin-criterio', 'sin criterio'),
};

/** 'Enero: 0.0075 (verde)', 'Marzo: sin datos (gris)': what a screen reader (and a test) reads of a cell. */
export const cellLabel = (heading: string, text: string, colour: CriterionColour) =>
  `${heading}: ${colour === 'gris' ? 'sin datos' : text} (${COLOUR_LOOK[colour].name})`;
