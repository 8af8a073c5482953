import { z } from 'zod';
import { idSchema, requiredText } from './fields';
import { pagedQueryWith, pagedResponse } from './paging';

/** Plant texts of spec 2 §5 and the answers of §7 (the in-use and duplicate texts are ours: spec silent). */
export const PLANT_MSG = {
  nombreRequerido: 'El nombre es requerido',
  direccionRequerida: 'La dirección es requerida',
  duplicada: 'Ya existe una planta con ese nombre',
  enUso: (nombre: string, usos: string[]) =>
    `No se puede eliminar la planta ${nombre} porque tiene ${usos.join(', ')} asociados`,
} as const;

/** The plant form ('Nueva Planta' / 'Editar Planta'); `id` present when editing. */
export const plantForm = z.object({
  id: idSchema.nullish(),
  nombre: requiredText(150, PLANT_MSG.nombreRequerido),
  direccion: requiredText(255, PLANT_MSG.direccionRequerida),
});
export type PlantForm = z.infer<typeof plantForm>;

/** POST plantas/store: create (no id) and edit (with id). */
export const plantStoreRequest = z.object({ id_cliente: idSchema, planta: plantForm });
export const plant = z.object({
  id: z.number(),
  nombre: z.string(),
  direccion: z.string(),
  cliente: z.string(),
  /** Registration date (created_at), ISO 8601. */
  fecha: z.string(),
});
export type Plant = z.infer<typeof plant>;
export const plantStoreResponse = z.object({ message: z.string(), planta: plant });

/** POST plantas/delete. */
export const plantDeleteRequest = z.object({ id_cliente: idSchema, id_planta: idSchema });
export const plantDeleteResponse = z.object({ message: z.string() });

/** POST plantas/index: the plants table (10 a page, spec 2 §9), server-paged with search. */
export const PLANT_SORTS = ['id', 'nombre', 'direccion', 'fecha'] as const;
export const plantListRequest = pagedQueryWith(PLANT_SORTS).extend({ id_cliente: idSchema });
export const plantListResponse = pagedResponse(plant);

/** GET plantas/opciones: 'Plant option' (id, nombre) for selectors (vehicle, inspection). */
export const plantOptionsQuery = z.object({ id_cliente: idSchema });
export const plantOptionsResponse = z.object({
  data: z.array(z.object({ id: z.number(), nombre: z.string() })),
});
