/**
 * Money (domain.md §2): amounts are kept as entered (without IGV) plus their USD value at the exchange rate of
 * their date; the rate used is stored with them, so a later rate change never rewrites history.
 */

/** tipo_moneda: 1 soles (PEN), 2 dollars (USD). */
export const CURRENCY = { soles: 1, dollars: 2 } as const;
export type Currency = (typeof CURRENCY)[keyof typeof CURRENCY];

export interface ExchangeRate {
  /** yyyy-mm-dd */
  fecha: string;
  /** Soles per dollar. */
  valor: number;
  /** 1 = active. */
  estado: number;
}

/**
 * The exchange rate for a date **[decision]**: the row with the greatest `fecha ≤ date`; with none, the active
 * row; with neither, undefined (the caller refuses to convert).
 */
export function rateForDate(rates: readonly ExchangeRate[], date: string): ExchangeRate | undefined {
  let best: ExchangeRate | undefined;
  for (const rate of rates) {
    if (rate.fecha <= date && (!best || rate.fecha > best.fecha)) best = rate;
  }
  return best ?? rates.find((rate) => rate.estado === 1);
}

/** USD value of an amount; soles need a positive rate (soles per dollar). */
export function toUsd(amount: number, currency: Currency, rate: number | undefined): number | null {
  if (currency === CURRENCY.dollars) return amount;
  if (rate === undefined || !(rate > 0)) return null;
  return amount / rate;
}
