import { describe, expect, it } from 'vitest';
import { checkRemnantThresholds, mirroredIrregularWear, nextRetreadStart } from './remnant-thresholds';

const good = {
  ini_reencauche: 3,
  reencauche: 5,
  ini_prox_reencauche: 6,
  prox_reencauche: 8,
  desg_irregular_1: 2,
  desg_irregular_2: -2,
};

describe('remnant thresholds', () => {
  it('accepts increasing thresholds with mirrored irregular wear', () => {
    expect(checkRemnantThresholds(good)).toEqual([]);
  });

  it('fills next-start as limit + 1 and irregular wear 2 as the negative of 1', () => {
    expect(nextRetreadStart(5)).toBe(6);
    expect(nextRetreadStart(4.1)).toBe(5.1);
    expect(mirroredIrregularWear(2.5)).toBe(-2.5);
    expect(Object.is(mirroredIrregularWear(0), 0)).toBe(true);
  });

  it('refuses negative depths without also comparing them', () => {
    expect(checkRemnantThresholds({ ...good, ini_reencauche: -1 })).toEqual([
      { field: 'ini_reencauche', kind: 'negative' },
    ]);
    expect(checkRemnantThresholds({ ...good, desg_irregular_1: -2, desg_irregular_2: 2 })).toEqual([
      { field: 'desg_irregular_1', kind: 'negative' },
    ]);
  });

  it('refuses each threshold that does not exceed the previous one (equal included)', () => {
    expect(checkRemnantThresholds({ ...good, reencauche: 3 })).toEqual([
      { field: 'reencauche', kind: 'notAbovePrevious' },
    ]);
    expect(checkRemnantThresholds({ ...good, ini_prox_reencauche: 4 })).toEqual([
      { field: 'ini_prox_reencauche', kind: 'notAbovePrevious' },
    ]);
    expect(checkRemnantThresholds({ ...good, prox_reencauche: 6 })).toEqual([
      { field: 'prox_reencauche', kind: 'notAbovePrevious' },
    ]);
  });

  it('checks only the fields present (a half-filled form)', () => {
    expect(checkRemnantThresholds({ ini_reencauche: 3, reencauche: 2 })).toEqual([
      { field: 'reencauche', kind: 'notAbovePrevious' },
    ]);
    expect(checkRemnantThresholds({ reencauche: 2, prox_reencauche: 1 })).toEqual([]);
  });

  it('refuses an irregular wear 2 that is not the negative of 1', () => {
    expect(checkRemnantThresholds({ ...good, desg_irregular_2: 2 })).toEqual([
      { field: 'desg_irregular_2', kind: 'notMirrored' },
    ]);
    expect(checkRemnantThresholds({ ...good, desg_irregular_1: 0.1, desg_irregular_2: -0.1 })).toEqual([]);
  });
});
