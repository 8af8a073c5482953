import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appVersiones } from '../../db/schema/index';
import { createTestApp, multipartPayload, PNG_BYTES, type TestApp, USERS } from '../../../test/app';
import { buildZip } from '../../../test/zip';
import { MAX_APK_BYTES } from './app-versions.service';

/** A tiny APK-shaped package: the manifest in the zip's directory is what the upload checks. */
const apkBytes = (extra: Buffer | null = null) =>
  buildZip([
    { name: 'AndroidManifest.xml', content: Buffer.from('<manifest/>') },
    { name: 'classes.dex', content: Buffer.from('dex\n035') },
    ...(extra ? [{ name: 'assets/big.bin', content: extra }] : []),
  ]);

let t: TestApp;
let superadmin: string;
beforeEach(async () => {
  t = await createTestApp();
  superadmin = await t.login(USERS.superadmin);
});
afterEach(async () => t.close());

function publish(
  token: string,
  fields: Record<string, string>,
  file: { name: string; content: Buffer } | null = { name: 'huella.apk', content: apkBytes() },
) {
  const { payload, headers } = multipartPayload(fields, file ?? undefined);
  return t.request({ method: 'POST', url: '/api/app/version', payload, headers, token });
}

const storedPackages = async () => (await t.db.select().from(appVersiones)).length;

describe('POST app/version', () => {
  it('publishes a package under a generated name', async () => {
    const res = await publish(superadmin, { version: '2.5' });
    expect(res.status).toBe(200);
    expect(res.body.success).toMatchObject({
      message: 'Aplicación publicada',
      resultado: { version: '2.5', text: 'Descargar aplicación', icon: 'android' },
    });
    expect(res.body.success.resultado.nombre).toMatch(/^[0-9a-f]{32}\.apk$/);
    const [row] = await t.db.select().from(appVersiones);
    expect(row).toMatchObject({ version: '2.5', nombre_original: 'huella.apk', tamano: apkBytes().length });
  });

  it('is the superadmin’s alone', async () => {
    for (const user of [USERS.technician, USERS.andinosAdmin]) {
      const res = await publish(await t.login(user), { version: '2.5' });
      expect(res.status).toBe(403);
    }
    expect((await publish('', { version: '2.5' })).status).toBe(401);
    expect(await storedPackages()).toBe(0);
  });

  it('decides the type by content, not by name', async () => {
    const cases = [
      { name: 'huella.apk', content: PNG_BYTES },
      { name: 'huella.apk', content: Buffer.from('MZ not a package at all') },
      // The name appears in the bytes, but the directory has no manifest at the root.
      {
        name: 'huella.apk',
        content: buildZip([{ name: 'assets/AndroidManifest.xml', content: Buffer.from('x') }]),
      },
    ];
    for (const file of cases) {
      const res = await publish(superadmin, { version: '2.5' }, file);
      expect(res.status).toBe(415);
      expect(res.body.error).toBe('Tipo de archivo inválido');
    }
    expect(await storedPackages()).toBe(0);
  });

  it('refuses a package over 10 MB', async () => {
    // Random bytes do not deflate: the package really is over the limit.
    const big = apkBytes(randomBytes(MAX_APK_BYTES));
    const res = await publish(superadmin, { version: '2.5' }, { name: 'big.apk', content: big });
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('Los archivos no deben exceder los 10MB de tramaño');
    expect(await storedPackages()).toBe(0);
  });

  it('asks for the version label and the file', async () => {
    const missing = await publish(superadmin, { version: '  ' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ version: ['Versión es requerida'] });

    const invalid = await publish(superadmin, { version: '2.5 beta/1' });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.version[0]).toMatch(/^La versión solo admite/);

    const noFile = await publish(superadmin, { version: '2.5' }, null);
    expect(noFile.status).toBe(422);
    expect(noFile.body.errors).toEqual({ file: ['Seleccione el archivo APK'] });
    expect(await storedPackages()).toBe(0);
  });
});

describe('GET app/last/version', () => {
  it('answers null before anything is published, then the newest package', async () => {
    const operator = await t.login(USERS.andinosOperator);
    expect((await t.get('/api/app/last/version', operator)).body).toBeNull();

    await publish(superadmin, { version: '2.4' });
    const newest = (await publish(superadmin, { version: '2.5' })).body.success.resultado;
    const res = await t.get('/api/app/last/version', operator);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(newest);
  });

  it('needs a session', async () => {
    expect((await t.get('/api/app/last/version')).status).toBe(401);
  });
});

describe('GET /downloads/{nombre}', () => {
  it('serves the package as an Android download, without a session', async () => {
    const { nombre } = (await publish(superadmin, { version: '2.5' })).body.success.resultado;
    const res = await t.app.inject({ method: 'GET', url: `/downloads/${nombre}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.android.package-archive');
    expect(res.headers['content-disposition']).toBe('attachment; filename="huella-2.5.apk"');
    expect(res.rawPayload.equals(apkBytes())).toBe(true);
  });

  it('answers 404 for unknown and unsafe names', async () => {
    await publish(superadmin, { version: '2.5' });
    for (const url of [
      `/downloads/${'a'.repeat(32)}.apk`,
      '/downloads/..%2F..%2Fetc%2Fpasswd',
      '/downloads/..%2Fapps%2Fx.apk',
      '/downloads/%2e%2e',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('wins over the single-page app fallback', async () => {
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'huella-web-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>spa</title>');
    const withWeb = await createTestApp({ webDist });
    try {
      const token = await withWeb.login(USERS.superadmin);
      const { payload, headers } = multipartPayload(
        { version: '3.0' },
        { name: 'huella.apk', content: apkBytes() },
      );
      const published = await withWeb.request({
        method: 'POST',
        url: '/api/app/version',
        payload,
        headers,
        token,
      });
      const res = await withWeb.app.inject({
        method: 'GET',
        url: `/downloads/${published.body.success.resultado.nombre}`,
      });
      expect(res.headers['content-type']).toBe('application/vnd.android.package-archive');
      const unknown = await withWeb.app.inject({ method: 'GET', url: `/downloads/${'b'.repeat(32)}.apk` });
      expect(unknown.statusCode).toBe(404);
    } finally {
      await withWeb.close();
      fs.rmSync(webDist, { recursive: true, force: true });
    }
  });
});
