/** Money in the lists: USD, 2 decimals, es-PE (domain.md §2). */
const usd = new Intl.NumberFormat('es-PE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const formatUsd = (value: number | null) => (value === null ? '-' : `US$ ${usd.format(value)}`);

/** Tread depths and readings: at most 2 / 1 decimals. */
const depth = new Intl.NumberFormat('es-PE', { maximumFractionDigits: 2 });
export const formatDepth = (value: number | null) => (value === null ? '-' : `${depth.format(value)} mm`);
export const formatNumber = (value: number | null) => (value === null ? '-' : depth.format(value));
const reading = new Intl.NumberFormat('es-PE', { maximumFractionDigits: 1 });
export const formatReading = (value: number) => reading.format(value);

/** Days as every screen shows them: DD/MM/AAAA, '-' when missing (lib/format-date). */
export { formatDate as formatDay } from '../../../lib/format-date';

/** Today in Lima (domain calendar), the default date of a repair or retread. */
export { todayInLima as todayIso } from '@huella/domain';

/** Icon buttons in the lists: at least 44 × 44 px to tap. */
export const TOUCH = { width: 44, height: 44 } as const;
