import { z } from 'zod';
import { idSchema } from './fields';
import { reportExportQuery, reportMonthSchema, reportYearSchema } from './reports';

/**
 * Scrap by reason and by brand (spec 3 §2.10, §3 Scrap by month, §7 reporte/scrapmotivoretiro, reporte/scrapmarca
 * and their exports; domain.md §11): the client's scrap records counted per month of fecha_scrap and per reason
 * (motivos_scrap) or per brand of the scrapped tyre.
 */

export const SCRAP_REPORT_MSG = {
  /** Spec 3 §5 (the consolidated report's month order, the same rule for the export's months). */
  mesRango: 'Por favor, ingresar un mes igual o mayor al primer mes seleccionado',
} as const;

/** The two groupings; each names the month field of its counts: `cantidad_motivo_{id}`, `cantidad_marca_{id}`. */
export const SCRAP_GROUPINGS = ['motivo', 'marca'] as const;
export type ScrapGrouping = (typeof SCRAP_GROUPINGS)[number];

/** The field of a month that holds the count of reason (or brand) `id`: `cantidad_motivo_7`. */
export const scrapCountKey = (grouping: ScrapGrouping, id: number) => `cantidad_${grouping}_${id}`;

/** POST reporte/scrapmotivoretiro, reporte/scrapmarca. */
export const scrapReportRequest = z.object({ id_cliente: idSchema, year: reportYearSchema });

/**
 * A month of the table and chart (spec 3 §3 Scrap by month): mes 1..12, nombre 'Enero'…, total_mes, and one
 * `cantidad_motivo_{id}` (or `cantidad_marca_{id}`) per reason (brand) of the year's list, 0 when none that month.
 */
export const scrapMonth = z
  .object({ mes: z.number(), nombre: z.string(), total_mes: z.number() })
  .catchall(z.number());
export type ScrapMonth = z.infer<typeof scrapMonth>;

/**
 * A reason (or brand) with scrap in the year: its year's count and its share of the year's total, by largest
 * remainder so the list adds to 100.00 (domain.md §2).
 */
export const scrapGroup = z.object({
  id: z.number(),
  descripcion: z.string(),
  total: z.number(),
  porcentaje: z.number(),
});
export type ScrapGroup = z.infer<typeof scrapGroup>;

/**
 * The answer of both reports. meses: always the 12 months in order; motivos (or marcas): the reasons (brands)
 * with scrap in the year, by total descending then name; total: the year's records; mensaje: 'No hay datos
 * disponibles' when the year has none, else null.
 */
const scrapReportBody = {
  meses: z.array(scrapMonth),
  total: z.number(),
  mensaje: z.string().nullable(),
};
export const scrapByReasonResponse = z.object({
  success: z.object({ ...scrapReportBody, motivos: z.array(scrapGroup) }),
});
export type ScrapByReasonResponse = z.infer<typeof scrapByReasonResponse>;
export const scrapByBrandResponse = z.object({
  success: z.object({ ...scrapReportBody, marcas: z.array(scrapGroup) }),
});
export type ScrapByBrandResponse = z.infer<typeof scrapByBrandResponse>;

/**
 * The months an export covers: month1..month2, each 1..12 (default 1 and 12), month1 ≤ month2. Zod runs this
 * even when a month failed its own check; then that month's message is the only one.
 */
const isMonth = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 12;
const monthRange = (query: { month1?: unknown; month2?: unknown }) => {
  const from = query.month1 ?? 1;
  const to = query.month2 ?? 12;
  return !isMonth(from) || !isMonth(to) || (from as number) <= (to as number);
};

/** GET excel/reportescrapmotivo {id_cliente, year, optional month1, month2}. */
export const scrapByReasonExportQuery = reportExportQuery
  .extend({
    year: reportYearSchema,
    month1: z.preprocess((value) => (value === '' ? undefined : value), reportMonthSchema.optional()),
    month2: z.preprocess((value) => (value === '' ? undefined : value), reportMonthSchema.optional()),
  })
  .refine(monthRange, { message: SCRAP_REPORT_MSG.mesRango, path: ['month2'] });

/** GET excel/reportescrapmarca {id_cliente, year}. */
export const scrapByBrandExportQuery = reportExportQuery.extend({ year: reportYearSchema });
