import { z } from 'zod';
import { idSchema } from '../fields';
import { optionalIdSchema, reportMonthSchema, reportYearSchema } from '../reports';
import { SCRAP_REPORT_MSG } from '../scrap-reports';

/** Texts of the consolidated report (spec 3 §2.5, §5, §8). */
export const CONSOLIDATED_MSG = {
  mesRango: SCRAP_REPORT_MSG.mesRango,
} as const;

/** The tracking of a report (spec 3 §2.5, §4): no row 'No enviado', then the three states' labels. */
export const CONSOLIDATED_STATES = ['PROCESO', 'APROBADO', 'RECHAZADO'] as const;
export type ConsolidatedState = (typeof CONSOLIDATED_STATES)[number];
export const TRACKING_LABELS: Record<ConsolidatedState | 'NONE', string> = {
  NONE: 'No enviado',
  PROCESO: 'En proceso',
  APROBADO: 'Aceptado',
  RECHAZADO: 'Rechazado',
};
export const trackingLabel = (estado: ConsolidatedState | null) => TRACKING_LABELS[estado ?? 'NONE'];

/** Year, first and last month (spec 3 §3 Consolidated report parameters). */
export const consolidatedPeriodShape = {
  year: reportYearSchema,
  month1: reportMonthSchema,
  month2: reportMonthSchema,
};

/** The month order rule of spec 3 §5, said at the last month. */
export const monthOrder = <T extends { month1: number; month2: number }>(value: T, ctx: z.RefinementCtx) => {
  if (value.month2 < value.month1)
    ctx.addIssue({ code: 'custom', path: ['month2'], message: CONSOLIDATED_MSG.mesRango });
};

export const consolidatedPeriodSchema = z.object(consolidatedPeriodShape).superRefine(monthOrder);
export type ConsolidatedPeriod = z.infer<typeof consolidatedPeriodSchema>;

/** POST reporte/datosreporteconsolidado {id_cliente, id_usuario, year, month1, month2}. */
export const consolidatedReportRequest = z
  .object({ id_cliente: idSchema, id_usuario: optionalIdSchema, ...consolidatedPeriodShape })
  .superRefine(monthOrder);
export type ConsolidatedReportRequest = z.infer<typeof consolidatedReportRequest>;
