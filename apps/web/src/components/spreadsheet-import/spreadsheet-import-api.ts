import { download } from '../../lib/download';
import { requestRaw } from '../../lib/api-client';

/**
 * POST importar/{kind}?id_cliente=: the file as multipart. The answer is the spec's plain text (not JSON);
 * refusals (413, 415, 422, 403) come as `{ error }` and a 401 ends the session like any call.
 */
export async function uploadSpreadsheet(path: string, clientId: number, file: File): Promise<string> {
  const body = new FormData();
  body.append('id_cliente', String(clientId));
  body.append('file', file);
  const response = await requestRaw(path, { method: 'POST', body, query: { id_cliente: clientId } });
  return response.text();
}

/** GET importar/{kind}/plantilla: the template, fetched with the session's token and saved by the browser. */
export async function downloadTemplate(path: string, clientId: number, fileName: string): Promise<void> {
  const response = await requestRaw(path, { query: { id_cliente: clientId } });
  download(await response.blob(), fileName);
}
