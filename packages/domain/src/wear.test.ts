import { describe, expect, it } from 'vitest';
import { roundTo } from './numbers';
import { wearProjection } from './wear';

describe('wearProjection (domain.md §8)', () => {
  it('computes the worked example: 16 → 9 mm over 60 000 km with limit 5', () => {
    const wear = wearProjection({ distance: 60_000, original: 16, nsd: 9, limit: 5, lifeCost: 418.08 });
    expect(roundTo(wear.desgasteKmMm!, 1)).toBe(8571.4);
    expect(roundTo(wear.kmProyectado!, 1)).toBe(94285.7);
    expect(roundTo(wear.kmRestante!, 1)).toBe(34285.7);
    expect(roundTo(wear.porcentaje!, 2)).toBe(36.36);
    expect(roundTo(wear.desgaste!, 2)).toBe(63.64);
    expect(roundTo(wear.costoUnidad!, 4)).toBe(0.0044);
  });

  it('has no projection while nothing is worn, and none for a tyre that never ran', () => {
    expect(wearProjection({ distance: 0, original: 16, nsd: 16, limit: 5 }).kmProyectado).toBeNull();
    const never = wearProjection({ distance: 0, original: 16, nsd: 16, limit: null });
    expect(never).toMatchObject({ kmProyectado: null, porcentaje: null, costoUnidad: null });
  });

  it('keeps the remaining tread between 0 and 100 % and never projects negative distance left', () => {
    const pastLimit = wearProjection({ distance: 90_000, original: 16, nsd: 4, limit: 5 });
    expect(pastLimit.porcentaje).toBe(0);
    expect(pastLimit.kmRestante).toBe(0);
    expect(pastLimit.desgaste).toBe(100);
  });
});
