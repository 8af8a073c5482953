import { CLIENTS, multipartPayload, type TestApp } from './app';

/**
 * POST importar/{kind} as the screen sends it: the file as multipart and id_cliente in the query string (the
 * access check reads it before the body).
 */
export function uploadImport(
  t: TestApp,
  kind: string,
  token: string,
  file: { content: Buffer; name: string },
  clientId: number = CLIENTS.andinos,
) {
  const { payload, headers } = multipartPayload({ id_cliente: String(clientId), id_usuario: '1' }, file);
  return t.request({
    method: 'POST',
    url: `/api/importar/${kind}?id_cliente=${clientId}`,
    payload,
    headers,
    token,
  });
}
