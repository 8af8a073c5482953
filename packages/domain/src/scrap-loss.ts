import { roundTo } from './numbers';

/**
 * Scrap loss (domain.md §11): the part of the scrapped life's cost that was still tread above the limit,
 * `cost × max(0, final − limit) ÷ (original − limit)`. Null when it is not defined (original ≤ limit or final >
 * original): the scrap is then refused. Kept to 4 decimals like the stored money.
 */
export function scrapLoss(params: {
  lifeCost: number;
  original: number;
  final: number;
  limit: number;
}): number | null {
  const { lifeCost, original, final, limit } = params;
  if (original <= limit || final > original || final < 0 || limit < 0) return null;
  return roundTo((lifeCost * Math.max(0, final - limit)) / (original - limit), 4);
}
