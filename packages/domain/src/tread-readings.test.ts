import { describe, expect, it } from 'vitest';
import { roundTo } from './numbers';
import {
  dualsMismatch,
  IRREGULAR_WEAR_CODES,
  irregularWear,
  nsd,
  pressureStatus,
  remnantBand,
  treadProblems,
  wearProjection,
} from './tread-readings';

describe('NSD (domain.md §8)', () => {
  it('is the lowest groove read', () => {
    expect(nsd({ exterior: 9.5, medio: 10, interior: 9 })).toBe(9);
    expect(nsd({ exterior: 7, medio: null, interior: undefined })).toBe(7);
    expect(nsd({})).toBeNull();
  });
});

describe('server checks on readings (§13)', () => {
  it('accepts readings within the gauge tolerances', () => {
    expect(treadProblems({ exterior: 16.5, medio: 15, interior: 12 }, { original: 16 })).toEqual([]);
    expect(
      treadProblems(
        { exterior: 11, medio: 10, interior: 10 },
        { original: 16, previous: { exterior: 10, medio: 9.5, interior: 9 } },
      ),
    ).toEqual([]);
  });

  it('refuses a groove over the original by more than 0.5 mm, or over the previous by more than 1.0 mm', () => {
    expect(treadProblems({ exterior: 16.6, medio: 15, interior: 12 }, { original: 16 })).toEqual([
      { kind: 'over-original', groove: 'exterior', value: 16.6, limit: 16.5 },
    ]);
    expect(
      treadProblems(
        { exterior: 10, medio: 11.1, interior: 9 },
        { original: 16, previous: { exterior: 10, medio: 10, interior: 9 } },
      ),
    ).toEqual([{ kind: 'over-previous', groove: 'medio', value: 11.1, limit: 11 }]);
  });
});

describe('wear projection (§8)', () => {
  it('follows the worked example: original 16, NSD 9, limit 5, 60 000 km', () => {
    const projection = wearProjection({ original: 16, nsd: 9, limit: 5, km: 60_000, cost: 1200 });
    expect(roundTo(projection.desgasteKmMm ?? 0, 1)).toBe(8571.4);
    expect(roundTo(projection.kmProyectado ?? 0, 1)).toBe(94285.7);
    expect(roundTo(projection.kmRestante ?? 0, 1)).toBe(34285.7);
    expect(roundTo(projection.porcentaje, 2)).toBe(36.36);
    expect(roundTo(projection.desgaste, 2)).toBe(63.64);
    expect(roundTo(projection.costoProyectado ?? 0, 4)).toBe(0.0127);
  });

  it('has no projection before any wear, and clamps the usable tread to 0..100', () => {
    const fresh = wearProjection({ original: 16, nsd: 16, limit: 5, km: 0 });
    expect(fresh.desgasteKmMm).toBeNull();
    expect(fresh.kmProyectado).toBeNull();
    expect(fresh.porcentaje).toBe(100);
    expect(wearProjection({ original: 16, nsd: 4, limit: 5, km: 80_000 }).porcentaje).toBe(0);
    expect(wearProjection({ original: 16, nsd: 4, limit: 5, km: 80_000 }).kmRestante).toBe(0);
  });
});

describe('remnant bands (§9)', () => {
  const thresholds = { reencauche: 4.5, prox_reencauche: 8 };
  it('puts NSD at or below the limit to retread, up to the next threshold as próximo, above as operativo', () => {
    expect(remnantBand(4.5, thresholds)).toBe('a-reencauchar');
    expect(remnantBand(4.6, thresholds)).toBe('proximo');
    expect(remnantBand(8, thresholds)).toBe('proximo');
    expect(remnantBand(8.1, thresholds)).toBe('operativo');
  });
});

describe('irregular wear (§10)', () => {
  const thresholds = { desg_irregular_1: 2, desg_irregular_2: -2 };
  it('reads td = exterior − interior against both shoulders', () => {
    expect(irregularWear({ exterior: 12, interior: 10 }, thresholds)).toEqual({ td: 2, side: 'interior' });
    expect(irregularWear({ exterior: 9, interior: 11.5 }, thresholds)).toEqual({
      td: -2.5,
      side: 'exterior',
    });
    expect(irregularWear({ exterior: 10, interior: 9 }, thresholds)).toEqual({ td: 1, side: null });
    expect(irregularWear({ exterior: 10 }, thresholds)).toBeNull();
  });

  it('names the 18 codes in order', () => {
    expect(IRREGULAR_WEAR_CODES).toHaveLength(18);
    expect(IRREGULAR_WEAR_CODES[0]).toBe('ONDULADO');
    expect(IRREGULAR_WEAR_CODES[17]).toBe('DE RIBETE(S)');
  });
});

describe('pressure status (§10)', () => {
  it('bands the deviation from the recommended pressure', () => {
    expect(pressureStatus(79, 100)).toBe('critica');
    expect(pressureStatus(80, 100)).toBe('baja');
    expect(pressureStatus(89, 100)).toBe('baja');
    expect(pressureStatus(90, 100)).toBe('normal');
    expect(pressureStatus(110, 100)).toBe('normal');
    expect(pressureStatus(111, 100)).toBe('alta');
    expect(pressureStatus(100, null)).toBeNull();
  });
});

describe('duals advisory (§10)', () => {
  it('flags more than 3 mm of NSD or more than 10 psi between the two tyres', () => {
    expect(dualsMismatch({ nsd: 10, pressure: 100 }, { nsd: 7, pressure: 110 })).toEqual({
      nsd: false,
      pressure: false,
    });
    expect(dualsMismatch({ nsd: 10, pressure: 100 }, { nsd: 6.9, pressure: 111 })).toEqual({
      nsd: true,
      pressure: true,
    });
    expect(dualsMismatch({ nsd: null, pressure: 100 }, { nsd: 6, pressure: null })).toEqual({
      nsd: false,
      pressure: false,
    });
  });
});
