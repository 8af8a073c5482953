import { z } from 'zod';
import { idSchema } from './fields';
import { pagedResponse } from './paging';
import { optionalIdSchema, pickedIdSchema } from './reports';

/**
 * Tyre comparison (spec 3 §2.12, §3 Comparison tyre, §4 comparison slots and filters, §7
 * reporte/comparativoneumatico and excel/reportecomparativoneumaticos, §9; domain.md §4, §5, §8, §12).
 */

/** Spec 3 §9: picker 6 per page (6/12/18), 5 slots. */
export const TYRE_COMPARISON_PAGE_SIZES = [6, 12, 18] as const;
export const TYRE_COMPARISON_SLOTS = 5;

/** The texts are ours: the spec names the rules (§4) but not their messages. */
export const TYRE_COMPARISON_MSG = {
  neumatico: 'Seleccione un neumático',
  pagina: 'Página no válida',
  porPagina: 'Elija 6, 12 o 18 neumáticos por página',
  busqueda: 'La búsqueda admite hasta 50 caracteres',
  tipoCosto: 'El tipo de costo debe ser 1 (kilómetros) o 2 (horas)',
  eje: 'El eje debe ser 1 (direccional), 2 (tracción) o 3 (eje libre)',
  condicion: 'La condición debe ser N, 1 a 6 o R',
  neumaticos: 'Seleccione de 1 a 5 neumáticos para comparar',
  seleccionePrimero: 'Primero seleccione un neumático de la lista',
  repetido: 'Ese neumático ya está en la comparación',
  otraUnidad:
    'No se pueden comparar neumáticos en kilómetros con neumáticos en horas: elija uno del mismo tipo de costo',
  sinEspacio: 'Las 5 columnas están ocupadas: libere una para agregar otro neumático',
  sinDatos: 'No hay datos disponibles',
  sinSeleccion: 'Seleccione neumáticos de la lista y asígnelos a una columna para compararlos',
} as const;

/** The lives of domain.md §12 in table order: N, R1…R6, R (more than six retreads). */
export const TYRE_LIVES = ['N', 'R1', 'R2', 'R3', 'R4', 'R5', 'R6', 'R'] as const;
export type TyreLife = (typeof TYRE_LIVES)[number];
export const TYRE_LIFE_NAMES: Record<TyreLife, string> = {
  N: 'Nuevo',
  R1: 'Reencauche 1',
  R2: 'Reencauche 2',
  R3: 'Reencauche 3',
  R4: 'Reencauche 4',
  R5: 'Reencauche 5',
  R6: 'Reencauche 6',
  R: 'Más de 6 reencauches',
};

/** Spec 3 §9 axle choices. */
export const AXLE_NAMES: Record<number, string> = { 1: 'Direccional', 2: 'Tracción', 3: 'Eje libre' };

const emptyToNull = (value: unknown) => (value === '' ? null : value);

const tyreIdSchema = pickedIdSchema(TYRE_COMPARISON_MSG.neumatico);

const choice = (values: readonly number[], message: string) =>
  z.preprocess(
    emptyToNull,
    z.coerce
      .number({ error: message })
      .refine((value) => values.includes(value), message)
      .nullish(),
  );

/** POST reporte/neumaticoscomparativo: the picker, paged in SQL, id descending. */
export const tyreComparisonListRequest = z.object({
  id_cliente: idSchema,
  page: z.coerce
    .number({ error: TYRE_COMPARISON_MSG.pagina })
    .int(TYRE_COMPARISON_MSG.pagina)
    .min(1, TYRE_COMPARISON_MSG.pagina)
    .max(1_000_000, TYRE_COMPARISON_MSG.pagina)
    .default(1),
  per_page: z.coerce
    .number({ error: TYRE_COMPARISON_MSG.porPagina })
    .refine(
      (value) => (TYRE_COMPARISON_PAGE_SIZES as readonly number[]).includes(value),
      TYRE_COMPARISON_MSG.porPagina,
    )
    .default(6),
  num_serie: z
    .string({ error: TYRE_COMPARISON_MSG.busqueda })
    .trim()
    .max(50, TYRE_COMPARISON_MSG.busqueda)
    .nullish(),
  id_marca: optionalIdSchema,
  id_modelo: optionalIdSchema,
  id_medida: optionalIdSchema,
  /** 1 km (unit K), 2 hours (unit H). */
  tipo_costo: choice([1, 2], TYRE_COMPARISON_MSG.tipoCosto),
  /** Axle type of the position the tyre runs on, or last ran on. */
  eje: choice([1, 2, 3], TYRE_COMPARISON_MSG.eje),
  /** The current life: N, 1..6 retreads, R more than six. */
  condicion: z.preprocess(
    (value) => (value === '' ? null : typeof value === 'number' ? String(value) : value),
    z.enum(['N', '1', '2', '3', '4', '5', '6', 'R'], { error: TYRE_COMPARISON_MSG.condicion }).nullish(),
  ),
});
export type TyreComparisonListRequest = z.output<typeof tyreComparisonListRequest>;

