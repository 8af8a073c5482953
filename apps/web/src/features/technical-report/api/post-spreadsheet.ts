import { z } from 'zod';
import { ApiError, isApiError, requestRaw } from '../../../lib/api-client';
import { download, EXPORT_TYPES } from '../../../lib/download';
import { SPREADSHEET_TEXT, spreadsheetFileName } from '../../../lib/spreadsheet-download';

/** A reply that is not the file carries {exito, mensaje} (spec 3 §7). */
const failedExport = z.object({ mensaje: z.string().trim().min(1) });

async function failureMessage(response: Response): Promise<string> {
  try {
    const reply = failedExport.safeParse(JSON.parse(await response.text()));
    return reply.success ? reply.data.mensaje : SPREADSHEET_TEXT.errorIntente;
  } catch {
    return SPREADSHEET_TEXT.errorIntente;
  }
}

/**
 * POSTs one of the usage exports (spec 3 §7 lists them as POST with a body, where lib's downloadSpreadsheet
 * GETs) and saves the file under the `nombre-archivo` name. Failures are ApiErrors whose message is the text to
 * show, as downloadSpreadsheet's are, so useSpreadsheetExport shows them the same way.
 */
export async function postSpreadsheet(path: string, body: object, fallbackName: string): Promise<void> {
  try {
    const response = await requestRaw(path, { method: 'POST', body });
    const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    if (type !== EXPORT_TYPES['.xlsx'])
      throw new ApiError({ status: response.status, message: await failureMessage(response) });
    download(await response.blob(), spreadsheetFileName(response) ?? fallbackName);
  } catch (error) {
    if (isApiError(error)) throw error;
    throw new ApiError({ status: 0, message: SPREADSHEET_TEXT.errorInesperado });
  }
}
