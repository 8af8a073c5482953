import type { ReportCriterion } from '@huella/contracts';
import type { AcceptanceCriterion, CriterionColour } from '@huella/domain';

/** The answer's criterion (spec names) as the domain's: objective, deficient, tolerable range. */
export function toAcceptance(criterion: ReportCriterion | null | undefined): AcceptanceCriterion | null {
  if (!criterion) return null;
  return {
    objetivo: criterion.criterio_superior,
    deficiente: criterion.criterio_inferior,
    tolerableMinimo: criterion.rango_c_inferior,
    tolerableMaximo: criterion.rango_c_superior,
  };
}

interface ColourLook {
  /** Said in the cell's accessible name and in the legend. */
  name: string;
  /** Cell background and text (light shades keep the figures readable). */
  background: string;
  text: string;
  /** Bars and legend swatches. */
  solid: string;
}

/** How each band of criterionColour (domain.md §6) is painted; 'sin-criterio' is left unpainted. */
export const COLOUR_LOOK: Record<CriterionColour, ColourLook> = {
  verde: { name: 'verde', background: '#c8e6c9', text: '#1b5e20', solid: '#2e7d32' },
  amarillo: { name: 'amarillo', background: '#fff3b0', text: '#5d4300', solid: '#f9a825' },
  rojo: { name: 'rojo', background: '#ffcdd2', text: '#8e0000', solid: '#c62828' },
  gris: { name: 'gris', background: '#eeeeee', text: '#616161', solid: '#9e9e9e' },
  'sin-criterio': { name: 'sin criterio', background: 'transparent', text: 'inherit', solid: '#0f4c5c' },
};

/** 'Enero: 0,0075 (verde)', 'Marzo: sin datos (gris)': what a screen reader (and a test) reads of a cell. */
export const cellLabel = (heading: string, text: string, colour: CriterionColour) =>
  `${heading}: ${colour === 'gris' ? 'sin datos' : text} (${COLOUR_LOOK[colour].name})`;
