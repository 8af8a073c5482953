import { z } from 'zod';
import { idSchema } from './fields';
import { MSG } from './messages';
import { optionalIdSchema } from './reports';

/**
 * Comparison of tyres by brand or retread design (spec 3 §2.13, §4, §5, §7 reporte/filtros,
 * reporte/marcas_o_disenios_comparativo, reporte/comparativomarca, excel/reportecomparativomarcas; domain.md §12).
 */

/** Spec 3 §5 says only «required»: these texts are ours. */
export const BRAND_COMPARISON_MSG = {
  tipoCosto: 'Seleccione el tipo de costo',
  condicion: 'Seleccione la condición del neumático',
  columnas: 'Seleccione entre una y cinco marcas o diseños',
  sinDatos: 'No se encontraron datos',
  sinLista: 'No hay neumáticos con recorrido para estos filtros',
} as const;

/** Spec 3 §9: five columns. */
export const BRAND_COMPARISON_SLOTS = 5;

/** tipo_costo (spec 3 §9): 1 km, 2 hours. */
export const BRAND_COMPARISON_COST_TYPES = [
  { id: 1, descripcion: 'Kilómetros' },
  { id: 2, descripcion: 'Horas' },
] as const;
/** condicion_neumatico (spec 3 §4): 1 New, 2 Retreaded, 3 All. */
export const BRAND_CONDITION = { nuevo: 1, reencauchado: 2, todos: 3 } as const;
export const BRAND_COMPARISON_CONDITIONS = [
  { id: 1, descripcion: 'Nuevo' },
  { id: 2, descripcion: 'Reencauchado' },
  { id: 3, descripcion: 'Todos' },
] as const;
/** eje (spec 3 §2.13): 1 Direccional, 2 Tracción, 3 Eje libre. */
export const BRAND_COMPARISON_AXLES = [
  { id: 1, descripcion: 'Direccional' },
  { id: 2, descripcion: 'Tracción' },
  { id: 3, descripcion: 'Eje libre' },
] as const;
/** The retread levels of the filter: 1 to 6, and 7 for more than six (life «R»). */
export const BRAND_RETREAD_LEVEL_MAX = 7;
export const retreadLevelName = (level: number) => (level > 6 ? 'Más de 6' : `Reencauche ${level}`);

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const requiredChoice = (max: number, message: string) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: message }).int(message).min(1, message).max(max, message),
  );

/**
 * A list of ids as the screen sends it (a JSON array) or a query string gives it (the key repeated, one value,
 * or comma-separated); absent or '' = no filter.
 */
const listOf = <T extends z.ZodType>(item: T, max: number, message: string = MSG.solicitudInvalida) =>
  z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === '') return [];
      if (Array.isArray(value)) return value;
      return String(value)
        .split(',')
        .filter((part) => part !== '');
    },
    z.array(item).max(max, message),
  );

const retreadLevelSchema = z.coerce
  .number({ error: MSG.solicitudInvalida })
  .int(MSG.solicitudInvalida)
  .min(1, MSG.solicitudInvalida)
  .max(BRAND_RETREAD_LEVEL_MAX, MSG.solicitudInvalida);

/** The 'Filtrar neumáticos' card: cost type and condition required (spec 3 §5), the rest optional. */
export const brandComparisonFilterForm = z.object({
  tipo_costo: requiredChoice(2, BRAND_COMPARISON_MSG.tipoCosto),
  condicion_neumatico: requiredChoice(3, BRAND_COMPARISON_MSG.condicion),
  eje: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: MSG.solicitudInvalida })
      .int(MSG.solicitudInvalida)
      .min(1, MSG.solicitudInvalida)
      .max(3, MSG.solicitudInvalida)
      .nullish(),
  ),
  modelos: listOf(idSchema, 200),
  medidas: listOf(idSchema, 200),
  aplicacion: optionalIdSchema,
  disenios: listOf(idSchema, 200),
  reencauches: listOf(retreadLevelSchema, BRAND_RETREAD_LEVEL_MAX),
});
export type BrandComparisonFilterInput = z.input<typeof brandComparisonFilterForm>;
export type BrandComparisonFilter = z.output<typeof brandComparisonFilterForm>;

