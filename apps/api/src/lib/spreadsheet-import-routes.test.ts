import http from 'node:http';
import { count, eq, like, and } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { neumaticos } from '../db/schema/index';
import { CLIENTS, createTestApp, multipartPayload, PNG_BYTES, type TestApp, USERS } from '../../test/app';
import { tyreImportFile, untilImportFinished, untilImportRunning, uploadImport } from '../../test/imports';
import { SPREADSHEET_MSG } from './spreadsheet-import';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => t.close());

/** Enough rows that the import is still reading them while the test sends other requests. */
const LONG_IMPORT_ROWS = 3000;

const upload = (token: string, content: Buffer, clientId: number = CLIENTS.andinos, kind = 'neumatico') =>
  uploadImport(t, kind, token, { content, name: 'neumaticos.xlsx' }, clientId);
const tyresWithPrefix = async (clientId: number, prefix: string) => {
  const [row] = await t.db
    .select({ total: count() })
    .from(neumaticos)
    .where(and(eq(neumaticos.id_cliente, clientId), like(neumaticos.num_serie, `${prefix}-%`)));
  return Number(row?.total ?? 0);
};

/**
 * An upload over a real connection (inject cannot close one midway): answers the request, to destroy, and its
 * answer's status, or 'closed' when the connection was closed first.
 */
async function rawUpload(token: string, content: Buffer, options: { cutAt?: number } = {}) {
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  const { payload, headers } = multipartPayload(
    { id_cliente: String(CLIENTS.andinos), id_usuario: '1' },
    { name: 'neumaticos.xlsx', content },
  );
  const request = http.request({
    host: '127.0.0.1',
    port: address.port,
    method: 'POST',
    path: `/api/importar/neumatico?id_cliente=${CLIENTS.andinos}`,
    headers: { ...headers, authorization: `Bearer ${token}`, 'content-length': String(payload.length) },
  });
  const answered = new Promise<number | 'closed'>((resolve) => {
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', () => resolve('closed'));
  });
  request.write(payload.subarray(0, options.cutAt ?? payload.length));
  if (options.cutAt === undefined) request.end();
  return { request, answered };
}

describe('one import per client at a time (docs/decisions/0020-streaming-imports.md)', () => {
  it('answers 429 to a second import of the same client while one runs, whatever its kind', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const first = upload(token, await tyreImportFile(LONG_IMPORT_ROWS, 'UNO'));
    await untilImportRunning(t.db, CLIENTS.andinos);

    const second = await upload(token, await tyreImportFile(2, 'DOS'));
    expect(second.status).toBe(429);
    expect(second.body.error).toBe(SPREADSHEET_MSG.enCurso);
    expect((await upload(token, PNG_BYTES, CLIENTS.andinos, 'vehiculo')).status).toBe(429);
    expect((await upload(token, PNG_BYTES, CLIENTS.andinos, 'criterio')).status).toBe(429);

    expect(await first).toEqual({ status: 200, body: `Se registraron ${LONG_IMPORT_ROWS} neumáticos` });
    expect(await tyresWithPrefix(CLIENTS.andinos, 'UNO')).toBe(LONG_IMPORT_ROWS);
    expect(await tyresWithPrefix(CLIENTS.andinos, 'DOS')).toBe(0);
  });

  it('lets another client import meanwhile', async () => {
    const andinos = await t.login(USERS.andinosAdmin);
    const sur = await t.login(USERS.surAdmin);
    const first = upload(andinos, await tyreImportFile(LONG_IMPORT_ROWS, 'UNO'));
    await untilImportRunning(t.db, CLIENTS.andinos);

    const other = await upload(sur, await tyreImportFile(2, 'SUR'), CLIENTS.sur);
    expect(other).toEqual({ status: 200, body: 'Se registraron 2 neumáticos' });
    expect((await first).status).toBe(200);
    expect(await tyresWithPrefix(CLIENTS.sur, 'SUR')).toBe(2);
  });

  it('gives the slot back after an import, a refused file and a file with row errors', async () => {
    const token = await t.login(USERS.andinosAdmin);
    expect((await upload(token, await tyreImportFile(2, 'UNO'))).status).toBe(200);
    expect((await upload(token, PNG_BYTES)).status).toBe(415);
    // The same serials again: every row is refused, nothing written.
    const repeated = await upload(token, await tyreImportFile(2, 'UNO'));
    expect(String(repeated.body)).toMatch(/^Error al Cargar Datos&&&&Fila 2: /);
    expect(await upload(token, await tyreImportFile(2, 'DOS'))).toEqual({
      status: 200,
      body: 'Se registraron 2 neumáticos',
    });
  });

  it('stops an import whose connection is closed: nothing written, the slot given back', async () => {
    const token = await t.login(USERS.andinosAdmin);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const running = await rawUpload(token, await tyreImportFile(LONG_IMPORT_ROWS, 'UNO'));
    await untilImportRunning(t.db, CLIENTS.andinos);
    running.request.destroy();
    expect(await running.answered).toBe('closed');
    await untilImportFinished(t.db, CLIENTS.andinos);
    expect(await tyresWithPrefix(CLIENTS.andinos, 'UNO')).toBe(0);

    // An upload cut short: the form is never complete.
    const file = await tyreImportFile(2, 'DOS');
    const cut = await rawUpload(token, file, { cutAt: 200 });
    await untilImportRunning(t.db, CLIENTS.andinos);
    cut.request.destroy();
    await untilImportFinished(t.db, CLIENTS.andinos);

    expect((await upload(token, file)).status).toBe(200);
    expect(await tyresWithPrefix(CLIENTS.andinos, 'DOS')).toBe(2);
  });
});

describe('an import does not starve the server', () => {
  it('answers the health check and a list page issued while an import runs before the import ends', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const finished: string[] = [];
    const importing = upload(token, await tyreImportFile(LONG_IMPORT_ROWS, 'UNO')).then((res) => {
      finished.push('import');
      return res;
    });
    await untilImportRunning(t.db, CLIENTS.andinos);

    const [health, list] = await Promise.all([
      t.get('/api/health').then((res) => {
        finished.push('health');
        return res;
      }),
      t
        .post('/api/neumaticos/index', { id_cliente: CLIENTS.andinos, page: 1, per_page: 10 }, token)
        .then((res) => {
          finished.push('list');
          return res;
        }),
    ]);
    expect(health.status).toBe(200);
    expect(list.status).toBe(200);
    expect((await importing).status).toBe(200);
    expect(finished.indexOf('import')).toBe(2);
  });
});
