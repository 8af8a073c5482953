import { todayInLima } from '@huella/domain';
import { z } from 'zod';
import { isoDateSchema } from './exchange-rate';
import { idSchema, isCalendarDate } from './fields';
import { partialReading } from './inspection-api';
import { pagedQueryWith, pagedResponse } from './paging';

/**
 * The inspection report's wire (spec 2 §2 /inspeccionreporte, §7 getAllInspectionsMinified, PerIdentifier,
 * inspecciones/list, excel/reporteinspecciones*; issue 12).
 */

// ---------------------------------------------------------------------------------------------------------
// Report (/inspeccionreporte), details and exports
// ---------------------------------------------------------------------------------------------------------

export const INSPECTION_SORTS = [
  'identificador',
  'codigo',
  'placa',
  'fecha_inspeccion',
  'km_inspeccion',
] as const;
export type InspectionSort = (typeof INSPECTION_SORTS)[number];
/** getAllInspectionsMinified: spec 2 §9, 10 by default, sorted by identificador descending. */
export const inspectionListQuery = pagedQueryWith(INSPECTION_SORTS).extend({
  id_cliente: idSchema,
  sortDirection: z.enum(['asc', 'desc']).default('desc'),
});
export const inspectionRow = z.object({
  id: z.number(),
  identificador: z.number(),
  codigo: z.string().nullable(),
  insp_codigo: z.string(),
  id_vehiculo: z.number(),
  placa: z.string(),
  vehi_codigo: z.string().nullable(),
  vehi_tipo: z.string(),
  fecha_inspeccion: z.string(),
  /** dd/mm/yyyy. */
  fecha_inspeccion_local: z.string(),
  km_inspeccion: z.number(),
  tipo_costo: z.number(),
  id_planta: z.number().nullable(),
  planta: z.string().nullable(),
  repuesto: z.number(),
  portallantas: z.number(),
  neumaticos: z.number(),
  usuario: z.string().nullable(),
});
export type InspectionRow = z.infer<typeof inspectionRow>;
export const inspectionListResponse = pagedResponse(inspectionRow);

/** getAllInspectionsMinifiedPerIdentifier/{id}: the header and its readings (edit and Detalles). */
export const inspectionDetailQuery = z.object({ id_cliente: idSchema });
export const inspectionDetailResponse = z.object({
  inspeccion: inspectionRow.extend({ id_configuracion: z.number(), id_tipo: z.number() }),
  detalles: z.array(partialReading),
});

/** inspecciones/list: the vehicle options of the header (spec 2 §3 Vehicle option), searched by plate or code. */
export const vehicleOptionsRequest = z.object({
  id_cliente: idSchema,
  search: z.string().trim().max(50).optional(),
});
export const vehicleOption = z.object({
  value: z.number(),
  label: z.string(),
  placa: z.string(),
  codigo: z.string().nullable(),
  tipovehiculo: z.string(),
  id_configuracion: z.number(),
  id_tipo: z.number(),
  id_planta: z.number().nullable(),
  tipo_costo: z.number(),
});
export type VehicleOption = z.infer<typeof vehicleOption>;
export const vehicleOptionsResponse = z.object({ vehiculos: z.array(vehicleOption) });

// ---------------------------------------------------------------------------------------------------------
// Exports
// ---------------------------------------------------------------------------------------------------------

/** Texts of the 'Exportar General' period (spec 2 §5 gives the rules, not the words: these are ours). */
export const INSPECTION_EXPORT_MSG = {
  inicioRequerido: 'Fecha de inicio es requerida',
  finRequerido: 'Fecha de fin es requerida',
  fechaInvalida: 'La fecha debe tener el formato aaaa-mm-dd',
  finAntesDeInicio: 'La fecha de fin no puede ser anterior a la fecha de inicio',
  rangoMaximo: 'El periodo no puede ser mayor a 12 meses',
  finFuturo: 'La fecha de fin no puede ser posterior a hoy',
  inicioFuturo: 'La fecha de inicio no puede ser posterior a hoy',
  sinInspeccion: 'Indique la inspección o el periodo a exportar',
} as const;

