import type { EXPORT_EXTENSIONS } from '@huella/contracts';
import { z } from 'zod';
import { ApiError, isApiError, requestRaw } from '../../../lib/api-client';
import { download, EXPORT_TYPES, fileNameFrom } from '../../../lib/download';

export type InspectionExportFormat = (typeof EXPORT_EXTENSIONS)[number];

/** The texts of spec 2 §8 for the inspection exports. */
export const INSPECTION_EXPORT_TEXT = {
  exportando: 'Exportando Inspecciones...',
  exportado: 'Archivo exportado correctamente',
  errorGenerar: 'Ocurrió un error al generar el archivo.',
  errorIntente: 'Sucedió un error, intentelo nuevamente',
  errorInesperado: 'Error inesperado',
} as const;

const CONTENT_TYPES: Record<InspectionExportFormat, string> = {
  xlsx: EXPORT_TYPES['.xlsx'],
  csv: EXPORT_TYPES['.csv'],
};

/**
 * What the server sends instead of a file when it could not build one (spec 2 §8: a reply typed as HTML that
 * carries a JSON document with `exito` false and `mensaje`).
 */
const failedExport = z.object({ exito: z.boolean().optional(), mensaje: z.string().optional() });

const baseType = (response: Response) =>
  (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/** The message of an answer that is not the file: its `mensaje`, or the spec's defaults. */
async function failureMessage(response: Response): Promise<string> {
  try {
    const reply = failedExport.safeParse(JSON.parse(await response.text()));
    if (!reply.success) return INSPECTION_EXPORT_TEXT.errorIntente;
    return reply.data.mensaje?.trim() || INSPECTION_EXPORT_TEXT.errorGenerar;
  } catch {
    return INSPECTION_EXPORT_TEXT.errorIntente;
  }
}

/** The `nombre-archivo` header of spec 2 §7 (percent-encoded when it holds accents), then Content-Disposition. */
function fileNameOf(response: Response): string | undefined {
  const header = response.headers.get('nombre-archivo');
  if (header) {
    try {
      return decodeURIComponent(header);
    } catch {
      return header;
    }
  }
  return fileNameFrom(response.headers.get('content-disposition'));
}

/**
 * GETs an export and saves the file. Every failure is an ApiError whose message is what to show: the
 * server's Spanish text for a refused call (422 with the period's messages, 403, 404), the reply's `mensaje`
 * for an answer that is not the file, 'Error inesperado' for anything else. `handled` ones (server down, session
 * ended) already have their dialog.
 */
async function downloadExport(
  path: string,
  query: Record<string, string | number | undefined>,
  format: InspectionExportFormat,
  fallbackName: string,
): Promise<void> {
  try {
    const response = await requestRaw(path, { method: 'GET', query: { ...query, extension: format } });
    if (baseType(response) !== CONTENT_TYPES[format])
      throw new ApiError({ status: response.status, message: await failureMessage(response) });
    const blob = await response.blob();
    download(blob, fileNameOf(response) ?? `${fallbackName}.${format}`);
  } catch (error) {
    if (isApiError(error)) throw error;
    throw new ApiError({ status: 0, message: INSPECTION_EXPORT_TEXT.errorInesperado });
  }
}

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
