import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VEHICLE_CATALOG_MSG } from '@huella/contracts';
import { permisos, vehiculoTipos } from '../../db/schema/index';
import { CLIENTS, createTestApp, PNG_BYTES, type TestApp, USERS } from '../../../test/app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => t.close());

const PNG = PNG_BYTES;

/** Sends the type dialog's multipart body (fields plus an optional file). */
async function sendType(url: string, token: string, fields: Record<string, string>, file?: Buffer) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('imagen', new Blob([new Uint8Array(file)]), 'tipo.png');
  const encoded = new Response(form);
  return t.request({
    method: 'POST',
    url,
    token,
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

const withoutGrant = (role: number, action: number) =>
  t.db
    .delete(permisos)
    .where(and(eq(permisos.id_rol, role), eq(permisos.id_menu, 74), eq(permisos.id_accion, action)));

describe('vehicle types', () => {
  it('lists the seeded types to any signed-in user', async () => {
    const token = await t.login(USERS.andinosOperator);
    const res = await t.get('/api/vehiculo/tipo', token);
    expect(res.status).toBe(200);
    expect(res.body.data.map((row: { descripcion: string }) => row.descripcion)).toEqual(
      expect.arrayContaining(['TRACTO', 'CAMIÓN', 'SEMIRREMOLQUE', 'BUS', 'VOLQUETE MINERO', 'CAMIONETA']),
    );
    expect(res.body.data[0]).toHaveProperty('nomtipo');
  });

  it('creates a type uppercased with its image, serves the image, and edits it', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const created = await sendType(
      '/api/vehiculo/tipo/store',
      token,
      { id_cliente: '1', nombre: 'Cisterna 2' },
      PNG,
    );
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('Se agrego correctamente el tipo de vehiculo');
    expect(created.body.tipo).toMatchObject({ descripcion: 'CISTERNA 2', nomtipo: 'CISTERNA 2' });
    const image = await t.request({ method: 'GET', url: created.body.tipo.imagen });
    expect(image.status).toBe(200);
    const edited = await sendType(`/api/vehiculo/tipo/update/${created.body.tipo.id}`, token, {
      nombre: 'cisterna',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe('Se edito correctamente el tipo de vehiculo');
    expect(edited.body.tipo).toMatchObject({ descripcion: 'CISTERNA', imagen: created.body.tipo.imagen });
  });

  it('answers the spec messages: required, special characters, duplicate, file type', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const empty = await sendType('/api/vehiculo/tipo/store', token, { nombre: ' ' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.nombre).toEqual(['Descripción es requerido']);
    const special = await sendType('/api/vehiculo/tipo/store', token, { nombre: 'Bus/urbano' });
    expect(special.body.errors.nombre).toEqual(['No se permiten caracteres especiales']);
    const duplicate = await sendType('/api/vehiculo/tipo/store', token, { nombre: 'tracto' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error).toBe('Tipo de Vehiculo duplicada');
    const badFile = await sendType(
      '/api/vehiculo/tipo/store',
      token,
      { nombre: 'Grúa' },
      Buffer.from('MZ not an image'),
    );
    expect(badFile.status).toBe(415);
    expect(badFile.body.error).toBe('Tipo de archivo inválido');
    const notMultipart = await t.post('/api/vehiculo/tipo/store', { nombre: 'Grúa' }, token);
    expect(notMultipart.status).toBe(415);
  });

  it('refuses renaming a type to another type’s name and a missing type', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const [bus] = await t.db.select().from(vehiculoTipos).where(eq(vehiculoTipos.descripcion, 'BUS'));
    const res = await sendType(`/api/vehiculo/tipo/update/${bus?.id}`, token, { nombre: 'Tracto' });
    expect(res.status).toBe(409);
    expect((await sendType('/api/vehiculo/tipo/update/99999', token, { nombre: 'Nuevo' })).status).toBe(404);
  });

  it('needs permission 74 add to create and edit to change', async () => {
    const token = await t.login(USERS.andinosOperator);
    await withoutGrant(5, 2);
    await withoutGrant(5, 3);
    expect((await sendType('/api/vehiculo/tipo/store', token, { nombre: 'Grúa' })).status).toBe(403);
    expect((await sendType('/api/vehiculo/tipo/update/1', token, { nombre: 'Grúa' })).status).toBe(403);
    expect((await t.get('/api/vehiculo/tipo', token)).status).toBe(200);
  });

  it('does not serve an image that does not exist', async () => {
    expect((await t.request({ method: 'GET', url: '/api/vehiculo/tipo/imagen/1' })).status).toBe(404);
  });
});

describe('vehicle brands and models', () => {
  it('creates a brand uppercased and answers id and marca; a duplicate is refused', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const res = await t.post(
      '/api/vehiculomarca/store',
      { id_cliente: CLIENTS.andinos, descripcion: ' dongfeng ' },
      token,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ marca: 'DONGFENG', message: 'Agregado' });
    const duplicate = await t.post('/api/vehiculomarca/store', { descripcion: 'Volvo' }, token);
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error).toBe('Marca duplicada');
    const renamed = await t.post(
      '/api/vehiculomarca/update',
      { id: res.body.id, descripcion: 'Dong Feng' },
      token,
    );
    expect(renamed.body).toMatchObject({ id: res.body.id, marca: 'DONG FENG' });
    expect(
      (await t.post('/api/vehiculomarca/update', { id: res.body.id, descripcion: 'scania' }, token)).status,
    ).toBe(409);
    expect((await t.post('/api/vehiculomarca/update', { id: 99999, descripcion: 'x' }, token)).status).toBe(
      404,
    );
    const empty = await t.post('/api/vehiculomarca/store', { descripcion: '' }, token);
    expect(empty.status).toBe(422);
    expect(empty.body.errors.descripcion).toEqual(['Descripción es requerido']);
  });

  it('creates models of a brand, lists them by brand, refuses duplicates within the brand', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const brands = await t.get('/api/vehiculomarca', token);
    const volvo = brands.body.data.find((b: { descripcion: string }) => b.descripcion === 'VOLVO');
    const scania = brands.body.data.find((b: { descripcion: string }) => b.descripcion === 'SCANIA');
    const res = await t.post(
      '/api/vehiculomodelo/store',
      { id_marca: volvo.id, descripcion: 'fm 420' },
      token,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ modelo: 'FM 420', id_marca: volvo.id });
    const models = await t.get(`/api/vehiculomodelo?id_marca=${volvo.id}`, token);
    expect(models.body.data.map((m: { descripcion: string }) => m.descripcion)).toEqual([
      'FH 440',
      'FH 500',
      'FM 420',
      'FMX 460',
    ]);
    const duplicate = await t.post(
      '/api/vehiculomodelo/store',
      { id_marca: volvo.id, descripcion: 'FH 440' },
      token,
    );
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error).toBe(VEHICLE_CATALOG_MSG.modeloDuplicado);
    expect(
      (await t.post('/api/vehiculomodelo/store', { id_marca: scania.id, descripcion: 'FH 440' }, token))
        .status,
    ).toBe(200);
    const moved = await t.post(
      '/api/vehiculomodelo/update',
      { id: res.body.id, id_marca: scania.id, descripcion: 'R500' },
      token,
    );
    expect(moved.body).toMatchObject({ modelo: 'R500', id_marca: scania.id });
  });

  it('answers the model messages and an unknown brand', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const res = await t.post('/api/vehiculomodelo/store', { descripcion: '' }, token);
    expect(res.status).toBe(422);
    expect(res.body.errors.id_marca).toEqual(['Marca es requerido']);
    expect(res.body.errors.descripcion).toEqual(['Descripción es requerido']);
    expect(
      (await t.post('/api/vehiculomodelo/store', { id_marca: 99999, descripcion: 'X' }, token)).status,
    ).toBe(404);
  });

  it('needs permission 74 to write', async () => {
    const token = await t.login(USERS.surOperator);
    await withoutGrant(5, 2);
    expect((await t.post('/api/vehiculomarca/store', { descripcion: 'JAC' }, token)).status).toBe(403);
    expect((await t.post('/api/vehiculomodelo/store', { id_marca: 1, descripcion: 'X' }, token)).status).toBe(
      403,
    );
    expect((await t.post('/api/vehiculomarca/store', { descripcion: 'JAC' })).status).toBe(401);
  });
});
