import { z } from 'zod';
import { idSchema } from './fields';
import { inspectionHeaderForm, partialInspectionForm } from './inspections';

/**
 * The wire of the inspection calls (spec 2 §7 `inspecciones/*`; issue 12). The forms' rules live in
 * `inspections.ts`; this file adds what travels with them (client, vehicle, position, the browser's key) and
 * what comes back. Every call carries `id_cliente`; the server checks it against the session.
 */

// ---------------------------------------------------------------------------------------------------------
// Positions and the tyre at a position
// ---------------------------------------------------------------------------------------------------------

/** inspecciones/posiciones: the vehicle's slots with the tyre on each (spec 2 §3 Inspection tyre position). */
export const inspectionPositionsRequest = z.object({ id_cliente: idSchema, id_vehiculo: idSchema });
export const inspectionPosition = z.object({
  posicion: z.number(),
  ubicacion: z.number(),
  id_ejes: z.number(),
  /** '-' when no tyre is mounted there (such a slot is `disabled`). */
  id_neumaticos: z.union([z.number(), z.literal('-')]),
  num_serie: z.string().nullable(),
  /** prox_reencauche of the vehicle's application: the NSD rule's threshold (domain.md §9). */
  rem_proximo: z.number().nullable(),
  disabled: z.boolean(),
});
export type InspectionPosition = z.infer<typeof inspectionPosition>;
export const inspectionPositionsResponse = z.object({
  success: z.object({
    posicion: z.array(inspectionPosition),
    /** For the diagram: the vehicle type's image name and the configuration. */
    id_tipo: z.number(),
    id_configuracion: z.number(),
  }),
});

/** inspecciones/datneumaticos: the mounted tyre of one slot, for the dialog's read-only block. */
export const tyreAtPositionRequest = z.object({
  id_cliente: idSchema,
  id_vehiculo: idSchema,
  ubicacion: z.coerce.number().int().min(1).max(22),
});
export const tyreAtPosition = z.object({
  id_neumaticos: z.number(),
  num_serie: z.string(),
  posicion: z.number(),
  ubicacion: z.number(),
  id_ejes: z.number(),
  eje: z.string(),
  marca: z.string(),
  modelo: z.string(),
  medida: z.string(),
  disenio: z.string().nullable(),
  condicion: z.string(),
  cantidad_reencauche: z.number(),
  empresa_reencauche: z.string().nullable(),
  fecha_reencauche: z.string().nullable(),
  tipo_costo: z.number(),
  km_instalacion: z.number(),
  km_recorrido: z.number(),
  km_proyectado: z.number().nullable(),
  remanente_original: z.number(),
  remanente_actual: z.number(),
  presion_recomendada: z.number(),
  rem_proximo: z.number().nullable(),
  /** The previous reading of this life (§13: a groove may not grow by more than 1 mm), null when none. */
  anterior: z.object({ exterior: z.number(), medio: z.number().nullable(), interior: z.number() }).nullable(),
});
export type TyreAtPosition = z.infer<typeof tyreAtPosition>;
export const tyreAtPositionResponse = z.object({
  success: z.object({ posicion: z.array(tyreAtPosition) }),
  message: z.string(),
});

// ---------------------------------------------------------------------------------------------------------
// Partial readings (one per position)
// ---------------------------------------------------------------------------------------------------------

/** Where a reading belongs, sent with the dialog's fields. `clave` is chosen by the browser once per dialog. */
const readingPlace = z.object({
  id_cliente: idSchema,
  clave: z.uuid('Solicitud inválida'),
  id_vehiculo: idSchema,
  id_neumaticos: idSchema,
  posicion: z.coerce.number().int().min(1).max(22),
  ubicacion: z.coerce.number().int().min(1).max(22),
  km_inspeccion_parcial: z.coerce.number().min(0).max(99_999_999).nullish(),
  /** The spec's calls send 'web'; kept for the mobile app. */
  proyecto: z.string().max(20).optional(),
});

/** storeInspeccion: a new draft reading. The NSD rule's threshold is read by the server, not taken from here. */
export const storeReadingRequest = z.intersection(readingPlace, partialInspectionForm());
export type StoreReadingRequest = z.input<typeof storeReadingRequest>;
/** updateInspeccion: the same, for the reading `id` (a draft, or one of an inspection being edited). */
export const updateReadingRequest = z.intersection(
  readingPlace.extend({ id: idSchema }),
  partialInspectionForm(),
);

