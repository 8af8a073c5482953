import { ratio } from './numbers';

/**
 * Tread wear and projection of one life (domain.md §8). The wear curves and the comparisons compute these in
 * SQL; this is the formula they mirror, tested with domain.md's worked example.
 */
export interface WearInput {
  /** Distance (km or hours) of the life so far. */
  distance: number;
  /** Original tread of the life (remanente_original), mm. */
  original: number;
  /** Current NSD (min of the latest readings), mm. */
  nsd: number;
  /** Retread limit (`reencauche` of the application), mm; null when the tyre never ran. */
  limit: number | null;
  /** Cost of the life in USD; null when unknown. */
  lifeCost?: number | null;
}

export interface WearProjection {
  /** desgaste_km_mm: distance per mm worn; null while nothing is worn. */
  desgasteKmMm: number | null;
  /** km_proyectado: distance the life gives down to the limit. */
  kmProyectado: number | null;
  /** km_restante: distance left from the current NSD down to the limit. */
  kmRestante: number | null;
  /** porcentaje: remaining usable tread, 0..100. */
  porcentaje: number | null;
  /** Wear %: 100 − porcentaje. */
  desgaste: number | null;
  /** Projected cost per unit: life cost ÷ km_proyectado (shown with 4 decimals). */
  costoUnidad: number | null;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

export function wearProjection({ distance, original, nsd, limit, lifeCost = null }: WearInput): WearProjection {
  const desgasteKmMm = ratio(distance, original - nsd);
  if (limit === null) {
    return { desgasteKmMm, kmProyectado: null, kmRestante: null, porcentaje: null, desgaste: null, costoUnidad: null };
  }
  const kmProyectado = desgasteKmMm === null ? null : desgasteKmMm * (original - limit);
  const kmRestante = desgasteKmMm === null ? null : desgasteKmMm * Math.max(0, nsd - limit);
  const usable = ratio(nsd - limit, original - limit);
  const porcentaje = usable === null ? null : clamp(usable * 100, 0, 100);
  return {
    desgasteKmMm,
    kmProyectado,
    kmRestante,
    porcentaje,
    desgaste: porcentaje === null ? null : 100 - porcentaje,
    costoUnidad: ratio(lifeCost, kmProyectado),
  };
}
