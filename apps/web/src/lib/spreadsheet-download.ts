import { z } from 'zod';
import { ApiError, isApiError, requestRaw } from './api-client';
import { download, EXPORT_TYPES, fileNameFrom } from './download';

/** The export texts of spec 3 §8 (and spec 2 §8, which shares them). */
export const SPREADSHEET_TEXT = {
  exportado: 'Archivo exportado correctamente',
  errorGenerar: 'Ocurrió un error al generar el archivo.',
  errorIntente: 'Sucedió un error, intentelo nuevamente',
  errorInesperado: 'Error inesperado',
  noEsExcel: 'La respuesta no es un archivo Excel',
} as const;

export type SpreadsheetQuery = Record<string, string | number | null | undefined>;

export interface SpreadsheetDownloadOptions {
  /** The name when the reply names no file (spec 3 §7: 'reporte.xlsx'). */
  fallbackName?: string;
  /** The content type the file must have; the Excel type unless given (the inspection report also sends CSV). */
  contentType?: string;
  /**
   * The text for a reply that is neither the file nor a `{exito, mensaje}` page. Indicator exports pass
   * SPREADSHEET_TEXT.noEsExcel (spec 3 §8); the rest fall back to 'Sucedió un error, intentelo nuevamente'.
   */
  wrongTypeMessage?: string;
}

/**
 * What the server sends instead of a file when it could not build one (spec 3 §7: a reply typed as HTML that
 * carries a JSON document with `exito` false and `mensaje`).
 */
const failedExport = z
  .object({ exito: z.boolean().optional(), mensaje: z.string().optional() })
  .refine((reply) => reply.exito !== undefined || reply.mensaje !== undefined);

const baseType = (response: Response) =>
  (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/** The message of an answer that is not the file: its `mensaje`, or the spec's defaults. */
async function failureMessage(response: Response, wrongTypeMessage: string): Promise<string> {
  try {
    const reply = failedExport.safeParse(JSON.parse(await response.text()));
    if (!reply.success) return wrongTypeMessage;
    return reply.data.mensaje?.trim() || SPREADSHEET_TEXT.errorGenerar;
  } catch {
    return wrongTypeMessage;
  }
}

/** The `nombre-archivo` header (percent-encoded when it holds accents), then Content-Disposition. */
export function spreadsheetFileName(response: Response): string | undefined {
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
 * Saves the reply of an export call, or throws an ApiError whose message is what to show: the server's Spanish
 * text for a refused call (422, 403, 404), the reply's `mensaje` for an answer that is not the file,
 * `wrongTypeMessage` for any other reply, 'Error inesperado' for anything else. `handled` ones (server down,
 * session ended) already have their dialog.
 */
async function saveReply(call: () => Promise<Response>, options: SpreadsheetDownloadOptions): Promise<void> {
  const contentType = options.contentType ?? EXPORT_TYPES['.xlsx'];
  try {
    const response = await call();
    if (baseType(response) !== contentType)
      throw new ApiError({
        status: response.status,
        message: await failureMessage(response, options.wrongTypeMessage ?? SPREADSHEET_TEXT.errorIntente),
      });
    const blob = await response.blob();
    download(blob, spreadsheetFileName(response) ?? options.fallbackName ?? 'reporte.xlsx');
  } catch (error) {
    if (isApiError(error)) throw error;
    throw new ApiError({ status: 0, message: SPREADSHEET_TEXT.errorInesperado });
  }
}

/** GETs an export (the query in the URL) and saves the file; failures as saveReply's. */
export function downloadSpreadsheet(
  path: string,
  query: SpreadsheetQuery,
  options: SpreadsheetDownloadOptions = {},
): Promise<void> {
  return saveReply(() => requestRaw(path, { method: 'GET', query }), options);
}

/**
 * POSTs an export with a JSON body and saves the file (spec 3 §7: the usage and marketing exports are POSTs
 * with blob answers named by a file-name header); failures as downloadSpreadsheet's.
 */
export function postSpreadsheet(
  path: string,
  body: object,
  options: SpreadsheetDownloadOptions = {},
): Promise<void> {
  return saveReply(() => requestRaw(path, { method: 'POST', body }), options);
}
