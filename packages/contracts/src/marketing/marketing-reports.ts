import { z } from 'zod';

/**
 * The answers of the marketing reports (spec 3 §2.17, §3 'Marketing rows', §7 etl/*), with the spec's row field
 * names: empresa, disenio, medida, cliente, sector, cantidad, condicion, km_recorrido, promedio, porcentaje.
 *
 * Every `cantidad` counts tyres, each once per report: the tyre's latest reading in the period that matches the
 * filter (not once per reading). Every list is in full, largest `cantidad` first (then by name), and its
 * porcentaje values have 2 decimals and add to exactly 100 by largest remainder (domain.md §2); `resumen` is the
 * same list cut to its first MARKETING_SUMMARY_ROWS rows, the screen's summary table. `total` is the tyres
 * counted; `mensaje` is 'No hay datos disponibles' when there are none, else null.
 *
 * `empresa` is the company behind the life read: the retreading company (razón social) of a retreaded life,
 * the tyre's brand for a new one ('Sin empresa' when a retread was recorded without one).
 */

/** One option of a multi-select. */
export const marketingOption = z.object({ id: z.number(), descripcion: z.string() });
export type MarketingOption = z.infer<typeof marketingOption>;

/**
 * POST etl/filtrosReportesMarketing: the filter card's options. nsdminimo: the whole millimetres 0..the
 * deepest original tread among the user's clients' tyres; the catalogues in name order.
 */
export const marketingOptionsResponse = z.object({
  success: z.object({
    condiciones: z.array(marketingOption),
    empresas: z.array(marketingOption),
    nsdminimo: z.array(z.number()),
    medidas: z.array(marketingOption),
    sectores: z.array(marketingOption),
  }),
});
export type MarketingOptionsResponse = z.infer<typeof marketingOptionsResponse>;

const share = { cantidad: z.number(), porcentaje: z.number() };

export const marketingCompanyRow = z.object({ empresa: z.string(), ...share });
export type MarketingCompanyRow = z.infer<typeof marketingCompanyRow>;
/** condicion: 'N' new, '1'..'6' the retread, 'R' more than 6 (spec 3 §4), of the life read; in that order. */
export const marketingConditionRow = z.object({ condicion: z.string(), ...share });
export type MarketingConditionRow = z.infer<typeof marketingConditionRow>;
export const marketingSizeRow = z.object({ medida: z.string(), ...share });
export type MarketingSizeRow = z.infer<typeof marketingSizeRow>;
export const marketingDesignRow = z.object({ empresa: z.string(), disenio: z.string(), ...share });
export type MarketingDesignRow = z.infer<typeof marketingDesignRow>;
export const marketingSectorRow = z.object({ sector: z.string(), ...share });
export type MarketingSectorRow = z.infer<typeof marketingSectorRow>;
export const marketingSectorSizeRow = z.object({ sector: z.string(), medida: z.string(), ...share });
export type MarketingSectorSizeRow = z.infer<typeof marketingSectorSizeRow>;
export const marketingSectorClientRow = z.object({ sector: z.string(), cliente: z.string(), ...share });
export type MarketingSectorClientRow = z.infer<typeof marketingSectorClientRow>;
/**
 * km_recorrido: Σ km of the tyres (domain.md §4 km_total, 1 decimal); promedio: km_recorrido ÷ cantidad, 1
 * decimal. Only tyres measured in km count here (domain.md §4: km and hours never mix), so its `total` may be
 * below the other reports'.
 */
export const marketingPerformanceRow = z.object({
  sector: z.string(),
  ...share,
  km_recorrido: z.number(),
  promedio: z.number(),
});
export type MarketingPerformanceRow = z.infer<typeof marketingPerformanceRow>;

const counted = { total: z.number(), mensaje: z.string().nullable() };

/**
 * POST etl/condicionneumaticosxcliente (/reportemarketingreencauchados): the tyres by company and by condition.
 * With condicion Nuevo every row of `condiciones` is 'N' and `empresas` are brands.
 */
export const marketingRetreadedResponse = z.object({
  success: z.object({
    empresas: z.array(marketingCompanyRow),
    resumen: z.array(marketingCompanyRow),
    condiciones: z.array(marketingConditionRow),
    ...counted,
  }),
});
export type MarketingRetreadedResponse = z.infer<typeof marketingRetreadedResponse>;

/** POST etl/medidaneumaticosxcliente (/reportemarketingmedidas): the sizes inspected. */
export const marketingSizesResponse = z.object({
  success: z.object({
    medidas: z.array(marketingSizeRow),
    resumen: z.array(marketingSizeRow),
    ...counted,
  }),
});
export type MarketingSizesResponse = z.infer<typeof marketingSizesResponse>;

/**
 * POST etl/disenioneumaticosxcliente (/reportemarketingdiseniosxempresa), grouped by company: `empresas` the
 * groups (share of the whole; `resumen` their top 10), `disenios` every (company, design), ordered by its
 * group's order then its own cantidad; porcentaje within the company when reporteagrupado, else of the whole.
 * A tyre without design counts under 'Sin diseño'.
 */
export const marketingDesignsResponse = z.object({
  success: z.object({
    empresas: z.array(marketingCompanyRow),
    resumen: z.array(marketingCompanyRow),
    disenios: z.array(marketingDesignRow),
    ...counted,
  }),
});
export type MarketingDesignsResponse = z.infer<typeof marketingDesignsResponse>;

/**
 * POST etl/medidasneumaticosxsector (/reportemarketingmedidasxsector), grouped by sector: `sectores` the groups
 * (share of the whole; `resumen` their top 10), `medidas` every (sector, size) and `clientes` every (sector,
 * client), each ordered by its group's order then its own cantidad; porcentaje within the sector when
 * reporteagrupado, else of the whole. A client without sector counts under 'Sin sector'.
 */
export const marketingSectorSizesResponse = z.object({
  success: z.object({
    sectores: z.array(marketingSectorRow),
    resumen: z.array(marketingSectorRow),
    medidas: z.array(marketingSectorSizeRow),
    clientes: z.array(marketingSectorClientRow),
    ...counted,
  }),
});
export type MarketingSectorSizesResponse = z.infer<typeof marketingSectorSizesResponse>;

/** POST etl/rendimientoneumaticos (/reportemarketingrendimientoneumaticos): count and average km per sector. */
export const marketingPerformanceResponse = z.object({
  success: z.object({
    sectores: z.array(marketingPerformanceRow),
    resumen: z.array(marketingPerformanceRow),
    ...counted,
  }),
});
export type MarketingPerformanceResponse = z.infer<typeof marketingPerformanceResponse>;

/**
 * POST etl/inspeccionesxcliente (/marketing): the finished inspections of each client in the period, so the
 * ETL screen tells what the export will hold before it is built. `lecturas` counts the readings the export
 * would write (of the condition, when given); clients without inspections in the period are left out.
 */
export const marketingInspectionsRow = z.object({
  cliente: z.string(),
  sector: z.string(),
  cantidad: z.number(),
  lecturas: z.number(),
});
export type MarketingInspectionsRow = z.infer<typeof marketingInspectionsRow>;
export const inspectionsByClientResponse = z.object({
  success: z.object({
    clientes: z.array(marketingInspectionsRow),
    total: z.number(),
    lecturas: z.number(),
    mensaje: z.string().nullable(),
  }),
});
export type InspectionsByClientResponse = z.infer<typeof inspectionsByClientResponse>;
