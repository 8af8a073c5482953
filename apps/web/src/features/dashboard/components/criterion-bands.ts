import type { ReportCriterion } from '@huella/contracts';
import { criterionColour, type AcceptanceCriterion, type CriterionColour } from '@huella/domain';

/** The spec's names of a criterion (spec 3 §3) as the domain's rule reads them (domain.md §6). */
export function toAcceptanceCriterion(criterion: ReportCriterion | null): AcceptanceCriterion | null {
  if (!criterion) return null;
  return {
    objetivo: criterion.criterio_superior,
    deficiente: criterion.criterio_inferior,
    tolerableMinimo: criterion.rango_c_inferior,
    tolerableMaximo: criterion.rango_c_superior,
  };
}

/** How each band is painted: a light cell behind dark text, a solid bar in a chart. */
export const BAND_STYLE: Record<CriterionColour, { cell: string; bar: string; label: string }> = {
  gris: { cell: '#eeeeee', bar: '#9e9e9e', label: 'sin valor' },
  'sin-criterio': { cell: 'transparent', bar: '#1565c0', label: 'sin criterio' },
  verde: { cell: '#c8e6c9', bar: '#2e7d32', label: 'verde' },
  amarillo: { cell: '#fff59d', bar: '#f9a825', label: 'amarillo' },
  rojo: { cell: '#ffcdd2', bar: '#c62828', label: 'rojo' },
};

/** The band of a value: criterionColour is the one rule; this only adapts the criterion's names. */
export const bandOf = (
  value: number | null,
  criterion: ReportCriterion | null,
  direction: 'menor-es-mejor' | 'mayor-es-mejor',
) => criterionColour(value, toAcceptanceCriterion(criterion), direction);
