import { describe, expect, it } from 'vitest';
import {
  REMOVAL_REASON,
  TYRE_STATE,
  type TyreState,
  type TyreTrigger,
  lifeLabel,
  nextTyreState,
} from './tyre-lifecycle';

const S = TYRE_STATE;
const ALL: TyreState[] = [0, 1, 2, 3, 4, 5, 6];

/** domain.md §3, row by row: every allowed transition. */
const ALLOWED: [TyreState, TyreTrigger, TyreState][] = [
  [S.ready, { kind: 'install' }, S.installed],
  [S.readyAgain, { kind: 'install' }, S.installed],
  [S.installed, { kind: 'remove', reason: REMOVAL_REASON.retread }, S.inRetread],
  [S.installed, { kind: 'remove', reason: REMOVAL_REASON.repair }, S.inRepair],
  [S.installed, { kind: 'remove', reason: REMOVAL_REASON.rotation }, S.readyAgain],
  [S.installed, { kind: 'remove', reason: REMOVAL_REASON.finalWear }, S.removed],
  [S.installed, { kind: 'remove', reason: REMOVAL_REASON.failure }, S.removed],
  [
    S.installed,
    { kind: 'remove', reason: REMOVAL_REASON.installError, previousReadyState: S.ready },
    S.ready,
  ],
  [
    S.installed,
    { kind: 'remove', reason: REMOVAL_REASON.installError, previousReadyState: S.readyAgain },
    S.readyAgain,
  ],
  [S.removed, { kind: 'sendToRepair' }, S.inRepair],
  [S.ready, { kind: 'sendToRepair' }, S.inRepair],
  [S.readyAgain, { kind: 'sendToRepair' }, S.inRepair],
  [S.removed, { kind: 'sendToRetread' }, S.inRetread],
  [S.ready, { kind: 'sendToRetread' }, S.inRetread],
  [S.readyAgain, { kind: 'sendToRetread' }, S.inRetread],
  [S.inRepair, { kind: 'repairDone' }, S.readyAgain],
  [S.inRetread, { kind: 'retreadDone' }, S.readyAgain],
  [S.ready, { kind: 'scrap' }, S.scrap],
  [S.inRepair, { kind: 'scrap' }, S.scrap],
  [S.inRetread, { kind: 'scrap' }, S.scrap],
  [S.readyAgain, { kind: 'scrap' }, S.scrap],
  [S.removed, { kind: 'scrap' }, S.scrap],
  [S.installed, { kind: 'scrapInstalled' }, S.scrap],
];

describe('nextTyreState', () => {
  it.each(ALLOWED)('from %i by %o goes to %i', (from, trigger, to) => {
    expect(nextTyreState(from, trigger)).toBe(to);
  });

  it('refuses every other transition', () => {
    const triggers: TyreTrigger[] = [
      { kind: 'install' },
      { kind: 'remove', reason: REMOVAL_REASON.rotation },
      { kind: 'sendToRepair' },
      { kind: 'sendToRetread' },
      { kind: 'repairDone' },
      { kind: 'retreadDone' },
      { kind: 'scrap' },
      { kind: 'scrapInstalled' },
    ];
    for (const from of ALL) {
      for (const trigger of triggers) {
        const allowed = ALLOWED.some(([f, t]) => f === from && t.kind === trigger.kind);
        if (!allowed) expect(nextTyreState(from, trigger), `${from} ${trigger.kind}`).toBeNull();
      }
    }
  });

  it('never leaves scrap', () => {
    expect(nextTyreState(S.scrap, { kind: 'install' })).toBeNull();
    expect(nextTyreState(S.scrap, { kind: 'scrap' })).toBeNull();
    expect(nextTyreState(S.scrap, { kind: 'sendToRetread' })).toBeNull();
  });

  it('refuses to scrap an installed tyre from the lists (spec 2 §5)', () => {
    expect(nextTyreState(S.installed, { kind: 'scrap' })).toBeNull();
  });

  it('an installation error without a known earlier state returns the tyre to ready (5)', () => {
    expect(nextTyreState(S.installed, { kind: 'remove', reason: REMOVAL_REASON.installError })).toBe(
      S.readyAgain,
    );
  });
});

describe('lifeLabel', () => {
  it('names the lives N, R1…R6 and R beyond six', () => {
    expect([0, 1, 6, 7, 9].map(lifeLabel)).toEqual(['N', 'R1', 'R6', 'R', 'R']);
  });
});