export const EXPORT_EXTENSIONS = ['xlsx', 'csv'] as const;

/** Spec 2 §9: the general export covers at most 12 months. */
export const EXPORT_RANGE_MONTHS = 12;

/** A yyyy-mm-dd date moved by whole months; a day the target month lacks becomes its last day (29/02 → 28/02). */
export function addMonths(iso: string, months: number): string {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/**
 * The period rules of spec 2 §5 (end not before start; end at most 12 months after start and not in the
 * future; start not after today), each reported on its field. `today` is Lima's (domain calendar), read when the
 * check runs so a long-open dialog and the server agree on the day.
 */
function checkExportRange(range: { fechaini: string; fechafin: string }, ctx: z.RefinementCtx) {
  const today = todayInLima();
  const { fechaini, fechafin } = range;
  if (!isCalendarDate(fechaini) || !isCalendarDate(fechafin)) return;
  if (fechaini > today)
    ctx.addIssue({ code: 'custom', path: ['fechaini'], message: INSPECTION_EXPORT_MSG.inicioFuturo });
  if (fechafin < fechaini)
    ctx.addIssue({ code: 'custom', path: ['fechafin'], message: INSPECTION_EXPORT_MSG.finAntesDeInicio });
  else if (fechafin > addMonths(fechaini, EXPORT_RANGE_MONTHS))
    ctx.addIssue({ code: 'custom', path: ['fechafin'], message: INSPECTION_EXPORT_MSG.rangoMaximo });
  else if (fechafin > today)
    ctx.addIssue({ code: 'custom', path: ['fechafin'], message: INSPECTION_EXPORT_MSG.finFuturo });
}

/** 'Exportar General': the period's two dates (yyyy-mm-dd). The web dialog and the server use this one schema. */
export const inspectionExportRangeForm = z
  .object({
    fechaini: isoDateSchema(INSPECTION_EXPORT_MSG.inicioRequerido, INSPECTION_EXPORT_MSG.fechaInvalida),
    fechafin: isoDateSchema(INSPECTION_EXPORT_MSG.finRequerido, INSPECTION_EXPORT_MSG.fechaInvalida),
  })
  .superRefine(checkExportRange);
export type InspectionExportRangeInput = z.input<typeof inspectionExportRangeForm>;

/** Spec 2 §7 sends `extension`; '.xlsx' and 'xlsx' are both taken (the other exports send the dot). */
const exportExtension = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(/^\./, '') : value),
  z.enum(EXPORT_EXTENSIONS).default('xlsx'),
);

/**
 * excel/reporteinspecciones: one inspection (identificador) or a period (fechaini..fechafin, the rules of
 * `inspectionExportRangeForm`, answered as 422 with its messages).
 */
export const inspectionExportQuery = z
  .object({
    id_cliente: idSchema,
    id_usuario: idSchema.optional(),
    extension: exportExtension,
    identificador: idSchema.optional(),
    fechaini: z.string().max(10).optional(),
    fechafin: z.string().max(10).optional(),
  })
  .superRefine((query, ctx) => {
    if (query.identificador !== undefined) return;
    if (query.fechaini === undefined && query.fechafin === undefined) {
      ctx.addIssue({ code: 'custom', path: ['fechaini'], message: INSPECTION_EXPORT_MSG.sinInspeccion });
      return;
    }
    const range = inspectionExportRangeForm.safeParse({
      fechaini: query.fechaini ?? '',
      fechafin: query.fechafin ?? '',
    });
    for (const issue of range.error?.issues ?? [])
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
export type InspectionExportQuery = z.infer<typeof inspectionExportQuery>;

/** excel/reporteinspeccionesminified: the report's rows, one per inspection. */
export const inspectionExportMinifiedQuery = z.object({
  id_cliente: idSchema,
  extension: exportExtension,
});
