/**
 * Retread remnant thresholds of an application (domain.md §9, spec 1 §5 "Remnant"): tread depths in mm with
 * `ini_reencauche` < `reencauche` < `ini_prox_reencauche` (= reencauche + 1) < `prox_reencauche`, and the
 * irregular-wear pair where the second is the negative of the first. Pure: the contracts turn the problems
 * into the spec's Spanish messages, so the form and the server refuse the same values.
 */
export interface RemnantThresholds {
  ini_reencauche: number;
  reencauche: number;
  ini_prox_reencauche: number;
  prox_reencauche: number;
  desg_irregular_1: number;
  desg_irregular_2: number;
}

export type ThresholdField = keyof RemnantThresholds;

export type ThresholdProblem =
  | { field: ThresholdField; kind: 'negative' }
  | { field: 'reencauche' | 'ini_prox_reencauche' | 'prox_reencauche'; kind: 'notAbovePrevious' }
  | { field: 'desg_irregular_2'; kind: 'notMirrored' };

/** Fields that hold a depth and so may not be negative (irregular wear 2 is negative by definition). */
export const NON_NEGATIVE_THRESHOLDS = [
  'ini_reencauche',
  'reencauche',
  'ini_prox_reencauche',
  'prox_reencauche',
  'desg_irregular_1',
] as const satisfies readonly ThresholdField[];

/** Rounds to the 2 decimals the columns keep, so 0.1 + 1 compares as 1.1. */
const cents = (value: number) => Math.round(value * 100) / 100;

/** Next-start is filled in as limit + 1 when the limit is entered. */
export const nextRetreadStart = (reencauche: number): number => cents(reencauche + 1);

/** Irregular wear 2 is filled in as the negative of irregular wear 1 (0 stays 0, not -0). */
export const mirroredIrregularWear = (desgIrregular1: number): number =>
  desgIrregular1 === 0 ? 0 : cents(-desgIrregular1);

/**
 * Every problem of a set of thresholds: negatives first, then each threshold that does not exceed the one
 * before it (a negative field is not also compared), then the irregular-wear mirror. Fields still missing
 * (undefined) are skipped, so a half-filled form already shows the rules its filled fields break.
 */
export function checkRemnantThresholds(values: Partial<RemnantThresholds>): ThresholdProblem[] {
  const problems: ThresholdProblem[] = [];
  const negative = new Set<ThresholdField>();
  for (const field of NON_NEGATIVE_THRESHOLDS) {
    const value = values[field];
    if (value !== undefined && value < 0) {
      negative.add(field);
      problems.push({ field, kind: 'negative' });
    }
  }
  const order = ['ini_reencauche', 'reencauche', 'ini_prox_reencauche', 'prox_reencauche'] as const;
  for (let index = 1; index < order.length; index += 1) {
    const previous = order[index - 1] as (typeof order)[number];
    const field = order[index] as Exclude<(typeof order)[number], 'ini_reencauche'>;
    const current = values[field];
    const before = values[previous];
    if (current === undefined || before === undefined || negative.has(field) || negative.has(previous))
      continue;
    if (!(cents(current) > cents(before))) problems.push({ field, kind: 'notAbovePrevious' });
  }
  const { desg_irregular_1: wear1, desg_irregular_2: wear2 } = values;
  if (wear1 !== undefined && wear2 !== undefined && !negative.has('desg_irregular_1')) {
    if (cents(wear2) !== mirroredIrregularWear(wear1))
      problems.push({ field: 'desg_irregular_2', kind: 'notMirrored' });
  }
  return problems;
}
