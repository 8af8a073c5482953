import { z } from 'zod';
import { MSG } from '../messages';
import { pagedResponse } from '../paging';
import {
  countSchema,
  USAGE_MSG,
  usageClientSchema,
  usageMonthSchema,
  usageOptionalIdSchema,
  usagePaging,
  usagePeriodFields,
  usageYearSchema,
  withDailyUsagePeriod,
  withUsagePeriod,
} from './usage-filters';

/**
 * The technical report (/reporteinformetecnicos, spec 3 §2.16, permission 15): last activity, session time per
 * user, searches and downloads of the consolidated report, productivity and operations per day. A technician
 * sees only the clients assigned to them: another client's id is a 404, and every figure counts only the users
 * and actions of their clients.
 */

/** What an action is about (the action log's modulo) and the words the charts show for it (ours). */
export const ACTION_MODULES = [
  'neumaticos',
  'vehiculos',
  'inspecciones',
  'reportes',
  'catalogos',
  'administracion',
] as const;
export type ActionModule = (typeof ACTION_MODULES)[number];
export const ACTION_MODULE_LABELS: Record<ActionModule, string> = {
  neumaticos: 'Neumáticos',
  vehiculos: 'Vehículos',
  inspecciones: 'Inspecciones',
  reportes: 'Reportes',
  catalogos: 'Catálogos',
  administracion: 'Administración',
};

// ---- Last activity ----

/** POST reporte/reporteultimaconexion: users by latest login, newest first; buscar matches name or e-mail. */
export const lastConnectionRequest = z.object({
  buscar: z.preprocess(
    (value) => (value == null ? '' : value),
    z.string().trim().max(100, MSG.demasiadoLargo(100)),
  ),
  ...usagePaging,
});
export type LastConnectionRequestInput = z.input<typeof lastConnectionRequest>;
export type LastConnectionRequest = z.output<typeof lastConnectionRequest>;

/** Spec 3 §3 Last activity: fecha_ingreso the latest login (ISO instant), tiempo the seconds since it ('Hace'). */
export const lastConnectionRow = z.object({
  id: z.number(),
  nombre: z.string(),
  email: z.string(),
  fecha_ingreso: z.string(),
  tiempo: countSchema,
});
export type LastConnectionRow = z.infer<typeof lastConnectionRow>;
export const lastConnectionResponse = pagedResponse(lastConnectionRow);
export type LastConnectionResponse = z.infer<typeof lastConnectionResponse>;

// ---- Session time per user ----

const sessionTimeFields = usagePeriodFields.extend({ id_cliente: usageOptionalIdSchema });

/** POST reporte/tiemposesionusuarios: seconds spent in clients per user (entries dated in the period). */
export const sessionTimeRequest = withUsagePeriod(sessionTimeFields);
export type SessionTimeRequestInput = z.input<typeof sessionTimeRequest>;
export type SessionTimeRequest = z.output<typeof sessionTimeRequest>;

/** One bar: the user's seconds (the screen writes hh:mm:ss) and how many entries they add up. Most time first. */
export const sessionTimeRow = z.object({
  id: z.number(),
  nombre: z.string(),
  email: z.string(),
  segundos: countSchema,
  ingresos: countSchema,
});
export type SessionTimeRow = z.infer<typeof sessionTimeRow>;
export const sessionTimeResponse = z.object({ data: z.array(sessionTimeRow) });
export type SessionTimeResponse = z.infer<typeof sessionTimeResponse>;

/** reporte '' = the summary per user; 'detalles' = each entry (user, client, entry, last activity, seconds). */
export const SUMMARY_OR_DETAIL = ['', 'detalles'] as const;
const summaryOrDetail = z.preprocess(
  (value) => (value == null ? '' : value),
  z.enum(SUMMARY_OR_DETAIL, { error: MSG.opcionInvalida }),
);

/** POST excel/reportetiemposesionusuario. */
export const sessionTimeExportRequest = withUsagePeriod(
  sessionTimeFields.extend({ reporte: summaryOrDetail }),
);
export type SessionTimeExportRequest = z.output<typeof sessionTimeExportRequest>;

// ---- Searches and downloads of the consolidated report ----

/** POST reporte/reportebusquedasconsolidado and reporte/reportedescargasconsolidado. */
export const consolidatedUsageRequest = z.object({
  id_cliente: usageOptionalIdSchema,
  anio: usageYearSchema,
  mes: usageMonthSchema,
});
export type ConsolidatedUsageRequestInput = z.input<typeof consolidatedUsageRequest>;
export type ConsolidatedUsageRequest = z.output<typeof consolidatedUsageRequest>;

