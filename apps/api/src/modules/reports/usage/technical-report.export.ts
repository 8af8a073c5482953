import { ACTION_MODULE_LABELS, type ActionModule, MONTH_NAMES, type SessionTimeRow } from '@huella/contracts';
import type { ExportColumn } from '../../../lib/export';
import type { ConsolidatedUsagePeriod, ConsultationRow } from './consolidated-usage.queries';
import type { Productivity } from './productivity.queries';
import type { SessionTimeEntryRow } from './session-time.queries';
import { hms } from './usage-export';

/** Session time, reporte '': one row per user, as the chart. */
export const SESSION_TIME_COLUMNS: ExportColumn<SessionTimeRow>[] = [
  { header: 'Nombre', width: 30, value: (row) => row.nombre },
  { header: 'Email', width: 32, value: (row) => row.email },
  { header: 'Ingresos', width: 10, value: (row) => row.ingresos },
  { header: 'Segundos', width: 12, value: (row) => row.segundos },
  { header: 'Tiempo (hh:mm:ss)', width: 16, value: (row) => hms(row.segundos) },
];

/** Session time, reporte 'detalles': each entry into a client. */
export const SESSION_TIME_DETAIL_COLUMNS: ExportColumn<SessionTimeEntryRow>[] = [
  { header: 'Nombre', width: 30, value: (row) => row.nombre },
  { header: 'Email', width: 32, value: (row) => row.email },
  { header: 'Cliente', width: 32, value: (row) => row.cliente },
  { header: 'Fecha de ingreso', width: 20, value: (row) => row.fecha_ingreso },
  { header: 'Última actividad', width: 20, value: (row) => row.ultima_actividad },
  { header: 'Segundos', width: 12, value: (row) => row.segundos },
  { header: 'Tiempo (hh:mm:ss)', width: 16, value: (row) => hms(row.segundos) },
];

/** Consolidated report, reporte '': searches and downloads per month (or day). */
export const CONSOLIDATED_USAGE_COLUMNS = (byDay: boolean): ExportColumn<ConsolidatedUsagePeriod>[] => [
  { header: byDay ? 'Día' : 'Mes', width: 14, value: (row) => row.nombre },
  { header: 'Búsquedas', width: 12, value: (row) => row.busquedas },
  { header: 'Descargas', width: 12, value: (row) => row.descargas },
];

const TIPOS = { busqueda: 'Búsqueda', descarga: 'Descarga' } as const;
const monthName = (month: number) => MONTH_NAMES[month - 1] ?? String(month);

/** Consolidated report, reporte 'detalles': each search and download. */
export const CONSULTATION_COLUMNS: ExportColumn<ConsultationRow>[] = [
  { header: 'Fecha', width: 20, value: (row) => row.fecha },
  { header: 'Tipo', width: 12, value: (row) => TIPOS[row.tipo] },
  { header: 'Nombre', width: 30, value: (row) => row.nombre },
  { header: 'Email', width: 32, value: (row) => row.email },
  { header: 'Cliente', width: 32, value: (row) => row.cliente },
  { header: 'Año', width: 8, value: (row) => row.anio },
  { header: 'Mes inicial', width: 12, value: (row) => monthName(row.mes_inicio) },
  { header: 'Mes final', width: 12, value: (row) => monthName(row.mes_fin) },
];

/** A line of the productivity export: a user, the 'Total' line or the 'Porcentaje' line. */
export interface ProductivityLine {
  nombre: string;
  counts: Partial<Record<ActionModule, number>>;
  total: number | null;
}

/**
 * Productivity: the stacked chart as a table (a row per user, a column per operation type, and the user's
 * total), then the totals per type and their percentages (the pie).
 */
export function productivitySheet(productivity: Productivity) {
  const modules = productivity.operaciones_x_usuario.map((serie) => serie.modulo);
  const columns: ExportColumn<ProductivityLine>[] = [
    { header: 'Usuario', width: 30, value: (line) => line.nombre },
    ...modules.map((modulo) => ({
      header: ACTION_MODULE_LABELS[modulo],
      width: 14,
      value: (line: ProductivityLine) => line.counts[modulo] ?? 0,
    })),
    { header: 'Total', width: 10, value: (line) => line.total },
  ];
  const users: ProductivityLine[] = productivity.usuariosoperaciones.map((user) => ({
    nombre: user.nombre,
    counts: Object.fromEntries(
      productivity.operaciones_x_usuario.map((serie) => [
        serie.modulo,
        serie.operaciones.find((operation) => operation.id === user.id)?.total ?? 0,
      ]),
    ),
    total: productivity.totalPorUsuario.get(user.id) ?? 0,
  }));
  const totals = productivity.operaciones_totales;
  const lines: ProductivityLine[] =
    users.length === 0
      ? []
      : [
          ...users,
          {
            nombre: 'Total',
            counts: Object.fromEntries(totals.map((item) => [item.modulo, item.total])),
            total: productivity.total,
          },
          {
            nombre: 'Porcentaje (%)',
            counts: Object.fromEntries(totals.map((item) => [item.modulo, item.porcentaje])),
            total: 100,
          },
        ];
  return { columns, lines };
}
