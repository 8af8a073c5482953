import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IMAGE_MSG } from '@huella/contracts';
import { imagenes, usuarioClientes, usuarios } from '../../db/schema/index';
import {
  CLIENTS,
  createTestApp,
  JPEG_BYTES,
  multipartPayload,
  PNG_BYTES,
  type TestApp,
  USERS,
} from '../../../test/app';
import { clientImagePath } from './images.service';

let t: TestApp;
let andinos: string;
beforeEach(async () => {
  t = await createTestApp();
  andinos = await t.login(USERS.andinosOperator);
});
afterEach(async () => t.close());

const url = (clientId: number = CLIENTS.andinos) => `/api/imagen/subirimagen?id_cliente=${clientId}`;

const upload = (
  token: string | undefined,
  content: Buffer | null = PNG_BYTES,
  options: { clientId?: number; name?: string; fields?: Record<string, string> } = {},
) =>
  t.request({
    method: 'POST',
    url: url(options.clientId),
    token,
    ...multipartPayload(
      options.fields ?? { id_cliente: String(options.clientId ?? CLIENTS.andinos) },
      content ? { name: options.name ?? 'foto.png', content } : undefined,
    ),
  });

/** A PNG declaring `width`×`height` in its IHDR chunk (nothing decodes it, so no pixel data is needed). */
function pngOfSize(width: number, height: number): Buffer {
  const header = Buffer.from(PNG_BYTES);
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  return header;
}

async function uploaded(token = andinos, content: Buffer = PNG_BYTES): Promise<string> {
  const res = await upload(token, content);
  expect(res.status).toBe(200);
  return res.body.success.nombre as string;
}

const fetchImage = (nombre: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/archivos/imagenes/${nombre}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

async function userId(email: string): Promise<number> {
  const [row] = await t.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, email));
  if (!row) throw new Error(`no demo user ${email}`);
  return row.id;
}

describe('POST imagen/subirimagen', () => {
  it('stores a png or jpeg under a generated name owned by the client and answers that name', async () => {
    const png = await upload(andinos, PNG_BYTES, { name: 'llanta mala.png' });
    expect(png.status).toBe(200);
    const { nombre, url: served } = png.body.success;
    expect(nombre).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(served).toBe(`/api/archivos/imagenes/${nombre}`);
    expect(fs.readFileSync(path.join(t.app.uploadsDir, 'imagenes', nombre))).toEqual(PNG_BYTES);
    const [row] = await t.db
      .select()
      .from(imagenes)
      .where(eq(imagenes.nombre, `imagenes/${nombre}`));
    expect(row).toMatchObject({
      id_cliente: CLIENTS.andinos,
      id_usuario: await userId(USERS.andinosOperator),
    });

    // The type comes from the content, not the name; the form's id_cliente may be left out.
    const jpeg = await upload(andinos, JPEG_BYTES, { name: 'foto.PNG', fields: {} });
    expect(jpeg.status).toBe(200);
    expect(jpeg.body.success.nombre).toMatch(/^[0-9a-f]{32}\.jpg$/);
  });

  it('lets internal staff who may work on the client upload for it', async () => {
    const technician = await t.login(USERS.technician);
    const res = await upload(technician, PNG_BYTES, { clientId: CLIENTS.sur });
    expect(res.status).toBe(200);
    const [row] = await t.db
      .select()
      .from(imagenes)
      .where(eq(imagenes.nombre, `imagenes/${res.body.success.nombre}`));
    expect(row?.id_cliente).toBe(CLIENTS.sur);
  });

  it("answers the spec's type and size messages", async () => {
    const exe = await upload(andinos, Buffer.from('MZ\x90\x00 programa'), { name: 'virus.png' });
    expect(exe.status).toBe(415);
    expect(exe.body.error).toBe(IMAGE_MSG.tipoInvalido);

    const big = await upload(andinos, Buffer.concat([PNG_BYTES, Buffer.alloc(10 * 1024 * 1024)]));
    expect(big.status).toBe(413);
    expect(big.body.error).toBe(IMAGE_MSG.muyGrande);

    const missing = await upload(andinos, null);
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ file: [IMAGE_MSG.imagenRequerida] });
    expect(await t.db.select().from(imagenes)).toEqual([]);
  });

  it('refuses an image declaring more than 50 megapixels, or whose size cannot be read, before decoding', async () => {
    expect((await upload(andinos, pngOfSize(10_000, 5_000))).status).toBe(200);
    const huge = await upload(andinos, pngOfSize(100_000, 100_000));
    expect(huge.status).toBe(422);
    expect(huge.body.errors).toEqual({ file: [IMAGE_MSG.dimensionesExcedidas] });
    const headless = await upload(andinos, PNG_BYTES.subarray(0, 12));
    expect(headless.status).toBe(415);
    expect(headless.body.error).toBe(IMAGE_MSG.tipoInvalido);
    expect(await t.db.select().from(imagenes)).toHaveLength(1);
  });

  it('takes one file only', async () => {
    const boundary = '----huelladosarchivos';
    const file = (name: string) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.png"\r\n` +
            'Content-Type: image/png\r\n\r\n',
        ),
        PNG_BYTES,
        Buffer.from('\r\n'),
      ]);
    const res = await t.request({
      method: 'POST',
      url: url(),
      token: andinos,
      payload: Buffer.concat([file('uno'), file('dos'), Buffer.from(`--${boundary}--\r\n`)]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.status).toBe(400);
    expect(await t.db.select().from(imagenes)).toEqual([]);
  });

  it("needs a session and a client the user may work on; nothing is stored for another client's id", async () => {
    expect((await upload(undefined)).status).toBe(401);
    const other = await upload(andinos, PNG_BYTES, { clientId: CLIENTS.sur });
    expect(other.status).toBe(403);
    // The form cannot name another client than the checked one in the query.
    const mixed = await upload(andinos, PNG_BYTES, { fields: { id_cliente: String(CLIENTS.sur) } });
    expect(mixed.status).toBe(403);
    const noClient = await t.request({
      method: 'POST',
      url: '/api/imagen/subirimagen',
      token: andinos,
      ...multipartPayload({}, { name: 'foto.png', content: PNG_BYTES }),
    });
    expect(noClient.status).toBe(422);
    expect(await t.db.select().from(imagenes)).toEqual([]);
    expect(fs.existsSync(path.join(t.app.uploadsDir, 'imagenes'))).toBe(false);
  });
});

