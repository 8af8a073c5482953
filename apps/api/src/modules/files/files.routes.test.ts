import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { usuarios } from '../../db/schema/index';
import { CLIENTS, createTestApp, multipartPayload, PNG_BYTES, type TestApp, USERS } from '../../../test/app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => t.close());

const fetchFile = (url: string, token?: string) => t.request({ method: 'GET', url, token });

async function uploadIncidentImage(token: string): Promise<string> {
  const res = await t.request({
    method: 'POST',
    url: '/api/support/message/image',
    token,
    ...multipartPayload({}, { name: 'foto.png', content: PNG_BYTES }),
  });
  expect(res.status).toBe(200);
  return res.body.success.nombre as string;
}

describe('GET archivos/incidencias/:name', () => {
  it('serves an incident image to its uploader, then to its client and support only', async () => {
    const operator = await t.login(USERS.andinosOperator);
    const colleague = await t.login(USERS.andinosAdmin);
    const otherClient = await t.login(USERS.surOperator);
    const support = await t.login(USERS.superadmin);
    const name = await uploadIncidentImage(operator);
    const url = `/api/archivos/incidencias/${name}`;

    const own = await fetchFile(url, operator);
    expect(own.status).toBe(200);
    expect(own.body).toBeTruthy();
    // Before the incident is sent nobody else sees it.
    expect((await fetchFile(url, colleague)).status).toBe(404);
    expect((await fetchFile(url, support)).status).toBe(404);

    const sent = await t.post(
      '/api/support/message/email',
      { id_cliente: CLIENTS.andinos, incidente: { descripcion: 'Con foto', image_one: name }, detalles: [] },
      operator,
    );
    expect(sent.status).toBe(200);
    const served = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${support}` },
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(served.rawPayload.subarray(0, 8)).toEqual(PNG_BYTES.subarray(0, 8));
    expect((await fetchFile(url, colleague)).status).toBe(200);
    expect((await fetchFile(url, otherClient)).status).toBe(404);
    expect((await fetchFile(url)).status).toBe(401);
  });

  it('never leaves its folder and knows only its own folders', async () => {
    const support = await t.login(USERS.superadmin);
    fs.mkdirSync(path.join(t.app.uploadsDir, 'logos'), { recursive: true });
    fs.writeFileSync(path.join(t.app.uploadsDir, 'logos', `${'a'.repeat(32)}.png`), PNG_BYTES);
    for (const url of [
      '/api/archivos/incidencias/..%2F..%2Fetc%2Fpasswd',
      '/api/archivos/incidencias/%2E%2E%2Flogos%2F' + 'a'.repeat(32) + '.png',
      '/api/archivos/logos/' + 'a'.repeat(32) + '.png',
      '/api/archivos/constructor/' + 'a'.repeat(32) + '.png',
      '/api/archivos/incidencias/' + 'a'.repeat(32) + '.png',
    ]) {
      expect((await fetchFile(url, support)).status, url).toBe(404);
    }
  });
});

describe('GET archivos/firmas/:name', () => {
  async function giveSignature(email: string): Promise<string> {
    const name = `${randomBytes(16).toString('hex')}.png`;
    fs.mkdirSync(path.join(t.app.uploadsDir, 'firmas'), { recursive: true });
    fs.writeFileSync(path.join(t.app.uploadsDir, 'firmas', name), PNG_BYTES);
    await t.db
      .update(usuarios)
      .set({ imagen_firma: `firmas/${name}` })
      .where(eq(usuarios.email, email));
    return `/api/archivos/firmas/${name}`;
  }

  it('serves a signature to its owner and to whoever manages users', async () => {
    const url = await giveSignature(USERS.technician);
    const technician = await t.login(USERS.technician);
    expect((await fetchFile(url, technician)).status).toBe(200);
    expect((await fetchFile(url, await t.login(USERS.superadmin))).status).toBe(200);
    expect((await fetchFile(url, await t.login(USERS.andinosAdmin))).status).toBe(404);

    const adminUrl = await giveSignature(USERS.superadmin);
    // The technician has no 'Gestión Usuarios' grant: someone else's signature does not exist for them.
    expect((await fetchFile(adminUrl, technician)).status).toBe(404);
    expect((await fetchFile(adminUrl)).status).toBe(401);
  });
});
