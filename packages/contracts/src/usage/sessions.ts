import { z } from 'zod';
import { pagedResponse } from '../paging';
import {
  countSchema,
  usageOptionalIdSchema,
  usagePaging,
  usagePeriodFields,
  withUsagePeriod,
} from './usage-filters';

/**
 * The user sessions report (/reportesesionesusuarios, spec 3 §2.14, permission 13): each login of the period,
 * and the logins counted per user and day or month (the details popups and the 'Reporte Diario' / 'Reporte
 * Mensual' exports). A technician counts only the users of their clients.
 */

/** POST reporte/sesionesusuarios: one page of the period's logins, newest first. */
export const sessionsRequest = withUsagePeriod(usagePeriodFields.extend(usagePaging));
export type SessionsRequestInput = z.input<typeof sessionsRequest>;
export type SessionsRequest = z.output<typeof sessionsRequest>;

/** One login (spec 3 §3 Session record): id is the session's, fecha_session its ISO instant. */
export const sessionRow = z.object({
  id: z.number(),
  id_usuario: z.number(),
  name: z.string(),
  email: z.string(),
  fecha_session: z.string(),
});
export type SessionRow = z.infer<typeof sessionRow>;

export const sessionsResponse = pagedResponse(sessionRow);
export type SessionsResponse = z.infer<typeof sessionsResponse>;

/**
 * POST reporte/sesionesusuariosdiario and reporte/sesionesusuariosmensual: logins per user and Lima day (or
 * month) of the period, optionally of one user; newest day first, then by name.
 */
export const sessionCountsRequest = withUsagePeriod(
  usagePeriodFields.extend({ id_usuario: usageOptionalIdSchema }),
);
export type SessionCountsRequestInput = z.input<typeof sessionCountsRequest>;
export type SessionCountsRequest = z.output<typeof sessionCountsRequest>;

/** Spec 3 §3 Session record with its count: id is the user's; fecha_session 'yyyy-mm-dd' (daily) or 'yyyy-mm'. */
export const sessionCountRow = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  fecha_session: z.string(),
  cantidad: countSchema,
});
export type SessionCountRow = z.infer<typeof sessionCountRow>;

export const sessionCountsResponse = z.object({ data: z.array(sessionCountRow) });
export type SessionCountsResponse = z.infer<typeof sessionCountsResponse>;

/** POST excel/reportesesionesusuarios: every login of the period (Id, Nombre, Email, Fecha). */
export const sessionsExportRequest = withUsagePeriod(usagePeriodFields);
/** POST excel/reportesesionesusuariosdiario / …mensual: the counts above (Nombre, Email, Total ingresos, Fecha). */
export const sessionCountsExportRequest = sessionCountsRequest;
