import { describe, expect, it } from 'vitest';
import { scrapLoss } from './scrap-loss';

describe('scrapLoss (domain.md §11)', () => {
  it('matches the worked example: 418.08 × 4 ÷ 13 = 128.64', () => {
    // original 16, limit 3, final 7: 4 mm of usable tread thrown away out of 13.
    expect(scrapLoss({ lifeCost: 418.08, original: 16, final: 7, limit: 3 })).toBeCloseTo(128.64, 2);
  });

  it('is 0 when the tyre was worn to or below its limit', () => {
    expect(scrapLoss({ lifeCost: 418.08, original: 16, final: 2, limit: 3 })).toBe(0);
  });

  it('is undefined (null) when original ≤ limit or final > original', () => {
    expect(scrapLoss({ lifeCost: 100, original: 3, final: 2, limit: 3 })).toBeNull();
    expect(scrapLoss({ lifeCost: 100, original: 16, final: 17, limit: 3 })).toBeNull();
  });
});