describe('GET archivos/imagenes/:name', () => {
  it('serves the image to whoever may work on its client and to nobody else', async () => {
    const nombre = await uploaded(andinos, JPEG_BYTES);
    const own = await fetchImage(nombre, andinos);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/jpeg');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.rawPayload).toEqual(JPEG_BYTES);

    expect((await fetchImage(nombre, await t.login(USERS.andinosAdmin))).statusCode).toBe(200);
    expect((await fetchImage(nombre, await t.login(USERS.technician))).statusCode).toBe(200);
    expect((await fetchImage(nombre, await t.login(USERS.superadmin))).statusCode).toBe(200);
    expect((await fetchImage(nombre, await t.login(USERS.surOperator))).statusCode).toBe(404);
    expect((await fetchImage(nombre)).statusCode).toBe(401);

    // Staff no longer assigned to the client lose it too.
    const technicianId = await userId(USERS.technician);
    await t.db
      .delete(usuarioClientes)
      .where(
        and(eq(usuarioClientes.id_usuario, technicianId), eq(usuarioClientes.id_cliente, CLIENTS.andinos)),
      );
    expect((await fetchImage(nombre, await t.login(USERS.technician))).statusCode).toBe(404);
  });

  it('serves a png as a png and never leaves its folder', async () => {
    const nombre = await uploaded();
    const own = await fetchImage(nombre, andinos);
    expect(own.headers['content-type']).toBe('image/png');
    const superadmin = await t.login(USERS.superadmin);
    fs.mkdirSync(path.join(t.app.uploadsDir, 'logos'), { recursive: true });
    fs.writeFileSync(path.join(t.app.uploadsDir, 'logos', `${'a'.repeat(32)}.png`), PNG_BYTES);
    for (const name of [
      '..%2F..%2Fetc%2Fpasswd',
      `%2E%2E%2Flogos%2F${'a'.repeat(32)}.png`,
      `..%2F${nombre}`,
      `${nombre.toUpperCase()}`,
      `${nombre}.png`,
      `${'b'.repeat(32)}.png`,
    ]) {
      expect((await fetchImage(name, superadmin)).statusCode, name).toBe(404);
    }
    // An image whose file is gone is a 404 as well.
    fs.rmSync(path.join(t.app.uploadsDir, 'imagenes', nombre));
    expect((await fetchImage(nombre, andinos)).statusCode).toBe(404);
  });
});

describe('clientImagePath', () => {
  it("answers the stored path of the client's own upload and refuses any other name on the field", async () => {
    const nombre = await uploaded();
    await expect(clientImagePath(t.db, { clientId: CLIENTS.andinos, nombre, field: 'foto' })).resolves.toBe(
      `imagenes/${nombre}`,
    );
    for (const [clientId, name] of [
      [CLIENTS.sur, nombre],
      [CLIENTS.andinos, `${'c'.repeat(32)}.png`],
      [CLIENTS.andinos, `../${nombre}`],
    ] as const) {
      await expect(clientImagePath(t.db, { clientId, nombre: name, field: 'foto' })).rejects.toMatchObject({
        statusCode: 422,
        extra: { errors: { foto: [IMAGE_MSG.imagenNoDisponible] } },
      });
    }
  });
});
