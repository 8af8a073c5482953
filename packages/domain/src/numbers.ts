/**
 * Units, money and rounding (domain.md §2). Values are kept exact; rounding happens only for display.
 */

/** A ratio whose denominator is zero or missing is null, shown as "-". */
export function ratio(
  numerator: number | null | undefined,
  denominator: number | null | undefined,
): number | null {
  if (numerator == null || denominator == null || denominator === 0) return null;
  return numerator / denominator;
}

/** A percentage of a count divides by 1 when the total is 0, so an empty set reads 0 %, not "-". */
export function percentOfCount(part: number, total: number): number {
  return (part / (total === 0 ? 1 : total)) * 100;
}

/** Display precision per kind of number: money 2, CPK/CPH 4, percentages 2, anything else 1. */
export const DISPLAY_DECIMALS = { money: 2, costPerUnit: 4, percent: 2, other: 1 } as const;
export type NumberKind = keyof typeof DISPLAY_DECIMALS;

/** Half away from zero, as people round by hand (Math.round rounds -2.5 to -2). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const scaled = Math.abs(value) * factor;
  // The epsilon absorbs binary noise such as 1.005 * 100 = 100.49999999999999.
  const rounded = Math.round(scaled + Number.EPSILON * scaled) / factor;
  return Math.sign(value) * rounded;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** es-PE text of a number for its kind; null becomes "-". */
export function formatNumber(value: number | null | undefined, kind: NumberKind): string {
  if (value == null || Number.isNaN(value)) return '-';
  const decimals = DISPLAY_DECIMALS[kind];
  const key = `${kind}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('es-PE', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(roundTo(value, decimals));
}

/**
 * Percentages that must add to 100 (scrap by reason, pies): largest-remainder method. Each share gets its
 * floor at the given precision, and the units still missing go to the largest remainders (ties: first listed).
 */
export function largestRemainderPercents(counts: number[], decimals = 2): number[] {
  const total = counts.reduce((sum, value) => sum + value, 0);
  if (total === 0) return counts.map(() => 0);
  const unit = 10 ** decimals;
  const exact = counts.map((value) => (value / total) * 100 * unit);
  const floors = exact.map((value) => Math.floor(value + 1e-9));
  let missing = 100 * unit - floors.reduce((sum, value) => sum + value, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value + 1e-9) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (missing <= 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    missing--;
  }
  return floors.map((value) => value / unit);
}
