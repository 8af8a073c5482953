import { z } from 'zod';
import { isoDateSchema } from '../exchange-rate';
import { idSchema, whenFieldsValid } from '../fields';

/**
 * The marketing reports' shared filter card (spec 3 §2.17, §3 'Marketing filter', §5) and the ETL inspections
 * export of /marketing (§2.18). What each report counts: docs/decisions/0042-marketing-reports.md.
 */

export const MARKETING_MSG = {
  /** Spec 3 §5 (the ETL export's words; the marketing filter's dates use the same ones). */
  fechaInicio: 'La fecha de inicio es requerido',
  fechaFin: 'La fecha de fin es requerido',
  /** Spec 3 §5: start after end, no query. */
  rango: 'La fecha final debe ser mayor a la fecha inicial',
  // Ours (spec silent).
  fechaInvalida: 'La fecha debe tener el formato aaaa-mm-dd',
  condicion: 'Seleccione la condición',
  soloReencauchado: 'La exportación ETL solo ofrece neumáticos reencauchados',
  nsdInvalido: 'El remanente mínimo debe ser un número entero de milímetros',
} as const;

/** Spec 3 §2.17: the filter's condition codes (not the tyre's `nuevo` column by chance: the same codes). */
export const MARKETING_CONDITION = { reencauchado: 0, nuevo: 1 } as const;
export const MARKETING_CONDITIONS = [
  { id: MARKETING_CONDITION.reencauchado, descripcion: 'Reencauchado' },
  { id: MARKETING_CONDITION.nuevo, descripcion: 'Nuevo' },
] as const;

/** Summary tables show the top 10 rows (spec 3 §2.17, §9); each answer's `resumen` is that cut. */
export const MARKETING_SUMMARY_ROWS = 10;

/** Up to this many ids per multi-select: a catalogue is hundreds of rows, not thousands. */
const MAX_PICKED = 500;

/** 0 or 1, as a number or a numeric string (selects send strings); '' or missing asks for it. */
const conditionSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z.union([z.literal(0), z.literal(1)], { error: MARKETING_MSG.condicion }),
);

/** An optional multi-select: absent, null or '' is "all"; otherwise the picked ids. */
const pickedIds = z.preprocess(
  (value) => (value == null || value === '' ? [] : value),
  z.array(idSchema).max(MAX_PICKED),
);

/**
 * RTD min (NSD, domain.md §8) in whole millimetres: a tyre matches value v when its reading's NSD is in
 * [v, v + 1), the buckets of the remnant-by-size summary (domain.md §9). Readings are under 100 mm.
 */
const nsdBuckets = z.preprocess(
  (value) => (value == null || value === '' ? [] : value),
  z
    .array(
      z.coerce
        .number({ error: MARKETING_MSG.nsdInvalido })
        .int(MARKETING_MSG.nsdInvalido)
        .min(0, MARKETING_MSG.nsdInvalido)
        .max(99, MARKETING_MSG.nsdInvalido),
    )
    .max(100),
);

/** A boolean, or 0/1 and 'true'/'false' as the legacy screens send it; absent is false. */
const flagSchema = z.preprocess(
  (value) =>
    value === 1 || value === '1' || value === 'true'
      ? true
      : value === 0 || value === '0' || value === 'false' || value === '' || value == null
        ? false
        : value,
  z.boolean(),
);

const dates = {
  fechainicio: isoDateSchema(MARKETING_MSG.fechaInicio, MARKETING_MSG.fechaInvalida),
  fechafin: isoDateSchema(MARKETING_MSG.fechaFin, MARKETING_MSG.fechaInvalida),
};
type Period = { fechainicio: string; fechafin: string };
/** Start not after end (the same day is one day's readings); compared only once both are real days. */
const startNotAfterEnd = <T extends z.ZodType<Period>>(schema: T) =>
  schema.refine((form) => form.fechainicio <= form.fechafin, {
    path: ['fechafin'],
    message: MARKETING_MSG.rango,
    ...whenFieldsValid(['fechainicio', 'fechafin']),
  });

/**
 * The filter card (spec 3 §3 'Marketing filter'), sent to every report endpoint and its export. Empty
 * multi-selects mean "all". `reporteagrupado` concerns the two grouped reports (designs per company, sizes and
 * clients per sector): true gives each row's porcentaje within its group (each group adds to 100), false its
 * share of the whole answer. The other reports ignore it.
 */
export const marketingFilter = startNotAfterEnd(
  z.object({
    condicion: conditionSchema,
    ...dates,
    empresareencauchadora: pickedIds,
    nsdminimo: nsdBuckets,
    medida: pickedIds,
    sector: pickedIds,
    reporteagrupado: flagSchema,
  }),
);
export type MarketingFilterInput = z.input<typeof marketingFilter>;
export type MarketingFilter = z.output<typeof marketingFilter>;

/**
 * POST excel/reporteetlinspecciones {fechainicio, fechafin, condicion} (spec 3 §2.18, §5, §7): every matching
 * reading, one row each. /marketing offers only Reencauchado, so the server refuses the other condition.
 * Spec 3 §5 has the screen only log an end before the start; the server refuses it with the filters' message.
 */
export const etlExportRequest = startNotAfterEnd(
  z.object({
    ...dates,
    condicion: conditionSchema.refine((value) => value === MARKETING_CONDITION.reencauchado, {
      message: MARKETING_MSG.soloReencauchado,
    }),
  }),
);
export type EtlExportRequestInput = z.input<typeof etlExportRequest>;
export type EtlExportRequest = z.output<typeof etlExportRequest>;

/** POST etl/inspeccionesxcliente: the period (condition optional) whose inspections the ETL screen counts. */
export const inspectionsByClientRequest = startNotAfterEnd(
  z.object({ ...dates, condicion: conditionSchema.optional() }),
);
export type InspectionsByClientRequest = z.output<typeof inspectionsByClientRequest>;

/** POST etl/filtrosReportesMarketing: no filter of its own (the options depend only on the user's clients). */
export const marketingOptionsRequest = z.object({}).loose();
