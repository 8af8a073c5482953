import { describe, expect, it } from 'vitest';
import { CURRENCY, rateForDate, toUsd } from './money';

const rates = [
  { fecha: '2026-01-01', valor: 3.7, estado: 0 },
  { fecha: '2026-03-01', valor: 3.75, estado: 0 },
  { fecha: '2026-06-01', valor: 3.6, estado: 1 },
];

describe('rateForDate', () => {
  it('takes the latest rate on or before the date', () => {
    expect(rateForDate(rates, '2026-03-01')?.valor).toBe(3.75);
    expect(rateForDate(rates, '2026-05-31')?.valor).toBe(3.75);
    expect(rateForDate(rates, '2026-11-21')?.valor).toBe(3.6);
  });

  it('falls back to the active rate before the first one, and to nothing without rates', () => {
    expect(rateForDate(rates, '2025-12-31')?.valor).toBe(3.6);
    expect(rateForDate([], '2026-01-01')).toBeUndefined();
  });
});

describe('toUsd', () => {
  it('converts soles at the rate and keeps dollars', () => {
    expect(toUsd(375, CURRENCY.soles, 3.75)).toBe(100);
    expect(toUsd(418.08, CURRENCY.dollars, undefined)).toBe(418.08);
  });

  it('cannot convert soles without a rate', () => {
    expect(toUsd(375, CURRENCY.soles, undefined)).toBeNull();
    expect(toUsd(375, CURRENCY.soles, 0)).toBeNull();
  });
});