/**
 * Every month of the year (periodo 1..12, nombre 'Enero'…) or, when mes is given, every day of that month
 * (periodo 1..31, nombre '1'…), zeros included; total = searches (or downloads) made then.
 */
export const consolidatedUsagePoint = z.object({
  periodo: z.number(),
  nombre: z.string(),
  total: countSchema,
});
export type ConsolidatedUsagePoint = z.infer<typeof consolidatedUsagePoint>;
export const consolidatedUsageResponse = z.object({ data: z.array(consolidatedUsagePoint) });
export type ConsolidatedUsageResponse = z.infer<typeof consolidatedUsageResponse>;

/**
 * POST excel/reportedescargasconsolidado: reporte '' = searches and downloads per period (Periodo, Búsquedas,
 * Descargas); 'detalles' = each one (Fecha, Tipo, Usuario, Email, Cliente, Año, Meses).
 */
export const consolidatedUsageExportRequest = consolidatedUsageRequest.extend({ reporte: summaryOrDetail });
export type ConsolidatedUsageExportRequest = z.output<typeof consolidatedUsageExportRequest>;

// ---- Productivity ----

const clientPeriodFields = usagePeriodFields.extend({ id_cliente: usageClientSchema });

/** POST reporte/reporteproductividad: the client's logged actions of the period, per user and type. */
export const productivityRequest = withUsagePeriod(clientPeriodFields);
export type ProductivityRequestInput = z.input<typeof productivityRequest>;
export type ProductivityRequest = z.output<typeof productivityRequest>;

export const productivityUser = z.object({ id: z.number(), nombre: z.string() });

/**
 * Spec 3 §3 Productivity response. usuariosoperaciones: the users who acted, by name; operaciones_x_usuario:
 * one stack per operation type (descripcion, its Spanish label) whose operaciones follow usuariosoperaciones'
 * order (zeros included); operaciones_totales: per type with more than zero, most first, porcentaje with 2
 * decimals by largest remainder (they add to 100).
 */
export const productivityResponse = z.object({
  usuariosoperaciones: z.array(productivityUser),
  operaciones_x_usuario: z.array(
    z.object({
      modulo: z.enum(ACTION_MODULES),
      descripcion: z.string(),
      operaciones: z.array(z.object({ id: z.number(), nombre: z.string(), total: countSchema })),
    }),
  ),
  operaciones_totales: z.array(
    z.object({
      modulo: z.enum(ACTION_MODULES),
      nombre: z.string(),
      porcentaje: z.number(),
      total: countSchema,
    }),
  ),
});
export type ProductivityResponse = z.infer<typeof productivityResponse>;

/**
 * POST excel/reporteproductividad: the stacked chart as a table (Usuario, a column per operation type, Total),
 * then a 'Total' row and a 'Porcentaje (%)' row (the pie).
 */
export const productivityExportRequest = productivityRequest;

// ---- Operations per day ----

const operationsFields = clientPeriodFields.extend({ id_usuario: usageOptionalIdSchema });

/** POST reporte/reporteoperacionesxfecha: at most 12 months (a point per day). */
export const operationsRequest = withDailyUsagePeriod(operationsFields);
export type OperationsRequestInput = z.input<typeof operationsRequest>;
export type OperationsRequest = z.output<typeof operationsRequest>;

/** Spec 3 §3 Operations per day: fechas every day of the period (yyyy-mm-dd); each series a count per day. */
export const operationsResponse = z.object({
  fechas: z.array(z.string()),
  data_neumaticos: z.array(countSchema),
  data_vehiculos: z.array(countSchema),
  data_inspecciones: z.array(countSchema),
});
export type OperationsResponse = z.infer<typeof operationsResponse>;

/** The series an operations export lists (each action of that module). */
export const OPERATION_SERIES = ['neumaticos', 'vehiculos', 'inspecciones'] as const;
export type OperationSeries = (typeof OPERATION_SERIES)[number];

/** POST excel/reporteoperacionesxfecha: the actions of one series (Fecha, Usuario, Email, Acción, Vista, Detalle). */
export const operationsExportRequest = withDailyUsagePeriod(
  operationsFields.extend({ reporte: z.enum(OPERATION_SERIES, { error: USAGE_MSG.serie }) }),
);
export type OperationsExportRequest = z.output<typeof operationsExportRequest>;
