import { MONTH_NAMES } from '@huella/contracts';

/** A client's consolidated-report period: a year, a month range, and its first and last day (inclusive). */
export interface ConsolidatedQuery {
  clientId: number;
  year: number;
  month1: number;
  month2: number;
  /** YYYY-MM-DD, the first day of month1. */
  from: string;
  /** YYYY-MM-DD, the last day of month2. */
  to: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

export function consolidatedQuery(params: {
  clientId: number;
  year: number;
  month1: number;
  month2: number;
}): ConsolidatedQuery {
  const lastDay = new Date(Date.UTC(params.year, params.month2, 0)).getUTCDate();
  return {
    ...params,
    from: `${params.year}-${pad(params.month1)}-01`,
    to: `${params.year}-${pad(params.month2)}-${pad(lastDay)}`,
  };
}

/** 'Enero – Marzo 2026', or 'Enero 2026' for one month. */
export function periodLabel(year: number, month1: number, month2: number): string {
  const first = MONTH_NAMES[month1 - 1];
  return month1 === month2 ? `${first} ${year}` : `${first} – ${MONTH_NAMES[month2 - 1]} ${year}`;
}