/** POST reporte/filtros {id_cliente}: the option lists of the filters. */
export const brandComparisonOptionsRequest = z.object({ id_cliente: idSchema });
const option = z.object({ id: z.number(), descripcion: z.string() });
export const brandComparisonOptionsResponse = z.object({
  modelos: z.array(option.extend({ marca: z.string() })),
  medidas: z.array(option),
  /** Designs of the client's retreaded lives. */
  disenios: z.array(option),
  /** Retread levels present (1–6, 7 = more than six). */
  reencauches: z.array(z.number()),
  aplicaciones: z.array(option),
});
export type BrandComparisonOptions = z.infer<typeof brandComparisonOptionsResponse>;

/** POST reporte/marcas_o_disenios_comparativo: the selectable brands (or designs) with their tyre count. */
export const brandComparisonListRequest = brandComparisonFilterForm.extend({ id_cliente: idSchema });
export const brandComparisonListItem = z.object({
  id: z.number(),
  descripcion: z.string(),
  cantidad: z.number(),
});
export type BrandComparisonListItem = z.infer<typeof brandComparisonListItem>;
export const brandComparisonListResponse = z.object({
  /** 'marca' when the condition is not retreaded, 'disenio' when it is. */
  agrupacion: z.enum(['marca', 'disenio']),
  data: z.array(brandComparisonListItem),
});
export type BrandComparisonListResponse = z.infer<typeof brandComparisonListResponse>;

/** One column of the comparison (spec 3 §2.13 rows); ratios with no denominator are null («-»). */
export const brandComparisonColumn = z.object({
  id: z.number(),
  marca: z.string().nullable(),
  disenio: z.string().nullable(),
  cantidad: z.number(),
  recorrido_promedio: z.number().nullable(),
  costo_km_promedio: z.number().nullable(),
  costo_promedio: z.number().nullable(),
  desg_km_x_mm: z.number().nullable(),
  km_proyectados: z.number().nullable(),
});
export type BrandComparisonColumn = z.infer<typeof brandComparisonColumn>;

/** POST reporte/comparativomarca: one brand (or design) under the filters. */
export const brandComparisonRequest = brandComparisonListRequest.extend({ id_marca_o_disenio: idSchema });
export type BrandComparisonRequest = z.output<typeof brandComparisonRequest>;
/** `data` is empty (and `mensaje` set) when no tyre of the client counts for that brand or design. */
export const brandComparisonResponse = z.object({
  data: z.array(brandComparisonColumn),
  mensaje: z.string().nullable(),
});
export type BrandComparisonResponse = z.infer<typeof brandComparisonResponse>;

/** GET excel/reportecomparativomarcas: the chosen columns (1 to 5 brand or design ids) and the same filters. */
export const brandComparisonExportQuery = brandComparisonListRequest.extend({
  array_id_neumaticos: listOf(idSchema, BRAND_COMPARISON_SLOTS, BRAND_COMPARISON_MSG.columnas).refine(
    (ids) => ids.length > 0,
    BRAND_COMPARISON_MSG.columnas,
  ),
});
export type BrandComparisonExportQuery = z.output<typeof brandComparisonExportQuery>;

/** The figure rows of the table, shared by the screen and the export: label by cost type, decimals (spec 3 §9). */
export type BrandComparisonFigure = Exclude<keyof BrandComparisonColumn, 'id' | 'marca' | 'disenio'>;
export function brandComparisonRows(
  tipoCosto: number,
): { key: BrandComparisonFigure; label: string; decimals: number }[] {
  const unit = tipoCosto === 2 ? 'h' : 'km';
  return [
    { key: 'cantidad', label: 'Cantidad de neumáticos', decimals: 0 },
    { key: 'recorrido_promedio', label: `Recorrido promedio (${unit})`, decimals: 1 },
    { key: 'costo_km_promedio', label: `Costo por ${unit} promedio (USD/${unit})`, decimals: 4 },
    { key: 'costo_promedio', label: 'Costo promedio (USD)', decimals: 2 },
    { key: 'desg_km_x_mm', label: `Desgaste (${unit} por mm)`, decimals: 1 },
    { key: 'km_proyectados', label: `${unit === 'km' ? 'Km' : 'Horas'} proyectados promedio`, decimals: 1 },
  ];
}
