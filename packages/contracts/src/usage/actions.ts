import { z } from 'zod';
import { pagedResponse } from '../paging';
import { usagePaging, usagePeriodFields, withUsagePeriod } from './usage-filters';

/**
 * The user actions report (/reporteaccionusuarios, spec 3 §2.15, permission 14): the action log of the period,
 * newest first, 10 a page. A technician sees only the actions done on their clients.
 */

/** POST reporte/accionesusuario: one page of the period's actions. */
export const userActionsRequest = withUsagePeriod(usagePeriodFields.extend(usagePaging));
export type UserActionsRequestInput = z.input<typeof userActionsRequest>;
export type UserActionsRequest = z.output<typeof userActionsRequest>;

/** Spec 3 §3 Action record: usuario is the user's name, email the one copied when acting; created_at ISO. */
export const userActionRow = z.object({
  id: z.number(),
  usuario: z.string(),
  email: z.string(),
  accion: z.string(),
  vista: z.string(),
  detalle: z.string(),
  created_at: z.string(),
});
export type UserActionRow = z.infer<typeof userActionRow>;

export const userActionsResponse = pagedResponse(userActionRow);
export type UserActionsResponse = z.infer<typeof userActionsResponse>;

/** POST excel/reporteaccionusuarios: every action of the period (Nombre, Email, Acción, Vista, Detalle, Fecha Acción). */
export const userActionsExportRequest = withUsagePeriod(usagePeriodFields);
