import { z } from 'zod';
import { idSchema } from './fields';
import { pickedIdSchema, WEAR_HISTORY_MSG, wearHistorySchema } from './reports';
import { pagedResponse } from './paging';

/**
 * Tyre wear curve (spec 3 §2.7, §3 Curve tyre, §7 reporte/curvaremanenteneumatico, §9; domain.md §4, §5, §8).
 * The tyre with the wear figures of its current life, and its readings as one series per life.
 */

/** Ours: the spec names only the empty table text (§8) for this screen. */
export const TYRE_WEAR_MSG = {
  neumatico: 'Seleccione un neumático',
  historial: WEAR_HISTORY_MSG,
  pagina: 'Página no válida',
  busqueda: 'La búsqueda admite hasta 50 caracteres',
  sinDatos: 'No hay datos disponibles',
  sinNeumatico: 'Seleccione un neumático de la lista para ver su curva de desgaste',
  sinInspecciones: 'Este neumático aún no tiene inspecciones en su vida actual',
} as const;

/** Spec 3 §9: the wear-curve tyre list shows 5 per page. */
export const TYRE_WEAR_PAGE_SIZE = 5;

/** The state message of a tyre by its remnant band (domain.md §9), or why it has none. */
export const TYRE_WEAR_STATE = {
  aReencauchar: 'Neumático a reencauchar: su remanente llegó al límite de reencauche',
  proximo: 'Neumático próximo a reencauchar',
  operativo: 'Neumático operativo',
  sinLectura: 'Sin inspecciones en su vida actual',
  scrap: 'Neumático en scrap: ya no rueda, las cifras son las de su última vida',
  sinLimite:
    'Sin límite de reencauche: el neumático no ha rodado en una aplicación con remanentes configurados',
} as const;

const tyreIdSchema = pickedIdSchema(TYRE_WEAR_MSG.neumatico);

/** POST reporte/curvaremanenteneumatico. */
export const tyreWearCurveRequest = z.object({
  id_cliente: idSchema,
  id_neumatico: tyreIdSchema,
  inspecciones_antiguas: wearHistorySchema,
});
export type TyreWearCurveRequest = z.output<typeof tyreWearCurveRequest>;

/** Spec 3 §3 Curve tyre, plus what the cards need. Distances in the tyre's unit (K km, H hours); null = "-". */
export const wearCurveTyre = z.object({
  id: z.number(),
  num_serie: z.string(),
  marca: z.string(),
  modelo: z.string(),
  medida: z.string(),
  disenio: z.string().nullable(),
  estado: z.number(),
  descripcion_estado: z.string(),
  /** 'K' kilometres or 'H' hours; tipo_costo 1 or 2 the same, as the vehicle screens name it. */
  unidad_medida: z.enum(['K', 'H']),
  tipo_costo: z.number(),
  /** The current life: 'N', 'R1'… */
  vida: z.string(),
  remanente_original: z.number(),
  /** NSD of the last accepted reading of the current life; null without one. */
  remanente_actual: z.number().nullable(),
  remanente_limite: z.number().nullable(),
  /** Remaining usable tread, 0–100 (domain.md §8). */
  porcentaje: z.number().nullable(),
  /** Wear %: 100 − porcentaje. */
  desgaste: z.number().nullable(),
  /** Distance of the current life (domain.md §4). */
  rendimiento: z.number(),
  desgaste_km_mm: z.number().nullable(),
  km_proyectado: z.number().nullable(),
  km_restante: z.number().nullable(),
  /** Cost of the current life in USD (domain.md §5) and that ÷ km_proyectado, 4 decimals. */
  costo_vida: z.number(),
  costo_por_unidad: z.number().nullable(),
  /** Why its last installation record was closed ('Por rotación'…), null while installed or never installed. */
  motivo: z.string().nullable(),
  mensaje_estado_neumatico: z.string(),
});
export type WearCurveTyre = z.infer<typeof wearCurveTyre>;

/** One life's readings: [distance of the life when read, NSD mm]; the first is its original tread at 0. */
export const wearCurveLife = z.object({
  /** 0 new, 1 first retread… */
  vida: z.number(),
  /** 'Nuevo', 'Reencauche 1'… */
  nombre: z.string(),
  actual: z.boolean(),
  remanente_original: z.number().nullable(),
  puntos: z.array(z.tuple([z.number(), z.number()])),
});
export type WearCurveLife = z.infer<typeof wearCurveLife>;

export const tyreWearCurveResponse = z.object({
  neumatico: wearCurveTyre,
  /** The current life first, then the earlier ones (only with inspecciones_antiguas), newest first. */
  vidas: z.array(wearCurveLife),
});
export type TyreWearCurveResponse = z.infer<typeof tyreWearCurveResponse>;

/** POST reporte/curvaneumaticos: the screen's tyre list, id descending, searched by serial. */
export const wearCurveTyreListRequest = z.object({
  id_cliente: idSchema,
  page: z.coerce
    .number({ error: TYRE_WEAR_MSG.pagina })
    .int(TYRE_WEAR_MSG.pagina)
    .min(1, TYRE_WEAR_MSG.pagina)
    .max(1_000_000, TYRE_WEAR_MSG.pagina)
    .default(1),
  num_serie: z
    .string({ error: TYRE_WEAR_MSG.busqueda })
    .trim()
    .max(50, TYRE_WEAR_MSG.busqueda)
    .optional()
    .nullable(),
});
export type WearCurveTyreListRequest = z.output<typeof wearCurveTyreListRequest>;

export const wearCurveTyreItem = z.object({
  id: z.number(),
  num_serie: z.string(),
  marca: z.string(),
  medida: z.string(),
  vida: z.string(),
  unidad_medida: z.string(),
  descripcion_estado: z.string(),
});
export type WearCurveTyreItem = z.infer<typeof wearCurveTyreItem>;

export const wearCurveTyreListResponse = pagedResponse(wearCurveTyreItem);
export type WearCurveTyreListResponse = z.infer<typeof wearCurveTyreListResponse>;
