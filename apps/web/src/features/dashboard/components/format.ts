import { formatNumber } from '@huella/domain';

const integer = new Intl.NumberFormat('es-PE', { maximumFractionDigits: 0 });

const oneDecimal = new Intl.NumberFormat('es-PE', { maximumFractionDigits: 1 });

/**
 * A count of tyres or vehicles: es-PE, no decimals. The same function labels the value axis, whose ticks fall on
 * halves when the counts are small: those keep their decimal, or two ticks would both read '1'.
 */
export const formatCount = (value: number | null) =>
  value == null ? '-' : Number.isInteger(value) ? integer.format(value) : oneDecimal.format(value);

/** A fraction shown as a percent with 2 decimals (the retread index is stored as a fraction). */
export const formatFractionPercent = (value: number | null) =>
  value == null ? '-' : `${formatNumber(value * 100, 'percent')} %`;

/** A percent axis or tooltip value already × 100. */
export const formatPercent = (value: number | null) =>
  value == null ? '-' : `${formatNumber(value, 'percent')} %`;

/** Retreadability: a mean retread number with 2 decimals. */
export const formatTwoDecimals = (value: number | null) => formatNumber(value, 'percent');
