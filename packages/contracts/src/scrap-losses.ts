import { z } from 'zod';
import { isoDateSchema } from './exchange-rate';
import { idSchema, whenFieldsValid } from './fields';
import { optionalIdSchema } from './reports';

/** Scrap losses (spec 3 §2.11, §3 Scrap loss row, §5, §7 reporte/perdidasscrap; domain.md §11). */

/** Spec 3 §5 and §8, word for word. */
export const SCRAP_LOSS_MSG = {
  fechas: 'Por favor, ingresar fechas válidas',
  rango: 'Por favor, ingresar una fecha igual o mayor a la primera fecha seleccionada',
  sinDatos: 'No hay datos para pérdidas por scrap',
} as const;

/** The tyre condition codes of the reports (spec 3 §4): N new, 1 to 6 retreads, R more than 6. */
export const SCRAP_LOSS_CONDITIONS = ['N', '1', '2', '3', '4', '5', '6', 'R'] as const;
export type ScrapLossCondition = (typeof SCRAP_LOSS_CONDITIONS)[number];
/** The labels of the condition select (ours: the spec gives the codes only). */
export const SCRAP_LOSS_CONDITION_LABELS: Record<ScrapLossCondition, string> = {
  N: 'Nuevo',
  '1': 'Reencauche 1',
  '2': 'Reencauche 2',
  '3': 'Reencauche 3',
  '4': 'Reencauche 4',
  '5': 'Reencauche 5',
  '6': 'Reencauche 6',
  R: 'Más de 6 reencauches',
};

/** '' (the select's «Todos»), null or absent = every condition. */
const conditionSchema = z.preprocess(
  (value) => (value === '' ? null : value),
  z.enum(SCRAP_LOSS_CONDITIONS).nullish(),
);

/** Most rows one answer (and one export) carries; the answer says when the period had more (`limitado`). */
export const SCRAP_LOSS_ROW_LIMIT = 5000;

const scrapLossFields = z.object({
  id_marca: optionalIdSchema,
  id_modelo: optionalIdSchema,
  id_medida: optionalIdSchema,
  condicion: conditionSchema,
  fecha_inicial: isoDateSchema(SCRAP_LOSS_MSG.fechas, SCRAP_LOSS_MSG.fechas),
  fecha_final: isoDateSchema(SCRAP_LOSS_MSG.fechas, SCRAP_LOSS_MSG.fechas),
});
const endNotBeforeStart = (form: { fecha_inicial: string; fecha_final: string }) =>
  form.fecha_final >= form.fecha_inicial;
const rangeIssue = {
  path: ['fecha_final'],
  message: SCRAP_LOSS_MSG.rango,
  // Compared only once both dates are real days (yyyy-mm-dd compares as text).
  ...whenFieldsValid(['fecha_inicial', 'fecha_final']),
};

/**
 * The screen's filters (spec 3 §5): both dates required and real days ('Por favor, ingresar fechas válidas'),
 * the end not before the start (its own message, on fecha_final). The screen and the server share these rules.
 */
export const scrapLossFilterForm = scrapLossFields.refine(endNotBeforeStart, rangeIssue);
export type ScrapLossFilterInput = z.input<typeof scrapLossFilterForm>;
export type ScrapLossFilter = z.output<typeof scrapLossFilterForm>;

/** POST reporte/perdidasscrap (JSON body) and GET excel/reporteperdidasscrap (query string): the same fields. */
export const scrapLossRequest = scrapLossFields
  .extend({ id_cliente: idSchema })
  .refine(endNotBeforeStart, rangeIssue);
export type ScrapLossRequest = z.output<typeof scrapLossRequest>;

/** Spec 3 §3 Scrap loss row; money in USD with 2 decimals, tread in mm. */
export const scrapLossRow = z.object({
  id: z.number(),
  id_neumatico: z.number(),
  num_serie: z.string(),
  serie_cliente: z.string().nullable(),
  marca: z.string(),
  modelo: z.string(),
  medida: z.string(),
  /** The scrapped life: N, R1…R6, R (more than 6). */
  condicion: z.string(),
  /** yyyy-mm-dd. */
  fecha_scrap: z.string(),
  motivo: z.string(),
  remanente_original: z.number(),
  remanente_final: z.number(),
  remanente_limite: z.number(),
  /** Cost of the scrapped life (USD). */
  costo: z.number(),
  /** domain.md §11: costo × max(0, final − límite) ÷ (original − límite), as recorded at scrap. */
  costo_perdido: z.number(),
});
export type ScrapLossRow = z.infer<typeof scrapLossRow>;

export const scrapLossTotals = z.object({
  cantidad: z.number(),
  costo: z.number(),
  costo_perdido: z.number(),
});
export type ScrapLossTotals = z.infer<typeof scrapLossTotals>;

/**
 * Every row of the period (newest scrap first) up to SCRAP_LOSS_ROW_LIMIT, and the totals of the whole period
 * (also when the rows were cut: `limitado`). `mensaje` is the spec's empty text when there are no rows.
 */
export const scrapLossResponse = z.object({
  data: z.array(scrapLossRow),
  totales: scrapLossTotals,
  total: z.number(),
  limitado: z.boolean(),
  mensaje: z.string().nullable(),
});
export type ScrapLossResponse = z.infer<typeof scrapLossResponse>;
