import { describe, expect, it } from 'vitest';
import { lotIndicator } from './distance-cost';
import { criterionColour, retreadability, retreadIndex, type AcceptanceCriterion } from './indicators';
import { roundTo } from './numbers';

const cost: AcceptanceCriterion = {
  objetivo: 0.012,
  deficiente: 0.018,
  tolerableMinimo: 0.013,
  tolerableMaximo: 0.016,
};
const index: AcceptanceCriterion = {
  objetivo: 0.6,
  deficiente: 0.4,
  tolerableMinimo: 0.45,
  tolerableMaximo: 0.55,
};

describe('criterionColour (domain.md §6)', () => {
  it('paints no value grey and a value without criterion with no colour', () => {
    expect(criterionColour(null, cost, 'menor-es-mejor')).toBe('gris');
    expect(criterionColour(0.01, null, 'menor-es-mejor')).toBe('sin-criterio');
  });

  it('lower is better: green up to the objective (tie included), yellow in range, red past the deficient', () => {
    expect(criterionColour(0.011, cost, 'menor-es-mejor')).toBe('verde');
    expect(criterionColour(0.012, cost, 'menor-es-mejor')).toBe('verde');
    expect(criterionColour(0.0125, cost, 'menor-es-mejor')).toBe('amarillo');
    expect(criterionColour(0.016, cost, 'menor-es-mejor')).toBe('amarillo');
    expect(criterionColour(0.017, cost, 'menor-es-mejor')).toBe('amarillo');
    expect(criterionColour(0.018, cost, 'menor-es-mejor')).toBe('amarillo');
    expect(criterionColour(0.0181, cost, 'menor-es-mejor')).toBe('rojo');
  });

  it('checks the tolerable range before red', () => {
    const wide = { ...cost, tolerableMaximo: 0.02 };
    expect(criterionColour(0.019, wide, 'menor-es-mejor')).toBe('amarillo');
  });

  it('higher is better mirrors it', () => {
    expect(criterionColour(0.6, index, 'mayor-es-mejor')).toBe('verde');
    expect(criterionColour(0.5, index, 'mayor-es-mejor')).toBe('amarillo');
    expect(criterionColour(0.42, index, 'mayor-es-mejor')).toBe('amarillo');
    expect(criterionColour(0.4, index, 'mayor-es-mejor')).toBe('amarillo');
    expect(criterionColour(0.39, index, 'mayor-es-mejor')).toBe('rojo');
  });
});

describe('worked examples of domain.md §5 and §7', () => {
  it('a lot of three tyres costs 0.0075 per km', () => {
    const lot = lotIndicator([
      { costo_acumulado: 400, km_total: 50_000 },
      { costo_acumulado: 410, km_total: 62_000 },
      { costo_acumulado: 390, km_total: 48_000 },
    ]);
    expect(lot.indicador).toBe(0.0075);
  });

  it('12 retreaded lives of 20 → 60.00 %', () => {
    expect(roundTo((retreadIndex(12, 20) ?? 0) * 100, 2)).toBe(60);
    expect(retreadIndex(0, 0)).toBeNull();
  });

  it('retreadability of levels 1×6, 2×4, 3×2 → 1.67; R>6 counts 7', () => {
    expect(roundTo(retreadability([1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3]) ?? 0, 2)).toBe(1.67);
    expect(retreadability([9, 1])).toBe(4);
    expect(retreadability([0, 0])).toBeNull();
  });
});
