/** Money in reports: USD, 2 decimals, es-PE (domain.md §2). */
const usd = new Intl.NumberFormat('es-PE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const formatUsd = (value: number) => `US$ ${usd.format(value)}`;

/** Tread depth in mm, up to 2 decimals. */
const mm = new Intl.NumberFormat('es-PE', { maximumFractionDigits: 2 });
export const formatTread = (value: number | null) => (value === null ? '-' : mm.format(value));
export const formatMm = (value: number | null) => (value === null ? '-' : `${formatTread(value)} mm`);

/** Km or hours, at most 1 decimal (domain.md §2). */
const distance = new Intl.NumberFormat('es-PE', { maximumFractionDigits: 1 });
export const formatKm = (value: number | null) => (value === null ? '-' : distance.format(value));

/** Days as every screen shows them: DD/MM/AAAA, '-' when missing (lib/format-date). */
export { formatDate as formatDay } from '../../../lib/format-date';
