import { z } from 'zod';
import { isoDateSchema } from './exchange-rate';
import { idSchema, whenFieldsValid } from './fields';

/**
 * Remnant by unit (spec 3 §2.9, §3 'Remnant by unit row' and 'Remnant by size summary', §5, §7
 * reporte/nivelesremanenteunidad, §8, §9; domain.md §8, §9).
 */

/** Spec 3 §5 and §8, word for word (the required-date text is the one §5 gives the other date-range report). */
export const REMNANT_BY_UNIT_MSG = {
  fechas: 'Por favor, ingresar fechas válidas',
  rango: 'Por favor, ingresar una fecha igual o mayor a la primera fecha seleccionada',
  sinDatos: 'No hay datos para remanentes por unidad',
} as const;

/** The unit row's field holding the least NSD read at position `posicion`: `nsk_minimo_3`. */
export const nskMinimoKey = (posicion: number) => `nsk_minimo_${posicion}`;
/** The size row's field counting tyres whose NSD is in the whole-mm bucket `nivel` (floor of NSD). */
export const nskLevelKey = (nivel: number) => `totalneumaticos_nsk_minimo_${nivel}`;

/** Reads a dynamic numeric field (`nsk_minimo_{pos}`, `totalneumaticos_nsk_minimo_{n}`); absent → null. */
export function dynamicNumber(row: Record<string, unknown>, key: string): number | null {
  const value = row[key];
  return typeof value === 'number' ? value : null;
}

/** A plate: '' (or absent) = every unit; otherwise the unit with that plate, any case. */
const plateSchema = z.preprocess(
  (value) => (value == null ? '' : value),
  z.string().trim().max(20, 'La placa debe tener como máximo 20 caracteres'),
);

const remnantByUnitFields = z.object({
  placa: plateSchema,
  fecha_inicial: isoDateSchema(REMNANT_BY_UNIT_MSG.fechas, REMNANT_BY_UNIT_MSG.fechas),
  fecha_final: isoDateSchema(REMNANT_BY_UNIT_MSG.fechas, REMNANT_BY_UNIT_MSG.fechas),
});
const endNotBeforeStart = (form: { fecha_inicial: string; fecha_final: string }) =>
  form.fecha_final >= form.fecha_inicial;
const rangeIssue = {
  path: ['fecha_final'],
  message: REMNANT_BY_UNIT_MSG.rango,
  // Compared only once both are real days (yyyy-mm-dd compares as text).
  ...whenFieldsValid(['fecha_inicial', 'fecha_final']),
};

/** The screen's filters; the screen and the server share these rules. */
export const remnantByUnitFilterForm = remnantByUnitFields.refine(endNotBeforeStart, rangeIssue);
export type RemnantByUnitFilterInput = z.input<typeof remnantByUnitFilterForm>;
export type RemnantByUnitFilter = z.output<typeof remnantByUnitFilterForm>;

/** POST reporte/nivelesremanenteunidad. */
export const remnantByUnitRequest = remnantByUnitFields
  .extend({ id_cliente: idSchema })
  .refine(endNotBeforeStart, rangeIssue);
export type RemnantByUnitRequest = z.output<typeof remnantByUnitRequest>;

/**
 * A unit inspected in the period, as its latest inspection in the period read it (spec 3 §3 'Remnant by unit
 * row'), plus one `nsk_minimo_{pos}` (mm) per position read (nskMinimoKey, dynamicNumber). The thresholds are
 * those of the unit's application (domain.md §9): yellow when NSD ≤ rem_reencauche, blue when
 * rem_reencauche < NSD ≤ rem_proximo; null when the application has no thresholds.
 */
export const remnantUnitRow = z.looseObject({
  id_vehiculo: z.number(),
  id_inspeccion: z.number(),
  tipovehiculo: z.string(),
  /** yyyy-mm-dd of the inspection. */
  fecha: z.string(),
  placa: z.string(),
  aplicacion: z.string(),
  rem_reencauche: z.number().nullable(),
  rem_proximo: z.number().nullable(),
  total_neumaticos: z.number(),
  neumaticos_reencauchar: z.number(),
  neumaticos_proximos_reencauchar: z.number(),
});
export type RemnantUnitRow = z.infer<typeof remnantUnitRow>;

/**
 * One vehicle type and tyre size of an application (spec 3 §3 'Remnant by size summary'): the tyres counted per
 * whole-mm bucket floor(NSD) in `totalneumaticos_nsk_minimo_{n}` (nskLevelKey), and their total.
 */
export const remnantSizeRow = z.looseObject({
  tipovehiculo: z.string(),
  medida: z.string(),
  total_vehiculo_medidas: z.number(),
});
export type RemnantSizeRow = z.infer<typeof remnantSizeRow>;

/** An application's summary: its thresholds, its size rows, the bucket totals and the tyres per band. */
export const remnantApplication = z.object({
  aplicacion: z.object({
    id: z.number(),
    aplicacion: z.string(),
    rem_reencauche: z.number().nullable(),
    rem_proximo: z.number().nullable(),
  }),
  /** The buckets (whole mm), lowest first, every one from the lowest read to the highest: the columns. */
  niveles: z.array(z.number()),
  datos: z.array(remnantSizeRow),
  /** The column totals: `totalneumaticos_nsk_minimo_{n}` of every size row, and their total. */
  totales: z.looseObject({ total_vehiculo_medidas: z.number() }),
  neumaticos_reencauchar: z.number(),
  neumaticos_proximo_reencauchar: z.number(),
  neumaticos_operativos: z.number(),
  total_general: z.number(),
});
export type RemnantApplication = z.infer<typeof remnantApplication>;

export const remnantByUnitResponse = z.object({
  /** The positions read in any unit of the answer, lowest first: the unit table's columns. */
  posiciones: z.array(z.number()),
  datos: z.array(remnantUnitRow),
  aplicaciones: z.array(remnantApplication),
  resumen: z.object({
    total_neumaticos: z.number(),
    total_neumaticos_reencauchar: z.number(),
    total_neumaticos_proximos_reencauchar: z.number(),
  }),
  /** The spec's empty text when no unit was inspected in the period. */
  mensaje: z.string().nullable(),
});
export type RemnantByUnitResponse = z.infer<typeof remnantByUnitResponse>;
