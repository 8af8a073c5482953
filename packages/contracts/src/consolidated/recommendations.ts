import { z } from 'zod';
import { idSchema, requiredText } from '../fields';
import { optionalIdSchema } from '../reports';
import { consolidatedPeriodShape, monthOrder } from './period';
import { consolidatedRecommendation } from './report';

/** Texts of the recommendations (spec 3 §5, §8); `eliminado` and `aprobado` are ours. */
export const RECOMMENDATION_MSG = {
  vacio: 'El campo Recomendacion no puede ser vacio',
  agregado: 'Agregado con éxito',
  editado: 'Editado con éxito',
  eliminado: 'Eliminado con éxito',
  /** The approved PDF must stay what was approved, so its period's recommendations are frozen. */
  aprobado: 'El reporte del periodo ya fue aprobado',
} as const;

/** The column's length (recomendaciones_reporte.descripcion). */
export const RECOMMENDATION_MAX = 1000;

export const recommendationDescription = requiredText(RECOMMENDATION_MAX, RECOMMENDATION_MSG.vacio);

/**
 * POST recomendacion/store {id_cliente, year, month1, month2, recomendacion: {id?, descripcion}}: without id a new
 * recommendation of the period (grant add), with id an edit of one of the client's (grant edit).
 */
export const recommendationStoreRequest = z
  .object({
    id_cliente: idSchema,
    id_usuario: optionalIdSchema,
    ...consolidatedPeriodShape,
    recomendacion: z.object({ id: optionalIdSchema, descripcion: recommendationDescription }),
  })
  .superRefine(monthOrder);
export type RecommendationStoreRequest = z.input<typeof recommendationStoreRequest>;

export const recommendationStoreResponse = z.object({
  message: z.string(),
  recomendacion: consolidatedRecommendation,
});
export type RecommendationStoreResponse = z.infer<typeof recommendationStoreResponse>;

/** POST recomendacion/delete {id_cliente, id_recomendacion}. */
export const recommendationDeleteRequest = z.object({
  id_cliente: idSchema,
  id_usuario: optionalIdSchema,
  id_recomendacion: idSchema,
});
export type RecommendationDeleteRequest = z.input<typeof recommendationDeleteRequest>;

export const recommendationDeleteResponse = z.object({ message: z.string() });
