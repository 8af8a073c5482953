import { z } from 'zod';
import { idSchema } from './fields';
import { partialReading } from './inspection-api';
import { pagedQueryWith, pagedResponse } from './paging';

/**
 * The inspection report's wire (spec 2 §2 /inspeccionreporte, §7 getAllInspectionsMinified, PerIdentifier,
 * inspecciones/list, excel/reporteinspecciones*; issue 12).
 */

// ---------------------------------------------------------------------------------------------------------
// Report (/inspeccionreporte), details and exports
// ---------------------------------------------------------------------------------------------------------

export const INSPECTION_SORTS = ['identificador', 'codigo', 'placa', 'fecha_inspeccion', 'km_inspeccion'] as const;
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

/** excel/reporteinspecciones: one inspection (identificador) or a period (fechaini..fechafin, ≤ 12 months). */
export const EXPORT_EXTENSIONS = ['xlsx', 'csv'] as const;
export const inspectionExportQuery = z.object({
  id_cliente: idSchema,
  id_usuario: idSchema.optional(),
  extension: z.enum(EXPORT_EXTENSIONS).default('xlsx'),
  identificador: idSchema.optional(),
  fechaini: z.string().max(10).optional(),
  fechafin: z.string().max(10).optional(),
});
export const inspectionExportMinifiedQuery = z.object({
  id_cliente: idSchema,
  extension: z.enum(EXPORT_EXTENSIONS).default('xlsx'),
});
