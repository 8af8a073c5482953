/**
 * What an inspection reading means (domain.md §8–§10, §13): the tyre's NSD, whether a reading can be true, the
 * wear projection, the remnant band, irregular wear, the pressure status and the duals advisory. Pure functions:
 * the server checks and the screens share them.
 */
import { ratio } from './numbers';

export interface TreadReading {
  exterior?: number | null;
  medio?: number | null;
  interior?: number | null;
}

const present = (reading: TreadReading) =>
  [reading.exterior, reading.medio, reading.interior].filter(
    (value): value is number => value !== null && value !== undefined,
  );

/** NSD = the lowest of the grooves read (§8); null when none was read. */
export function nsd(reading: TreadReading): number | null {
  const values = present(reading);
  return values.length === 0 ? null : Math.min(...values);
}

/** Gauge tolerances of §13 **[decision]**: above the life's original tread, and above the previous reading. */
export const TREAD_TOLERANCE = { overOriginal: 0.5, overPrevious: 1.0 } as const;

export type TreadProblem =
  | { kind: 'over-original'; groove: keyof TreadReading; value: number; limit: number }
  | { kind: 'over-previous'; groove: keyof TreadReading; value: number; limit: number };

/**
 * A tread reading may not exceed the original tread of the life by more than 0.5 mm, nor the previous reading of
 * the same groove by more than 1.0 mm (§13). Answers every groove that cannot be true, in exterior, medio,
 * interior order.
 */
export function treadProblems(
  reading: TreadReading,
  context: { original: number; previous?: TreadReading | null },
): TreadProblem[] {
  const problems: TreadProblem[] = [];
  for (const groove of ['exterior', 'medio', 'interior'] as const) {
    const value = reading[groove];
    if (value === null || value === undefined) continue;
    const overOriginal = context.original + TREAD_TOLERANCE.overOriginal;
    if (value > overOriginal + 1e-9) {
      problems.push({ kind: 'over-original', groove, value, limit: overOriginal });
      continue;
    }
    const before = context.previous?.[groove];
    if (before !== null && before !== undefined && value > before + TREAD_TOLERANCE.overPrevious + 1e-9)
      problems.push({ kind: 'over-previous', groove, value, limit: before + TREAD_TOLERANCE.overPrevious });
  }
  return problems;
}

export interface WearProjection {
  /** km per mm worn in the current life; null when nothing is worn yet. */
  desgasteKmMm: number | null;
  kmProyectado: number | null;
  kmRestante: number | null;
  /** Remaining usable tread, 0..100. */
  porcentaje: number;
  desgaste: number;
  /** Cost of the life per projected km (or hour); null without a projection. */
  costoProyectado: number | null;
}

/**
 * §8: `desgaste_km_mm = km ÷ (original − NSD)`, projected and remaining km down to the retread limit, the usable
 * tread left as a percentage. Example: original 16, NSD 9, limit 5, 60 000 km → 8 571.4 km/mm, 94 285.7 km
 * projected, 34 285.7 km left, 36.36 %, wear 63.64 %.
 */
export function wearProjection(params: {
  original: number;
  nsd: number;
  limit: number;
  km: number;
  cost?: number | null;
}): WearProjection {
  const { original, limit, km } = params;
  const desgasteKmMm = ratio(km, original - params.nsd);
  const usable = original - limit;
  const kmProyectado = desgasteKmMm === null ? null : desgasteKmMm * usable;
  const kmRestante = desgasteKmMm === null ? null : desgasteKmMm * Math.max(0, params.nsd - limit);
  const porcentaje = usable <= 0 ? 0 : Math.min(100, Math.max(0, ((params.nsd - limit) / usable) * 100));
  return {
    desgasteKmMm,
    kmProyectado,
    kmRestante,
    porcentaje,
    desgaste: 100 - porcentaje,
    costoProyectado: kmProyectado ? ratio(params.cost ?? null, kmProyectado) : null,
  };
}

export type RemnantBand = 'a-reencauchar' | 'proximo' | 'operativo';

/** §9: NSD ≤ reencauche → a reencauchar; ≤ prox_reencauche → próximo; above → operativo. */
export function remnantBand(
  value: number,
  thresholds: { reencauche: number; prox_reencauche: number },
): RemnantBand {
  if (value <= thresholds.reencauche) return 'a-reencauchar';
  if (value <= thresholds.prox_reencauche) return 'proximo';
  return 'operativo';
}

/**
 * §10: `td = exterior − interior`; irregular towards the inner shoulder when td ≥ desg_irregular_1, towards the
 * outer one when td ≤ desg_irregular_2. Null when either shoulder was not read.
 */
export function irregularWear(
  reading: TreadReading,
  thresholds: { desg_irregular_1: number; desg_irregular_2: number },
): { td: number; side: 'interior' | 'exterior' | null } | null {
  if (reading.exterior == null || reading.interior == null) return null;
  const td = reading.exterior - reading.interior;
  if (td >= thresholds.desg_irregular_1) return { td, side: 'interior' };
  if (td <= thresholds.desg_irregular_2) return { td, side: 'exterior' };
  return { td, side: null };
}

/** The irregular-wear codes 1..18 of §10, in code order. */
export const IRREGULAR_WEAR_CODES = [
  'ONDULADO',
  'DIENTES DE SIERRA',
  'EN LOS HOMBROS',
  'TIPO RIVERA',
  'UNILATERAL',
  'DIAGONAL',
  'EXCÉNTRICO',
  'DE UN SOLO HOMBRO',
  'DEPRESIÓN INTERMITENTE',
  'EN ESCALÓN',
  'PUNTA Y TALÓN',
  'ALTERNADO DE TACOS',
  'LOCALIZADO',
  'CENTRAL',
  'TIPO ISLA',
  'CHIPPING',
  'CHUNKING',
  'DE RIBETE(S)',
] as const;

export type PressureStatus = 'critica' | 'baja' | 'normal' | 'alta';

/**
 * §10: only accessible readings with a recommended pressure have a status. dev = (P − rec) ÷ rec: below −20 %
 * crítica, −20 %..−10 % baja, within ±10 % normal, above +10 % alta.
 */
export function pressureStatus(
  pressure: number,
  recommended: number | null | undefined,
): PressureStatus | null {
  if (!recommended || recommended <= 0) return null;
  const dev = (pressure - recommended) / recommended;
  if (dev < -0.2) return 'critica';
  if (dev < -0.1) return 'baja';
  if (dev <= 0.1) return 'normal';
  return 'alta';
}

/** §10 **[decision]**: duals are flagged when their NSD differs by more than 3 mm or their pressure by more than 10 psi. */
export const DUALS_TOLERANCE = { nsd: 3, pressure: 10 } as const;

export function dualsMismatch(
  a: { nsd: number | null; pressure: number | null },
  b: { nsd: number | null; pressure: number | null },
): { nsd: boolean; pressure: boolean } {
  const differs = (x: number | null, y: number | null, limit: number) =>
    x !== null && y !== null && Math.abs(x - y) > limit + 1e-9;
  return {
    nsd: differs(a.nsd, b.nsd, DUALS_TOLERANCE.nsd),
    pressure: differs(a.pressure, b.pressure, DUALS_TOLERANCE.pressure),
  };
}