/** A stored reading as the dialog, the table and Detalles show it. */
export const partialReading = z.object({
  id: z.number(),
  clave: z.string(),
  id_inspeccion: z.number().nullable(),
  id_vehiculo: z.number(),
  id_neumaticos: z.number(),
  num_serie: z.string(),
  posicion: z.number(),
  /** 'P' plus the position number. */
  d_posicion: z.string(),
  ubicacion: z.number(),
  id_ejes: z.number(),
  tipo_presion: z.string(),
  presion: z.number(),
  valvula: z.string(),
  accesibilidad: z.number(),
  motivo_inaccesibilidad: z.number().nullable(),
  exterior: z.number(),
  medio: z.number().nullable(),
  interior: z.number(),
  nsd: z.number(),
  resultado: z.array(z.string()),
  separaciond: z.string(),
  otros: z.array(z.string()),
  desgirregular: z.array(z.number()),
  parareparar: z.array(z.number()),
  fallasflanco: z.array(z.number()),
  tuercaestado: z.number(),
  tuercacantidad: z.number().nullable(),
  estado: z.number(),
  recomendacion: z.string(),
  /** Stored image name of the photo ('Lista para Reemplazar' / 'Neumático en Mal estado'). */
  ruta: z.string().nullable(),
  marca: z.string(),
  medida: z.string(),
});
export type PartialReading = z.infer<typeof partialReading>;
export const readingResponse = z.object({ inspeccion_actual: partialReading });

/** obtenerInspeccionesParcial: the draft table's rows by id (at most one per slot). */
export const readingsByIdRequest = z.object({
  id_cliente: idSchema,
  array_id_inspecciones: z.array(idSchema).max(22),
});
export const readingsByIdResponse = z.object({ inspecciones: z.array(partialReading) });

/** deleteInspeccion: removes a draft reading (its position is free again). */
export const deleteReadingRequest = z.object({ id_cliente: idSchema, id_inspeccion: idSchema });

// ---------------------------------------------------------------------------------------------------------
// Finishing and editing the header
// ---------------------------------------------------------------------------------------------------------

/** finishedInspectionSimplified: the header and the draft readings it gathers, in one transaction. */
export const finishInspectionRequest = inspectionHeaderForm.extend({
  id_cliente: idSchema,
  id_usuario: idSchema.optional(),
  inspection_id: z.array(idSchema).max(22),
});
export type FinishInspectionRequest = z.input<typeof finishInspectionRequest>;
export const finishInspectionResponse = z.object({ identificador: z.number(), mensaje: z.string() });

/** updateInspectionMinified: the header of a finished inspection. */
export const updateInspectionRequest = inspectionHeaderForm.extend({
  id_cliente: idSchema,
  id_usuario: idSchema.optional(),
  identificador: idSchema,
});

// ---------------------------------------------------------------------------------------------------------
// Server checks (spec 2 §5)
// ---------------------------------------------------------------------------------------------------------

/** validateCodigoInspeccion: `existe` true when another inspection of the client has that code. */
export const codeCheckRequest = z.object({
  id_cliente: idSchema,
  codigo: z.string().trim().max(10),
  /** When editing: the inspection itself does not count. */
  identificador: idSchema.optional(),
});
export const codeCheckResponse = z.object({ existe: z.boolean() });

/** vehiculos/validateFechaInspeccion and vehiculos/validateKilometraje: 'Correcto' / 'KM Correcto' or why not. */
export const inspectionDateCheckRequest = z.object({
  id_cliente: idSchema,
  id_vehiculo: idSchema,
  fecha_inspeccion: inspectionHeaderForm.shape.fecha_inspeccion,
  identificador: idSchema.optional(),
});
export const inspectionKmCheckRequest = z.object({
  id_cliente: idSchema,
  id_vehiculo: idSchema,
  km_inspeccion: inspectionHeaderForm.shape.km_inspeccion,
  identificador: idSchema.optional(),
});
export const checkMessageResponse = z.object({ mensaje: z.string() });

/** inspecciones/validate/duplicate: status 0 when no inspection of the vehicle has that date and km. */
export const duplicateCheckRequest = z.object({
  id_cliente: idSchema,
  id_vehiculo: idSchema,
  fecha_inspeccion: inspectionHeaderForm.shape.fecha_inspeccion,
  km_inspeccion: inspectionHeaderForm.shape.km_inspeccion,
  identificador: idSchema.optional(),
});
export const statusResponse = z.object({
  status: z.union([z.literal(0), z.literal(1)]),
  mensaje: z.string(),
});

/** neumaticos/validateRemanentes: a reading against the tyre's original and previous tread (domain.md §13). */
export const treadCheckRequest = z.object({
  id_cliente: idSchema,
  id_neumatico: idSchema,
  exterior: z.coerce.number().min(0).max(99.99),
  medio: z.coerce.number().min(0).max(99.99).nullish(),
  interior: z.coerce.number().min(0).max(99.99),
  /** The reading being edited does not count as the previous one. */
  id: idSchema.optional(),
});
