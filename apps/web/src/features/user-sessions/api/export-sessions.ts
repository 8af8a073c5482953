import type { UsagePeriod } from '@huella/contracts';
import { postSpreadsheet } from '../../../lib/spreadsheet-download';

/**
 * The Excel menu's three reports (spec 3 §2.14): 'Reporte Ingreso' (every login), 'Reporte Diario' and
 * 'Reporte Mensual' (logins per user and day or month). One file: the three take the same period and differ
 * only in their path.
 */
export const SESSION_EXPORTS = {
  ingreso: { label: 'Reporte Ingreso', path: '/excel/reportesesionesusuarios', file: 'ingresos' },
  diario: { label: 'Reporte Diario', path: '/excel/reportesesionesusuariosdiario', file: 'ingresos-diarios' },
  mensual: {
    label: 'Reporte Mensual',
    path: '/excel/reportesesionesusuariosmensual',
    file: 'ingresos-mensuales',
  },
} as const;
export type SessionExport = keyof typeof SESSION_EXPORTS;

export const exportSessions = (kind: SessionExport, period: UsagePeriod) =>
  postSpreadsheet(SESSION_EXPORTS[kind].path, period, {
    fallbackName: `${SESSION_EXPORTS[kind].file}-${period.fecha_inicial}-a-${period.fecha_final}.xlsx`,
  });
