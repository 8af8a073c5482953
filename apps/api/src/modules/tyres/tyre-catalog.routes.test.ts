import { and, eq, inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACTION, ROLE, TYRE_CATALOG_MSG } from '@huella/contracts';
import { neumaticoMarcas, permisos } from '../../db/schema/index';
import { CLIENTS, createTestApp, revokeGrant, type TestApp, USERS } from '../../../test/app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => t.close());

const store = (path: string, body: Record<string, unknown>, token: string) =>
  t.post(`/api/${path}/store`, { id_cliente: CLIENTS.andinos, ...body }, token);

describe('POST neumaticos/list', () => {
  it('answers the five catalogues with the demo rows', async () => {
    const token = await t.login(USERS.andinosOperator);
    const res = await t.post('/api/neumaticos/list', { id_cliente: CLIENTS.andinos }, token);
    expect(res.status).toBe(200);
    const { marcas, modelos, medidas, disenios, empresas } = res.body.success;
    expect(marcas.map((m: { descripcion: string }) => m.descripcion)).toContain('MICHELIN');
    expect(modelos).toContainEqual(expect.objectContaining({ descripcion: 'X MULTI Z', marca: 'MICHELIN' }));
    expect(medidas).toContainEqual(expect.objectContaining({ descripcion: '295/80R22.5', aro: '22.5' }));
    expect(disenios.length).toBeGreaterThan(0);
    expect(empresas).toContainEqual(expect.objectContaining({ ruc: '20100084768' }));
  });

  it('opens to the screens whose filters list the catalogue: tyres, scrap losses (86), tyre comparison (87)', async () => {
    const token = await t.login(USERS.andinosOperator);
    const list = () => t.post('/api/neumaticos/list', { id_cliente: CLIENTS.andinos }, token);
    await revokeGrant(t, 75);
    await revokeGrant(t, 86);
    expect((await list()).status).toBe(200);
    await revokeGrant(t, 87);
    expect((await list()).status).toBe(403);
  });

  it('refuses another client’s id_cliente', async () => {
    const token = await t.login(USERS.andinosAdmin);
    expect((await t.post('/api/neumaticos/list', { id_cliente: CLIENTS.sur }, token)).status).toBe(403);
  });
});

describe('tyre master store calls', () => {
  it('stores a brand uppercased and refuses the same name in another case', async () => {
    const token = await t.login(USERS.andinosOperator);
    const res = await store('neumaticomarca', { descripcion: '  hankook   smart ' }, token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Agregado', descripcion: 'HANKOOK SMART' });
    const again = await store('neumaticomarca', { descripcion: 'Hankook Smart' }, token);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(TYRE_CATALOG_MSG.marcaDuplicada);
    expect((await store('neumaticomarca', { descripcion: ' ' }, token)).body.errors.descripcion).toEqual([
      TYRE_CATALOG_MSG.descripcionRequerida,
    ]);
  });

  it('stores a model of a brand, answers the brand and refuses duplicates per brand', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const [brand] = await t.db
      .select()
      .from(neumaticoMarcas)
      .where(eq(neumaticoMarcas.descripcion, 'MICHELIN'));
    const res = await store(
      'neumaticomodelo',
      { id_marca: brand?.id, descripcion: 'x line energy z' },
      token,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      descripcion: 'X LINE ENERGY Z',
      marca: 'MICHELIN',
      id_marca: brand?.id,
    });
    const dup = await store('neumaticomodelo', { id_marca: brand?.id, descripcion: 'X MULTI Z' }, token);
    expect(dup.status).toBe(409);
    expect(dup.body.error).toBe(TYRE_CATALOG_MSG.modeloDuplicado);
    const noBrand = await store('neumaticomodelo', { id_marca: '', descripcion: 'ABC' }, token);
    expect(noBrand.status).toBe(422);
    expect(noBrand.body.errors.id_marca).toEqual([TYRE_CATALOG_MSG.marcaRequerida]);
    const unknownBrand = await store('neumaticomodelo', { id_marca: 999999, descripcion: 'ABC' }, token);
    expect(unknownBrand.status).toBe(422);
  });

  it('stores a size, checks each part and refuses a duplicate description', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const res = await store(
      'neumaticomedida',
      { ancho: '385', perfil: '65', aro: '22.5', descripcion: '385/65r22.5' },
      token,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ancho: '385', perfil: '65', aro: '22.5', descripcion: '385/65R22.5' });
    const dup = await store(
      'neumaticomedida',
      { ancho: '295', perfil: '80', aro: '22.5', descripcion: '295/80R22.5' },
      token,
    );
    expect(dup.status).toBe(409);
    expect(dup.body.error).toBe(TYRE_CATALOG_MSG.medidaDuplicada);
    const empty = await store('neumaticomedida', { ancho: '', perfil: '', aro: '', descripcion: '' }, token);
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toMatchObject({
      ancho: [TYRE_CATALOG_MSG.anchoRequerido],
      perfil: [TYRE_CATALOG_MSG.perfilRequerido],
      aro: [TYRE_CATALOG_MSG.aroRequerido],
      descripcion: [TYRE_CATALOG_MSG.descripcionRequerida],
    });
  });

  it('stores a design uppercased and refuses a duplicate', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const res = await store('neumaticodisenio', { nombre: 'bandag bdm' }, token);
    expect(res.body).toMatchObject({ nombre: 'BANDAG BDM' });
    const dup = await store('neumaticodisenio', { nombre: 'Bandag BDM' }, token);
    expect(dup.status).toBe(409);
    expect(dup.body.error).toBe(TYRE_CATALOG_MSG.disenioDuplicado);
  });

  it('stores a retreader by RUC with the spec’s RUC rules', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const res = await store(
      'empresas',
      { ruc: '20481234567', razon_social: 'Reencauches del Norte SAC' },
      token,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ruc: '20481234567', razon_social: 'REENCAUCHES DEL NORTE SAC' });
    const dup = await store('empresas', { ruc: '20481234567', razon_social: 'Otra' }, token);
    expect(dup.status).toBe(409);
    expect(dup.body.error).toBe(TYRE_CATALOG_MSG.rucDuplicado);
    for (const ruc of ['2048123456.5', '204812345678', 'ABC']) {
      const bad = await store('empresas', { ruc, razon_social: 'X' }, token);
      expect(bad.body.errors.ruc).toEqual([TYRE_CATALOG_MSG.rucNumerico]);
    }
    const empty = await store('empresas', { ruc: '', razon_social: '' }, token);
    expect(empty.body.errors).toMatchObject({
      ruc: [TYRE_CATALOG_MSG.rucRequerido],
      razon_social: [TYRE_CATALOG_MSG.razonSocialRequerida],
    });
  });

  it('needs the add grant of the tyre report (75)', async () => {
    await t.db
      .delete(permisos)
      .where(
        and(
          eq(permisos.id_rol, ROLE.operator),
          eq(permisos.id_menu, 75),
          inArray(permisos.id_accion, [ACTION.add]),
        ),
      );
    const token = await t.login(USERS.andinosOperator);
    const res = await store('neumaticomarca', { descripcion: 'SAILUN' }, token);
    expect(res.status).toBe(403);
    const [row] = await t.db.select().from(neumaticoMarcas).where(eq(neumaticoMarcas.descripcion, 'SAILUN'));
    expect(row).toBeUndefined();
  });
});
