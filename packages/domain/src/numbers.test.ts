import { describe, expect, it } from 'vitest';
import { formatNumber, largestRemainderPercents, percentOfCount, ratio, roundTo } from './numbers';

describe('ratio', () => {
  it('is null for a zero or missing denominator', () => {
    expect(ratio(10, 0)).toBeNull();
    expect(ratio(10, null)).toBeNull();
    expect(ratio(null, 4)).toBeNull();
    expect(ratio(10, 4)).toBe(2.5);
  });
});

describe('percentOfCount', () => {
  it('divides by 1 when the total is 0', () => {
    expect(percentOfCount(0, 0)).toBe(0);
    expect(percentOfCount(1, 4)).toBe(25);
  });
});

describe('roundTo', () => {
  it('rounds half away from zero without binary noise', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(-2.5, 0)).toBe(-3);
    expect(roundTo(0.123456, 4)).toBe(0.1235);
  });
});

describe('formatNumber', () => {
  it('uses the precision of each kind and "-" for nothing', () => {
    expect(formatNumber(1234.5, 'money')).toBe('1,234.50');
    expect(formatNumber(0.012345, 'costPerUnit')).toBe('0.0123');
    expect(formatNumber(33.3333, 'percent')).toBe('33.33');
    expect(formatNumber(12.34, 'other')).toBe('12.3');
    expect(formatNumber(null, 'money')).toBe('-');
  });
});

describe('largestRemainderPercents', () => {
  it('makes three equal shares add to 100', () => {
    const shares = largestRemainderPercents([1, 1, 1]);
    expect(shares).toEqual([33.34, 33.33, 33.33]);
    expect(shares.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 10);
  });

  it('gives the missing unit to the largest remainder', () => {
    expect(largestRemainderPercents([2, 1], 0)).toEqual([67, 33]);
    expect(largestRemainderPercents([1, 1, 1, 1, 3], 1)).toEqual([14.3, 14.3, 14.3, 14.3, 42.8]);
  });

  it('is all zeros for no data', () => {
    expect(largestRemainderPercents([0, 0])).toEqual([0, 0]);
  });
});
