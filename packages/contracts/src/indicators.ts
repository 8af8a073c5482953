import { z } from 'zod';
import { idSchema } from './fields';
import { optionalIdSchema, reportCriterion, reportExportQuery, reportYearSchema } from './reports';

/**
 * The indicators (spec 3 §2.2–§2.3, §3 Cost per km and Home cost row, §7 indicador/*,
 * reporte/detalles_costo_por_kilometro, neumaticomarca/index; domain.md §5–§7).
 */

export const COST_UNITS = ['K', 'H'] as const;
export type CostUnit = (typeof COST_UNITS)[number];
export const COST_UNIT_LABELS: Record<CostUnit, string> = { K: 'Kilómetros', H: 'Horas' };

/** A brand filter: empty ('' from a select or a query string), null or absent = every brand. */
const brandFilter = optionalIdSchema;

/** indicador/costo_por_kilometro: cost type K/H (default K), year, brand (empty = every brand). */
export const costPerKmRequest = z.object({
  id_cliente: idSchema,
  year: reportYearSchema,
  marca: brandFilter,
  unidadmedida: z.enum(COST_UNITS).default('K'),
});
export type CostPerKmRequest = z.infer<typeof costPerKmRequest>;

/** One month's lot of a row (domain.md §5); null indicador when the lot is empty. */
export const costLotMonth = z.object({
  mes: z.number(),
  total_lote: z.number(),
  suma_precio: z.number(),
  suma_km_recorrido: z.number(),
  indicador: z.number().nullable(),
});

/** A row per brand / model / size: indicador_mes_1..12 as the spec names them, plus the year's ratio. */
export const costPerKmRow = z
  .object({
    id_marca: z.number(),
    id_modelo: z.number(),
    id_medida: z.number(),
    marca: z.string(),
    modelo: z.string(),
    medida: z.string(),
    criterio: reportCriterion.nullable(),
    /** The year's figure of the row: Σ price ÷ Σ km over its monthly lots. */
    indicador: z.number().nullable(),
    total_lote: z.number(),
    suma_precio: z.number(),
    suma_km_recorrido: z.number(),
    meses: z.array(costLotMonth),
  })
  .extend(
    Object.fromEntries(
      Array.from({ length: 12 }, (_, index) => [`indicador_mes_${index + 1}`, z.number().nullable()]),
    ) as Record<`indicador_mes_${number}`, z.ZodNullable<z.ZodNumber>>,
  );
export type CostPerKmRow = z.infer<typeof costPerKmRow>;

export const costPerKmResponse = z.object({
  success: z.object({
    datos: z.array(costPerKmRow),
    /** The year's KPI: ratio of the yearly sums over every row (not an average of months). */
    kpi: z.object({
      total_lote: z.number(),
      suma_precio: z.number(),
      suma_km_recorrido: z.number(),
      indicador: z.number().nullable(),
    }),
    /** 'No se registraron los Indicadores del Costo x Kilometro' when there is no lot in the year. */
    mensaje: z.string().nullable(),
  }),
});
export type CostPerKmResponse = z.infer<typeof costPerKmResponse>;

/** reporte/detalles_costo_por_kilometro {id_cliente, year}: every monthly lot (home 'Ver más'), K units. */
export const costDetailsRequest = z.object({
  id_cliente: idSchema,
  year: reportYearSchema,
  unidadmedida: z.enum(COST_UNITS).default('K'),
});
export const costDetailRow = z.object({
  marca: z.string(),
  modelo: z.string(),
  medida: z.string(),
  total_lote: z.number(),
  suma_precio: z.number(),
  promedio_precio: z.number().nullable(),
  suma_km_recorrido: z.number(),
  promedio_km_recorrido: z.number().nullable(),
  indicador: z.number().nullable(),
  /** YYYY-MM. */
  fecha_mes: z.string(),
});
export type CostDetailRow = z.infer<typeof costDetailRow>;
export const costDetailsResponse = z.object({ success: z.object({ detalles: z.array(costDetailRow) }) });

/** indicador/indice_reencauche and indicador/indice_reencauchabilidad {year}. */
export const retreadIndexRequest = z.object({ id_cliente: idSchema, year: reportYearSchema });

/**
 * A month of a retread indicator (domain.md §7): the lives started that month (scrapped tyres excluded), how
 * many of them are retreads and the sum of their retread numbers (R>6 counts 7). indicador: the index as a
 * fraction (× 100 on screen) or the retreadability; null without lives.
 */
export const retreadMonth = z.object({
  mes: z.number(),
  nombre: z.string(),
  vidas: z.number(),
  vidas_reencauchadas: z.number(),
  suma_reencauches: z.number(),
  indicador: z.number().nullable(),
});
export type RetreadMonth = z.infer<typeof retreadMonth>;
export const retreadIndexResponse = z.object({
  success: z.object({
    meses: z.array(retreadMonth),
    /** The year's figure over the year's population. */
    anual: retreadMonth.omit({ mes: true, nombre: true }),
    criterio: reportCriterion.nullable(),
    mensaje: z.string().nullable(),
  }),
});
export type RetreadIndexResponse = z.infer<typeof retreadIndexResponse>;

/** neumaticomarca/index (client): the brands the client's tyres carry, for the filters. */
export const brandOptionsRequest = z.object({ id_cliente: idSchema });
export const brandOptionsResponse = z.object({
  data: z.array(z.object({ id: z.number(), descripcion: z.string() })),
});

/** GET excel/reporteindicadorcostokmhr. */
export const costPerKmExportQuery = reportExportQuery.extend({
  year: reportYearSchema,
  marca: brandFilter,
  unidadmedida: z.enum(COST_UNITS).default('K'),
});
/** GET excel/reporteindicereencauche, excel/reporteindicereencauchabilidad. */
export const retreadIndexExportQuery = reportExportQuery.extend({ year: reportYearSchema });
