/** Money in reports: USD, 2 decimals, es-PE (domain.md §2). */
const usd = new Intl.NumberFormat('es-PE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const formatUsd = (value: number) => `US$ ${usd.format(value)}`;

/** An amount as entered, in its currency (1 soles, 2 dollars). */
export const formatAmount = (value: number, currency: number) =>
  `${currency === 1 ? 'S/' : 'US$'} ${usd.format(value)}`;

/** Other numbers: at most 1 decimal (domain.md §2). */
const number = new Intl.NumberFormat('es-PE', { maximumFractionDigits: 1 });
export const formatNumber = (value: number) => number.format(value);

/** Days as every screen shows them: DD/MM/AAAA, '-' when missing (lib/format-date). */
export { formatDate as formatDay } from '../../../lib/format-date';
