import { z } from 'zod';
import { addMonths, EXPORT_EXTENSIONS, EXPORT_RANGE_MONTHS } from '../inspection-report';
import { isoDateSchema } from '../exchange-rate';
import { idSchema, whenFieldsValid } from '../fields';
import { pagedResponse } from '../paging';

/**
 * The detailed report per client (/reportedetalladoporcliente, spec 3 §2 permission 0; design in
 * docs/decisions/0040): every finished inspection of the client in a period, newest first, each with its
 * readings per position (spec 3 §3 'Inspection detail'), and the export of every reading of the period.
 */

/** Spec 3 §5 / §8 texts, and `rangoMaximo` (ours: the export's 12-month range of spec 2 §5 in this report's words). */
export const DETAILED_REPORT_MSG = {
  fechas: 'Por favor, ingresar fechas válidas',
  rango: 'Por favor, ingresar una fecha igual o mayor a la primera fecha seleccionada',
  rangoMaximo: 'El periodo del reporte detallado no puede ser mayor a 12 meses',
  sinDatos: 'No se encontraron inspecciones en el periodo seleccionado',
} as const;

/** Inspections per page of the screen (each unfolds into up to ~20 readings). */
export const DETAILED_REPORT_PER_PAGE = 10;

const plateSchema = z.preprocess(
  (value) => (value == null ? '' : value),
  z.string().trim().max(20, 'La placa debe tener como máximo 20 caracteres'),
);

const detailedReportFields = z.object({
  fecha_inicial: isoDateSchema(DETAILED_REPORT_MSG.fechas, DETAILED_REPORT_MSG.fechas),
  fecha_final: isoDateSchema(DETAILED_REPORT_MSG.fechas, DETAILED_REPORT_MSG.fechas),
  /** '' = every unit; otherwise the units whose plate contains it (any case). */
  placa: plateSchema,
});

type Period = { fecha_inicial: string; fecha_final: string };
// Compared only once both are real days (yyyy-mm-dd compares as text).
const bothValid = whenFieldsValid(['fecha_inicial', 'fecha_final']);
/** End not before start, then end at most 12 months after start, each on fecha_final. */
const withPeriodRules = <T extends z.ZodType<Period>>(schema: T) =>
  schema
    .refine((form) => form.fecha_final >= form.fecha_inicial, {
      path: ['fecha_final'],
      message: DETAILED_REPORT_MSG.rango,
      ...bothValid,
    })
    .refine(
      (form) =>
        form.fecha_final < form.fecha_inicial ||
        form.fecha_final <= addMonths(form.fecha_inicial, EXPORT_RANGE_MONTHS),
      { path: ['fecha_final'], message: DETAILED_REPORT_MSG.rangoMaximo, ...bothValid },
    );

/** The screen's filters (the screen and the server share these rules). */
export const detailedReportFilterForm = withPeriodRules(detailedReportFields);
export type DetailedReportFilterInput = z.input<typeof detailedReportFilterForm>;
export type DetailedReportFilter = z.output<typeof detailedReportFilterForm>;

/** POST reporte/detalladoporcliente: one page of the period's inspections. */
export const detailedReportRequest = withPeriodRules(
  detailedReportFields.extend({
    id_cliente: idSchema,
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    per_page: z.coerce.number().int().min(1).max(50).default(DETAILED_REPORT_PER_PAGE),
  }),
);
export type DetailedReportRequest = z.output<typeof detailedReportRequest>;

/** GET excel/reportedetalladoporcliente: every reading of the period. */
export const detailedReportExportQuery = withPeriodRules(
  detailedReportFields.extend({
    id_cliente: idSchema,
    extension: z.preprocess(
      (value) => (typeof value === 'string' ? value.replace(/^\./, '') : value),
      z.enum(EXPORT_EXTENSIONS).default('xlsx'),
    ),
  }),
);
export type DetailedReportExportQuery = z.output<typeof detailedReportExportQuery>;

/** domain.md §9 band of the NSD by the unit's application thresholds (null: the application has none). */
export const detailedBand = z.enum(['a-reencauchar', 'proximo', 'operativo']).nullable();
/** domain.md §10 pressure status (null: not accessible, or the tyre has no recommended pressure). */
export const detailedPressureStatus = z.enum(['critica', 'baja', 'normal', 'alta']).nullable();
export type DetailedPressureStatus = z.infer<typeof detailedPressureStatus>;

/** The screen's words for the pressure status (ours). */
export const PRESSURE_STATUS_LABELS: Record<NonNullable<DetailedPressureStatus>, string> = {
  critica: 'Crítica',
  baja: 'Baja',
  normal: 'Normal',
  alta: 'Alta',
};

/** One reading of an inspection: spec 3 §3 'Inspection detail' detalle, plus its band and thresholds. */
export const detailedReading = z.object({
  id: z.number(),
  id_inspeccion: z.number(),
  posicion: z.number(),
  marcaneumatico: z.string(),
  medidaneumatico: z.string(),
  modeloneumatico: z.string(),
  disenioneumatico: z.string().nullable(),
  /** N new, 1..6 its retread, R more than 6 (spec 3 §4), of the life it was read in. */
  condicion: z.string(),
  /** The retreading company of the tyre (null when new). */
  razon_social: z.string().nullable(),
  num_serie: z.string(),
  valvula: z.string(),
  accesibilidad: z.number(),
  presionactual: z.number(),
  presion_recomendada: z.number().nullable(),
  estadopresion: detailedPressureStatus,
  remanente_original: z.number(),
  exterior: z.number(),
  medio: z.number().nullable(),
  interior: z.number(),
  nsk_minimo: z.number(),
  banda: detailedBand,
  rem_reencauche: z.number().nullable(),
  rem_proximo: z.number().nullable(),
  recomendacion: z.string(),
});
export type DetailedReading = z.infer<typeof detailedReading>;

/** One inspection of the page: spec 3 §3 'Inspection detail' header with its readings by position. */
export const detailedInspection = z.object({
  id: z.number(),
  codigo: z.string(),
  /** yyyy-mm-dd. */
  fecha_inspeccion: z.string(),
  km_inspeccion: z.number(),
  tipo_costo: z.number(),
  id_vehiculo: z.number(),
  placa: z.string(),
  tipovehiculo: z.string(),
  marcavehiculo: z.string().nullable(),
  aplicacion: z.string().nullable(),
  detalle: z.array(detailedReading),
});
export type DetailedInspection = z.infer<typeof detailedInspection>;

export const detailedReportResponse = pagedResponse(detailedInspection);
export type DetailedReportResponse = z.infer<typeof detailedReportResponse>;
