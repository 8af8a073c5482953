import type { EXPORT_EXTENSIONS } from '@huella/contracts';
import { EXPORT_TYPES } from '../../../lib/download';
import { downloadSpreadsheet, SPREADSHEET_TEXT } from '../../../lib/spreadsheet-download';

export type InspectionExportFormat = (typeof EXPORT_EXTENSIONS)[number];

/** The texts of spec 2 §8 for the inspection exports. */
export const INSPECTION_EXPORT_TEXT = {
  exportando: 'Exportando Inspecciones...',
  exportado: SPREADSHEET_TEXT.exportado,
  errorGenerar: SPREADSHEET_TEXT.errorGenerar,
  errorIntente: SPREADSHEET_TEXT.errorIntente,
  errorInesperado: SPREADSHEET_TEXT.errorInesperado,
} as const;

const CONTENT_TYPES: Record<InspectionExportFormat, string> = {
  xlsx: EXPORT_TYPES['.xlsx'],
  csv: EXPORT_TYPES['.csv'],
};

/** GETs an export in the chosen format (the shared spreadsheet download, with the format as `extension`). */
const downloadExport = (
  path: string,
  query: Record<string, string | number | undefined>,
  format: InspectionExportFormat,
  fallbackName: string,
) =>
  downloadSpreadsheet(
    path,
    { ...query, extension: format },
    { contentType: CONTENT_TYPES[format], fallbackName: `${fallbackName}.${format}` },
  );

/** GET excel/reporteinspeccionesminified: the report's list, one row per inspection. */
export const exportInspectionList = (clientId: number, format: InspectionExportFormat) =>
  downloadExport(
    '/excel/reporteinspeccionesminified',
    { id_cliente: clientId },
    format,
    'ReporteInspecciones',
  );

/** GET excel/reporteinspecciones?identificador: one inspection, one row per reading. */
export const exportInspection = (
  clientId: number,
  userId: number | null,
  identificador: number,
  format: InspectionExportFormat,
) =>
  downloadExport(
    '/excel/reporteinspecciones',
    { id_cliente: clientId, id_usuario: userId ?? undefined, identificador },
    format,
    `ReporteInspeccion-${identificador}`,
  );

/** GET excel/reporteinspecciones?fechaini&fechafin: 'Exportar General', every reading of the period. */
export const exportInspectionPeriod = (
  clientId: number,
  userId: number | null,
  period: { fechaini: string; fechafin: string },
  format: InspectionExportFormat,
) =>
  downloadExport(
    '/excel/reporteinspecciones',
    { id_cliente: clientId, id_usuario: userId ?? undefined, ...period },
    format,
    `ReporteInspecciones-${period.fechaini}-${period.fechafin}`,
  );
