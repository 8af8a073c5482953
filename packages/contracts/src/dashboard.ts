import { z } from 'zod';
import { idSchema } from './fields';
import { chartSlice, reportMonthSchema, REPORT_MSG, reportYearSchema } from './reports';

/**
 * The home dashboard and the inspection analysis (spec 3 §2.1, §2.4, §3 Dashboard data, §7
 * home/reportesvistaprincipal, the counts, reporte/*inspeccionad*, reporte/inspeccionesanuales).
 */

/**
 * home/reportesvistaprincipal {id_cliente}: the fleet's tyres out of scrap (every tyre the client has today with
 * estado <> 0: "the current year" is the stock that exists this year), and scrap over the last 5 years. Slices
 * come largest first (ties by name), 'OTROS' last; each chart's porcentaje adds to exactly 100 (largest
 * remainder), or every slice is 0 when the chart is empty.
 */
export const dashboardRequest = z.object({ id_cliente: idSchema });
export const dashboardResponse = z.object({
  success: z.object({
    /** Top 5 brands, then 'OTROS'. */
    marcas: z.array(chartSlice),
    /** By state label (Listo para instalar, Instalado, …). */
    estados: z.array(chartSlice),
    /** Model and design, 'MODELO / DISEÑO' (tyres without a design show the model alone): top 10, then 'OTROS'. */
    modelos: z.array(chartSlice),
    /** Top 10 sizes, then 'OTROS'. */
    medidas: z.array(chartSlice),
    /** Scrap records per year of fecha_scrap: the current year and the 4 before it, oldest first, 0 when none. */
    neumaticosscrap: z.array(z.object({ anio: z.number(), cantidad: z.number() })),
    cantidadnuevos: z.number(),
    cantidadreencauchados: z.number(),
  }),
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;

/**
 * neumaticos/totalvehiculo (active vehicles), totalneumatico (tyres not in scrap), totalcriterio (acceptance
 * criteria of the current year), reportscount (finished inspections of the current year, until the
 * consolidated report exists) {id_cliente}: one count each.
 */
export const countRequest = z.object({ id_cliente: idSchema });
export const countResponse = z.object({ total: z.number() });

/** 'Análisis de inspecciones' filters: year, first and last month (month required; first ≤ last). */
export const inspectionAnalysisForm = z
  .object({
    year: reportYearSchema,
    mes_inicial: reportMonthSchema,
    mes_final: reportMonthSchema,
  })
  .refine((form) => form.mes_inicial <= form.mes_final, { path: ['mes_final'], message: REPORT_MSG.mes });
export type InspectionAnalysisForm = z.infer<typeof inspectionAnalysisForm>;

/** reporte/marcasinspeccionadas, diseniosinspeccionados, tiposvehiculoinspeccionados. */
export const inspectionAnalysisRequest = z
  .object({
    id_cliente: idSchema,
    year: reportYearSchema,
    mes_inicial: reportMonthSchema,
    mes_final: reportMonthSchema,
  })
  .refine((form) => form.mes_inicial <= form.mes_final, { path: ['mes_final'], message: REPORT_MSG.mes });

/**
 * A bar of the analysis: cantidad readings (or distinct vehicles); valor the mean NSD in mm (2 decimals) for the
 * design chart, null on the others. Largest first (ties by name): the top 10, then one 'OTROS' bar with the
 * rest (its valor the mean of all its readings); tyres without a design are 'SIN DISEÑO'.
 */
export const analysisBar = z.object({
  descripcion: z.string(),
  cantidad: z.number(),
  valor: z.number().nullable(),
});
export type AnalysisBar = z.infer<typeof analysisBar>;
export const inspectionAnalysisResponse = z.object({ datos: z.array(analysisBar) });

/** reporte/inspeccionesanuales {year}: finished inspections per month of the year (always 12 bars, Enero first). */
export const yearlyInspectionsRequest = z.object({ id_cliente: idSchema, year: reportYearSchema });
export const yearlyInspectionsResponse = z.object({
  datos: z.array(z.object({ mes: z.number(), nombre: z.string(), cantidad: z.number() })),
});
