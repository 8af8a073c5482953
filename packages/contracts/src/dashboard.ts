import { z } from 'zod';
import { idSchema } from './fields';
import { chartSlice, reportMonthSchema, REPORT_MSG, reportYearSchema } from './reports';

/**
 * The home dashboard and the inspection analysis (spec 3 §2.1, §2.4, §3 Dashboard data, §7
 * home/reportesvistaprincipal, the counts, reporte/*inspeccionad*, reporte/inspeccionesanuales).
 */

/** home/reportesvistaprincipal {id_cliente}: the fleet's tyres out of scrap, and scrap over the last 5 years. */
export const dashboardRequest = z.object({ id_cliente: idSchema });
export const dashboardResponse = z.object({
  success: z.object({
    /** Top 5 brands, then 'OTROS'. */
    marcas: z.array(chartSlice),
    /** By state label (Listo para instalar, Instalado, …). */
    estados: z.array(chartSlice),
    /** Model and design, 'MODELO / DISEÑO' (tyres without a design show the model alone). */
    modelos: z.array(chartSlice),
    medidas: z.array(chartSlice),
    neumaticosscrap: z.array(z.object({ anio: z.number(), cantidad: z.number() })),
    cantidadnuevos: z.number(),
    cantidadreencauchados: z.number(),
  }),
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;

/** neumaticos/totalvehiculo, totalneumatico, totalcriterio, reportscount {id_cliente}: one count each. */
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

/** A bar of the analysis: cantidad readings (or vehicles); valor the mean NSD in mm for the design chart. */
export const analysisBar = z.object({
  descripcion: z.string(),
  cantidad: z.number(),
  valor: z.number().nullable(),
});
export type AnalysisBar = z.infer<typeof analysisBar>;
export const inspectionAnalysisResponse = z.object({ datos: z.array(analysisBar) });

/** reporte/inspeccionesanuales {year}: finished inspections per month of the year (12 bars). */
export const yearlyInspectionsRequest = z.object({ id_cliente: idSchema, year: reportYearSchema });
export const yearlyInspectionsResponse = z.object({
  datos: z.array(z.object({ mes: z.number(), nombre: z.string(), cantidad: z.number() })),
});