export const tyreComparisonListItem = z.object({
  id: z.number(),
  num_serie: z.string(),
  marca: z.string(),
  modelo: z.string(),
  medida: z.string(),
  /** The current life: 'N', 'R1'…'R6', 'R'. */
  condicion: z.string(),
  tipo_costo: z.number(),
  /** Axle type of its latest installation (1, 2, 3), null when never installed. */
  eje: z.number().nullable(),
});
export type TyreComparisonListItem = z.infer<typeof tyreComparisonListItem>;
export const tyreComparisonListResponse = pagedResponse(tyreComparisonListItem);
export type TyreComparisonListResponse = z.infer<typeof tyreComparisonListResponse>;

/** POST reporte/comparativoneumatico. */
export const tyreComparisonRequest = z.object({ id_cliente: idSchema, id_neumatico: tyreIdSchema });
export type TyreComparisonRequest = z.output<typeof tyreComparisonRequest>;

/** One life of the tyre: cost (USD), distance (its unit) and cost per unit (null when the distance is 0). */
export const tyreComparisonLife = z.object({
  vida: z.enum(TYRE_LIVES),
  costo: z.number(),
  recorrido: z.number(),
  costo_por_unidad: z.number().nullable(),
});
export type TyreComparisonLife = z.infer<typeof tyreComparisonLife>;

/** Spec 3 §3 Comparison tyre. */
export const tyreComparisonRow = z.object({
  id: z.number(),
  num_serie: z.string(),
  marca: z.string(),
  modelo: z.string(),
  medida: z.string(),
  condicion: z.string(),
  tipo_costo: z.number(),
  /** Always the 8 lives in TYRE_LIVES order (a life the tyre never had: 0, 0, null). */
  vidas: z.array(tyreComparisonLife),
  costo_acumulado: z.number(),
  recorrido_acumulado: z.number(),
  /** costo_acumulado ÷ recorrido_acumulado, 4 decimals; null when nothing ran. */
  costo_por_unidad: z.number().nullable(),
  /** recorrido_acumulado + the distance its current life is projected still to run (domain.md §8). */
  recorrido_proyectado: z.number().nullable(),
});
export type TyreComparisonRow = z.infer<typeof tyreComparisonRow>;

export const tyreComparisonResponse = z.object({ neumatico: tyreComparisonRow });
export type TyreComparisonResponse = z.infer<typeof tyreComparisonResponse>;

/** GET excel/reportecomparativoneumaticos: 1 to 5 ids, as a JSON-ish list, repeated key or "1,2,3". */
export const tyreComparisonExportQuery = z.object({
  id_cliente: idSchema,
  array_id_neumaticos: z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === '') return [];
      if (Array.isArray(value)) return value;
      return String(value)
        .replace(/[[\]\s]/g, '')
        .split(',')
        .filter((part) => part !== '');
    },
    z
      .array(tyreIdSchema, { error: TYRE_COMPARISON_MSG.neumaticos })
      .min(1, TYRE_COMPARISON_MSG.neumaticos)
      .max(TYRE_COMPARISON_SLOTS, TYRE_COMPARISON_MSG.neumaticos)
      .refine((ids) => new Set(ids).size === ids.length, TYRE_COMPARISON_MSG.repetido),
  ),
});
export type TyreComparisonExportQuery = z.output<typeof tyreComparisonExportQuery>;
