import { z } from 'zod';
import { idSchema, INT4_MAX } from './fields';
import { incidentReply } from './incident-answers';
import { pagedQuery, pagedResponse } from './paging';

/** Incident texts of spec 3 §5 and §8; the ones marked "ours" are not in the spec (docs/decisions/0015). */
export const INCIDENT_MSG = {
  descripcionRequerida: 'Descripción es requerido',
  descripcionLarga: 'Descripción debe tener menos de 1000 caracteres',
  neumaticoDuplicado: 'El neumático seleccionado ya a sido agregado',
  placaRequerida: 'La placa del vehículo es requerida',
  serieRequerida: 'La serie de neumático es requerida',
  enviada: 'Incidencia enviada con éxito',
  // ours
  titulo: 'Registrar incidencia',
  soloClientes: 'Solo los usuarios de un cliente pueden registrar incidencias',
  soloInternos: 'Solo el equipo de soporte ve las incidencias',
  imagenInvalida: 'La imagen ya no está disponible; vuelva a adjuntarla',
  imagenRequerida: 'Seleccione una imagen',
  sinIncidencias: 'No hay incidencias',
} as const;

export const INCIDENT_DESCRIPTION_MAX = 1000;
/** Spec 3 §3: up to two images per incident. */
export const INCIDENT_IMAGES_MAX = 2;
/** Bounds the work of one report; the dialog never gets near it. */
export const INCIDENT_PAIRS_MAX = 50;

/** An upload's name as the server answers it: generated hex plus the extension of the detected type. */
export const STORED_IMAGE_NAME = /^[0-9a-f]{32}\.(png|jpg)$/;

const descripcion = z
  .string({ error: INCIDENT_MSG.descripcionRequerida })
  .trim()
  .min(1, INCIDENT_MSG.descripcionRequerida)
  .max(INCIDENT_DESCRIPTION_MAX, INCIDENT_MSG.descripcionLarga);

const imageName = z
  .string()
  .regex(STORED_IMAGE_NAME, INCIDENT_MSG.imagenInvalida)
  .nullish()
  .transform((value) => value ?? null);

/** One vehicle/tyre pair; plate and serial travel for the dialog's list, the server copies its own. */
export const incidentPair = z.object({
  id_vehiculo: z
    .number({ error: INCIDENT_MSG.placaRequerida })
    .int()
    .positive(INCIDENT_MSG.placaRequerida)
    .max(INT4_MAX, INCIDENT_MSG.placaRequerida),
  id_neumatico: z
    .number({ error: INCIDENT_MSG.serieRequerida })
    .int()
    .positive(INCIDENT_MSG.serieRequerida)
    .max(INT4_MAX, INCIDENT_MSG.serieRequerida),
  placa_vehiculo: z.string().max(20).optional(),
  serie_neumatico: z.string().max(50).optional(),
});
export type IncidentPair = z.infer<typeof incidentPair>;

/**
 * The warning of 'Agregar' for a vehicle/tyre pair (spec 3 §5), in the spec's order: vehicle, tyre, duplicate.
 * The dialog and the server share it, so a pair the dialog refuses the server refuses with the same text.
 */
export function pairWarning(
  pair: { id_vehiculo?: number | null; id_neumatico?: number | null },
  added: readonly { id_neumatico: number }[],
): string | null {
  if (!pair.id_vehiculo) return INCIDENT_MSG.placaRequerida;
  if (!pair.id_neumatico) return INCIDENT_MSG.serieRequerida;
  if (added.some((item) => item.id_neumatico === pair.id_neumatico)) return INCIDENT_MSG.neumaticoDuplicado;
  return null;
}

/** The dialog's form: description and the two image slots (names of uploads already made). */
export const incidentForm = z.object({
  descripcion,
  image_one: imageName,
  image_two: imageName,
  aplicativo: z.literal('vue').default('vue'),
});
export type IncidentFormInput = z.input<typeof incidentForm>;

/**
 * POST support/message/email (spec 3 §7: id_usuario, incidente, detalles). `id_usuario` is accepted for the
 * spec's shape but the session's user is the reporter; `id_cliente` is the client the user works on.
 */
