import { formatNumber } from '@huella/domain';

/** Retreadability: a mean retread number with 2 decimals. */
export const formatTwoDecimals = (value: number | null) => formatNumber(value, 'percent');
