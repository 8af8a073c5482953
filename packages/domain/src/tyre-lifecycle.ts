/**
 * The tyre's state machine (domain.md §3): the one table every writer asks before it moves a tyre. The API's
 * lifecycle module applies the answer in one transaction; anything this table does not allow is refused there
 * with a 409 and the Spanish message of `LIFECYCLE_MSG` (contracts).
 */

export const TYRE_STATE = {
  scrap: 0,
  ready: 1,
  inRepair: 2,
  installed: 3,
  inRetread: 4,
  readyAgain: 5,
  removed: 6,
} as const;
export type TyreState = (typeof TYRE_STATE)[keyof typeof TYRE_STATE];

/** Removal reasons of the installation screen (spec 2 §3); the scrap form of an installed tyre offers 1–5. */
export const REMOVAL_REASON = {
  retread: 1,
  repair: 2,
  rotation: 3,
  finalWear: 4,
  failure: 5,
  installError: 6,
} as const;
export type RemovalReason = (typeof REMOVAL_REASON)[keyof typeof REMOVAL_REASON];

export type TyreTrigger =
  | { kind: 'install' }
  | { kind: 'remove'; reason: RemovalReason; previousReadyState?: TyreState }
  | { kind: 'sendToRepair' }
  | { kind: 'sendToRetread' }
  | { kind: 'repairDone' }
  | { kind: 'retreadDone' }
  | { kind: 'scrap' }
  | { kind: 'scrapInstalled' };

const READY: readonly TyreState[] = [TYRE_STATE.ready, TYRE_STATE.readyAgain];
const SENDABLE: readonly TyreState[] = [TYRE_STATE.removed, TYRE_STATE.ready, TYRE_STATE.readyAgain];
const SCRAPPABLE: readonly TyreState[] = [
  TYRE_STATE.ready,
  TYRE_STATE.inRepair,
  TYRE_STATE.inRetread,
  TYRE_STATE.readyAgain,
  TYRE_STATE.removed,
];

/** Where a removal sends the tyre (domain.md §3); an installation error returns it to its earlier ready state. */
function afterRemoval(reason: RemovalReason, previousReadyState: TyreState | undefined): TyreState {
  switch (reason) {
    case REMOVAL_REASON.retread:
      return TYRE_STATE.inRetread;
    case REMOVAL_REASON.repair:
      return TYRE_STATE.inRepair;
    case REMOVAL_REASON.rotation:
      return TYRE_STATE.readyAgain;
    case REMOVAL_REASON.finalWear:
    case REMOVAL_REASON.failure:
      return TYRE_STATE.removed;
    case REMOVAL_REASON.installError:
      return previousReadyState !== undefined && READY.includes(previousReadyState)
        ? previousReadyState
        : TYRE_STATE.readyAgain;
  }
}

/**
 * The state a trigger leads to from `from`, or null when domain.md §3 does not allow it. Scrap is terminal:
 * nothing leaves state 0.
 */
export function nextTyreState(from: TyreState, trigger: TyreTrigger): TyreState | null {
  switch (trigger.kind) {
    case 'install':
      return READY.includes(from) ? TYRE_STATE.installed : null;
    case 'remove':
      return from === TYRE_STATE.installed ? afterRemoval(trigger.reason, trigger.previousReadyState) : null;
    case 'sendToRepair':
      return SENDABLE.includes(from) ? TYRE_STATE.inRepair : null;
    case 'sendToRetread':
      return SENDABLE.includes(from) ? TYRE_STATE.inRetread : null;
    case 'repairDone':
      return from === TYRE_STATE.inRepair ? TYRE_STATE.readyAgain : null;
    case 'retreadDone':
      return from === TYRE_STATE.inRetread ? TYRE_STATE.readyAgain : null;
    case 'scrap':
      return SCRAPPABLE.includes(from) ? TYRE_STATE.scrap : null;
    case 'scrapInstalled':
      return from === TYRE_STATE.installed ? TYRE_STATE.scrap : null;
  }
}

/** Whether the tyre may be scrapped from the scrap screen or lists (not installed, not already scrapped). */
export const canScrap = (state: TyreState) => SCRAPPABLE.includes(state);

/** Whether a tyre of this state may go onto a position. */
export const canInstall = (state: TyreState) => READY.includes(state);

/**
 * Life of a tyre as the reports name it (domain.md §1): N for a new tyre never retreaded, R1…R6, then R (> 6).
 */
export function lifeLabel(retreadCount: number): string {
  if (retreadCount <= 0) return 'N';
  return retreadCount > 6 ? 'R' : `R${retreadCount}`;
}