export const incidentCreateRequest = z.object({
  id_cliente: idSchema,
  id_usuario: z.number().int().max(INT4_MAX).optional(),
  incidente: incidentForm,
  detalles: z
    .array(incidentPair)
    .max(INCIDENT_PAIRS_MAX)
    .default([])
    .superRefine((pairs, context) => {
      pairs.forEach((pair, index) => {
        if (pairWarning(pair, pairs.slice(0, index)) === INCIDENT_MSG.neumaticoDuplicado)
          context.addIssue({
            code: 'custom',
            path: [index, 'id_neumatico'],
            message: INCIDENT_MSG.neumaticoDuplicado,
          });
      });
    }),
});
export type IncidentCreateRequest = z.input<typeof incidentCreateRequest>;
export type IncidentCreateInput = z.output<typeof incidentCreateRequest>;

export const incidentCreateResponse = z.object({
  success: z.object({ message: z.string(), id: z.number(), identificador: z.string() }),
});

/** POST support/message/image: the stored name to send as image_one / image_two. */
export const incidentImageResponse = z.object({ success: z.object({ nombre: z.string(), url: z.string() }) });

/** The pickers of the dialog: the current client's vehicles by plate, tyres by serial. */
export const incidentLookupQuery = z.object({
  id_cliente: idSchema,
  search: z.string().trim().max(50).default(''),
});
export const incidentVehicleOptions = z.object({
  data: z.array(z.object({ id: z.number(), placa: z.string() })),
});
export const incidentTyreOptions = z.object({
  data: z.array(z.object({ id: z.number(), num_serie: z.string() })),
});
export type IncidentVehicleOption = z.infer<typeof incidentVehicleOptions>['data'][number];
export type IncidentTyreOption = z.infer<typeof incidentTyreOptions>['data'][number];

/** GET incidente/index: the notification menu of internal users, newest first (or oldest with `asc`). */
export const incidentListQuery = pagedQuery
  .pick({ page: true, per_page: true })
  .extend({ sortDirection: z.enum(['asc', 'desc']).default('desc') });
export type IncidentListQuery = z.input<typeof incidentListQuery>;

export const incidentListItem = z.object({
  id: z.number(),
  identificador: z.string(),
  razon_social: z.string(),
  ruc: z.string(),
  usuario: z.string(),
  fecha: z.string(),
  descripcion: z.string(),
  leido: z.boolean(),
  /** 1 abierta, 2 en atención, 3 resuelta (INCIDENT_STATES). */
  estado: z.number(),
});
export type IncidentListItem = z.infer<typeof incidentListItem>;

/** The page plus the badge: incidents this user has not opened yet. */
export const incidentListResponse = pagedResponse(incidentListItem).extend({ no_leidos: z.number() });
export type IncidentListResponse = z.infer<typeof incidentListResponse>;

export const incidentShowParams = z.object({ id: idSchema });

/** Spec 3 §3 response view: identificador, razon_social, ruc, usuario.name, fecha and the pairs. */
export const incidentDetail = z.object({
  id: z.number(),
  identificador: z.string(),
  razon_social: z.string(),
  ruc: z.string(),
  usuario: z.object({ name: z.string(), email: z.string() }),
  fecha: z.string(),
  descripcion: z.string(),
  aplicativo: z.string(),
  /** Where each image is served (protected: fetched with the session's token). */
  images: z.array(z.string()),
  detalles: z.array(
    z.object({
      id_vehiculo: z.number().nullable(),
      id_neumatico: z.number().nullable(),
      vehiculo: z.string(),
      neumatico: z.string(),
    }),
  ),
  emails_respuesta: z.array(z.string()),
  estado: z.number(),
  /** Support's replies, oldest first. */
  respuestas: z.array(incidentReply),
});
export type IncidentDetail = z.infer<typeof incidentDetail>;
export const incidentShowResponse = z.object({ success: incidentDetail });

/**
 * Where a protected upload is served: `stored` is the name kept in the database, folder included
 * ('incidencias/…', 'firmas/…'). The file answers only to users allowed to see it (docs/decisions/0015).
 */
export const protectedFileUrl = (stored: string) => `/api/archivos/${stored}`;
