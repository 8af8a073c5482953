import { ratio } from './numbers';

/**
 * Indicators (domain.md §5–§7): the colour of a value against the client's acceptance criteria and the two
 * retread indices. The SQL of the report layer computes the sums; these are the formulas it mirrors and the
 * colour every screen, export and PDF paints.
 */

/** One client's targets for an indicator and year (criterios_aceptacion). */
export interface AcceptanceCriterion {
  /** criterioobjetivo, shown criterio_superior. */
  objetivo: number;
  /** criteriodeficiente, shown criterio_inferior. */
  deficiente: number;
  tolerableMinimo: number;
  tolerableMaximo: number;
}

/** 'gris' no value; 'sin-criterio' no criterion (no colour, the spec's text); then the three bands. */
export type CriterionColour = 'gris' | 'sin-criterio' | 'verde' | 'amarillo' | 'rojo';

/**
 * Lower is better (cost per km/hour) or higher is better (retread indices, inspection KPI). In this order: no
 * value → grey; no criterion → none; objective met → green; inside the tolerable range → yellow; past the
 * deficient → red; anything else yellow. Ties go to the better colour, and the tolerable range is checked before
 * red **[decision]**.
 */
export function criterionColour(
  value: number | null | undefined,
  criterion: AcceptanceCriterion | null | undefined,
  direction: 'menor-es-mejor' | 'mayor-es-mejor',
): CriterionColour {
  if (value == null || Number.isNaN(value)) return 'gris';
  if (!criterion) return 'sin-criterio';
  const { objetivo, deficiente, tolerableMinimo, tolerableMaximo } = criterion;
  const tolerable = value >= tolerableMinimo && value <= tolerableMaximo;
  if (direction === 'menor-es-mejor') {
    if (value <= objetivo) return 'verde';
    if (tolerable) return 'amarillo';
    if (value > deficiente) return 'rojo';
    return 'amarillo';
  }
  if (value >= objetivo) return 'verde';
  if (tolerable) return 'amarillo';
  if (value < deficiente) return 'rojo';
  return 'amarillo';
}

/** The retread number a life counts for in the retreadability index: R>6 counts 7. */
export const retreadLevel = (retreads: number) => Math.min(Math.max(retreads, 0), 7);

/**
 * Índice de reencauche of a population of lives (domain.md §7): retreaded lives ÷ all lives, as a fraction
 * (shown × 100, 2 decimals). Example: 12 of 20 → 0.6 → 60.00 %.
 */
export function retreadIndex(retreadedLives: number, allLives: number): number | null {
  return ratio(retreadedLives, allLives);
}

/**
 * Índice de reencauchabilidad (domain.md §7): the mean retread number of the retreaded lives (R>6 counts 7).
 * Example: 1,1,1,1,1,1,2,2,2,2,3,3 → 20 ÷ 12 = 1.67.
 */
export function retreadability(retreadCounts: readonly number[]): number | null {
  const levels = retreadCounts.filter((count) => count > 0).map(retreadLevel);
  return ratio(
    levels.reduce((sum, level) => sum + level, 0),
    levels.length,
  );
}
