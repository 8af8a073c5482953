import { formatNumber } from '@huella/domain';

const integer = new Intl.NumberFormat('es-PE', { maximumFractionDigits: 0 });

/** A count of tyres, vehicles or readings: es-PE, no decimals (count charts tick on whole numbers only). */
export const formatCount = (value: number | null) => (value == null ? '-' : integer.format(value));

/** A value already × 100 as a percent with 2 decimals. */
export const formatPercent = (value: number | null) =>
  value == null ? '-' : `${formatNumber(value, 'percent')} %`;

/**
 * The smallest round number (1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 7, 8 or 10 × a power of ten) at or above a value:
 * the top of a value axis stretched to show a reference line (70 for a 60 % line, not 66).
 */
export function roundUp(value: number): number {
  if (!(value > 0)) return value;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 7, 8, 10].find((nice) => nice * power >= value * (1 - 1e-9));
  return Number(((step ?? 10) * power).toPrecision(12));
}
