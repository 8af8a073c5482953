import { and, asc, eq, getTableName, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONFIGURATION_MSG, SHARED_CATALOG_MSG, SHARED_CATALOGS } from '@huella/contracts';
import {
  empresasReencauche,
  neumaticoCostos,
  neumaticoDisenios,
  neumaticoMarcas,
  neumaticoMedidas,
  neumaticoModelos,
  neumaticos,
  usuarios,
  vehiculoConfiguraciones,
  vehiculoConfiguracionPosiciones,
  vehiculoMarcas,
  vehiculoModelos,
  vehiculos,
  vehiculoTipos,
} from '../../db/schema/index';
import { CLIENTS, createTestApp, type TestApp, USERS } from '../../../test/app';
import { SHARED_CATALOGUES } from './shared-catalogues';

/** The one row a query found (the test's own setup: a missing row is a broken test). */
function first<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('row not found');
  return row;
}

function pair<T>(rows: T[]): [T, T] {
  const [a, b] = rows;
  if (a === undefined || b === undefined) throw new Error('rows not found');
  return [a, b];
}

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => t.close());

async function userId(email: string) {
  const [row] = await t.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, email));
  if (!row) throw new Error(email);
  return row.id;
}

/** The type dialog's multipart body. */
async function sendType(url: string, token: string, nombre: string) {
  const form = new FormData();
  form.append('nombre', nombre);
  const encoded = new Response(form);
  return t.request({
    method: 'POST',
    url,
    token,
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

/** Every page of a client's list, as its own administrator reads it. */
async function readAll(url: string, clientId: number, token: string) {
  const rows: unknown[] = [];
  for (let page = 1; ; page++) {
    const res = await t.post(url, { id_cliente: clientId, page, per_page: 100 }, token);
    expect(res.status).toBe(200);
    rows.push(...res.body.data);
    if (rows.length >= res.body.total) return rows;
  }
}

/** What Cordillera del Sur's users see of their fleet: both lists, whole. */
async function surFleet() {
  const token = await t.login(USERS.surAdmin);
  return {
    vehicles: await readAll('/api/vehiculos/list', CLIENTS.sur, token),
    tyres: await readAll('/api/neumaticos/index', CLIENTS.sur, token),
  };
}

/** A vehicle of Cordillera del Sur and the catalogue rows it uses. */
async function surVehicle() {
  const [row] = await t.db
    .select()
    .from(vehiculos)
    .where(eq(vehiculos.id_cliente, CLIENTS.sur))
    .orderBy(asc(vehiculos.id))
    .limit(1);
  if (!row) throw new Error('no vehicle');
  return row;
}

async function configurationBody(id: number) {
  const [row] = await t.db.select().from(vehiculoConfiguraciones).where(eq(vehiculoConfiguraciones.id, id));
  const positions = await t.db
    .select()
    .from(vehiculoConfiguracionPosiciones)
    .where(eq(vehiculoConfiguracionPosiciones.id_configuracion, id))
    .orderBy(asc(vehiculoConfiguracionPosiciones.eje), asc(vehiculoConfiguracionPosiciones.ubicacion));
  if (!row) throw new Error('no configuration');
  const axles = new Map<number, { id_ejes: number; ubicaciones: number[] }>();
  for (const position of positions) {
    const axle = axles.get(position.eje) ?? { id_ejes: position.id_ejes, ubicaciones: [] };
    axle.ubicaciones.push(position.ubicacion);
    axles.set(position.eje, axle);
  }
  return {
    id,
    nombre: row.nombre,
    id_vehiculotipo: row.id_vehiculotipo,
    nroneumaticos: row.nroneumaticos,
    tipo_configuracion: row.tipo_configuracion,
    ejes: [...axles.entries()].sort(([a], [b]) => a - b).map(([, axle]) => axle),
  };
}

describe('a client’s users and the rows another client uses', () => {
  for (const email of [USERS.andinosOperator, USERS.andinosAdmin]) {
    it(`refuses every change by ${email} and leaves Cordillera del Sur’s fleet as it was`, async () => {
      const before = await surFleet();
      const token = await t.login(email);
      const used = await surVehicle();
      const [otherBrand] = await t.db
        .select()
        .from(vehiculoMarcas)
        .where(sql`${vehiculoMarcas.id} <> ${used.id_marca}`)
        .limit(1);

      const type = await sendType(`/api/vehiculo/tipo/update/${used.id_tipo}`, token, 'Renombrado');
      expect(type.status).toBe(409);
      expect(type.body.error).toBe(SHARED_CATALOG_MSG.usadoPorOtroCliente);
      const brand = await t.post(
        '/api/vehiculomarca/update',
        { id: used.id_marca, descripcion: 'Renombrada' },
        token,
      );
      expect(brand.status).toBe(409);
      expect(brand.body.error).toBe(SHARED_CATALOG_MSG.usadoPorOtroCliente);
      const renamedModel = await t.post(
        '/api/vehiculomodelo/update',
        { id: used.id_modelo, id_marca: used.id_marca, descripcion: 'Renombrado' },
        token,
      );
      expect(renamedModel.status).toBe(409);
      const movedModel = await t.post(
        '/api/vehiculomodelo/update',
        { id: used.id_modelo, id_marca: otherBrand?.id, descripcion: 'Movido' },
        token,
      );
      expect(movedModel.status).toBe(409);
      const configuration = await configurationBody(used.id_configuracion);
      const renamedConfiguration = await t.post(
        '/api/vehiculoconfiguracion/store',
        { configuracion: { ...configuration, nombre: 'Renombrada' } },
        token,
      );
      expect(renamedConfiguration.status).toBe(409);
      expect(renamedConfiguration.body.error).toBe(SHARED_CATALOG_MSG.usadoPorOtroCliente);
      const deleted = await t.post(
        '/api/vehiculoconfiguracion/delete',
        { id_configuracion: used.id_configuracion },
        token,
      );
      // The operator holds no delete grant on 74 (403); the administrator is refused by the rule (409).
      expect(deleted.status).toBe(email === USERS.andinosOperator ? 403 : 409);
      const merge = await t.post(
        '/api/catalogos/vehiculomarca/fusionar',
        { id_origen: used.id_marca, id_destino: otherBrand?.id },
        token,
      );
      expect(merge.status).toBe(403);
      expect(merge.body.error).toBe(SHARED_CATALOG_MSG.soloInternos);

      expect(await surFleet()).toEqual(before);
    });
  }

  it('refuses a rename of a row another client added, or of a brand with a model it added', async () => {
    const sur = await t.login(USERS.surOperator);
    const andinos = await t.login(USERS.andinosAdmin);
    const brand = await t.post('/api/vehiculomarca/store', { descripcion: 'Hino' }, sur);
    expect(brand.status).toBe(200);
    const renamed = await t.post(
      '/api/vehiculomarca/update',
      { id: brand.body.id, descripcion: 'Hyno' },
      andinos,
    );
    expect(renamed.status).toBe(409);

    const own = await t.post('/api/vehiculomarca/store', { descripcion: 'Jac' }, andinos);
    const model = await t.post(
      '/api/vehiculomodelo/store',
      { id_marca: own.body.id, descripcion: 'N120' },
      sur,
    );
    expect(model.status).toBe(200);
    const ownRenamed = await t.post(
      '/api/vehiculomarca/update',
      { id: own.body.id, descripcion: 'Jac Motors' },
      andinos,
    );
    expect(ownRenamed.status).toBe(409);
    expect(ownRenamed.body.error).toBe(SHARED_CATALOG_MSG.usadoPorOtroCliente);
  });

  it('lets a client’s user add entries and change its own unused ones, recording who did it', async () => {
    const token = await t.login(USERS.andinosOperator);
    const operator = await userId(USERS.andinosOperator);
    const brand = await t.post('/api/vehiculomarca/store', { descripcion: 'Dongfeng' }, token);
    expect(brand.status).toBe(200);
    const model = await t.post(
      '/api/vehiculomodelo/store',
      { id_marca: brand.body.id, descripcion: 'Kx' },
      token,
    );
    const renamed = await t.post(
      '/api/vehiculomarca/update',
      { id: brand.body.id, descripcion: 'Dong Feng' },
      token,
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body.marca).toBe('DONG FENG');
    const volvo = first(
      await t.db.select().from(vehiculoMarcas).where(eq(vehiculoMarcas.descripcion, 'VOLVO')),
    );
    // Unused: it may still move to another brand.
    const moved = await t.post(
      '/api/vehiculomodelo/update',
      { id: model.body.id, id_marca: volvo?.id, descripcion: 'KX' },
      token,
    );
    expect(moved.status).toBe(200);
    const type = await sendType('/api/vehiculo/tipo/store', token, 'Cisterna');
    expect(type.status).toBe(200);
    const typeRenamed = await sendType(`/api/vehiculo/tipo/update/${type.body.tipo.id}`, token, 'Cisterna 2');
    expect(typeRenamed.status).toBe(200);

    const [brandRow] = await t.db.select().from(vehiculoMarcas).where(eq(vehiculoMarcas.id, brand.body.id));
    expect(brandRow).toMatchObject({ created_by: operator, updated_by: operator });
    const [typeRow] = await t.db.select().from(vehiculoTipos).where(eq(vehiculoTipos.id, type.body.tipo.id));
    expect(typeRow).toMatchObject({ created_by: operator, updated_by: operator });

    const tyre = await t.post(
      '/api/neumaticodisenio/store',
      { id_cliente: CLIENTS.andinos, nombre: 'Banda nueva' },
      token,
    );
    expect(tyre.status).toBe(200);
    const design = first(
      await t.db.select().from(neumaticoDisenios).where(eq(neumaticoDisenios.id, tyre.body.id)),
    );
    expect(design).toMatchObject({ created_by: operator, updated_by: operator });
  });

  it('lets a client’s administrator edit and delete a configuration only its own vehicles use', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const admin = await userId(USERS.andinosAdmin);
    const used = await surVehicle();
    // Only Transportes Andinos' vehicles keep this configuration.
    await t.db.delete(vehiculos).where(eq(vehiculos.id_cliente, CLIENTS.sur));
    const body = await configurationBody(used.id_configuracion);
    const renamed = await t.post(
      '/api/vehiculoconfiguracion/store',
      { configuracion: { ...body, nombre: 'Nombre propio' } },
      token,
    );
    expect(renamed.status).toBe(200);
    const [row] = await t.db
      .select()
      .from(vehiculoConfiguraciones)
      .where(eq(vehiculoConfiguraciones.id, used.id_configuracion));
    expect(row?.updated_by).toBe(admin);
    const deleted = await t.post('/api/vehiculoconfiguracion/delete', { id_configuracion: body.id }, token);
    expect(deleted.status).toBe(409);
    expect(deleted.body.error).toBe(CONFIGURATION_MSG.enUsoEliminar);
  });
});

describe('the provider’s internal roles', () => {
  it('rename any row, but never move a row in use under another parent', async () => {
    const token = await t.login(USERS.superadmin);
    const superadmin = await userId(USERS.superadmin);
    const used = await surVehicle();
    const brand = await t.post(
      '/api/vehiculomarca/update',
      { id: used.id_marca, descripcion: 'Marca curada' },
      token,
    );
    expect(brand.status).toBe(200);
    const [row] = await t.db.select().from(vehiculoMarcas).where(eq(vehiculoMarcas.id, used.id_marca));
    expect(row).toMatchObject({ descripcion: 'MARCA CURADA', updated_by: superadmin });
    const type = await sendType(`/api/vehiculo/tipo/update/${used.id_tipo}`, token, 'Tipo curado');
    expect(type.status).toBe(200);

    const [otherBrand] = await t.db
      .select()
      .from(vehiculoMarcas)
      .where(sql`${vehiculoMarcas.id} <> ${used.id_marca}`)
      .limit(1);
    const moved = await t.post(
      '/api/vehiculomodelo/update',
      { id: used.id_modelo, id_marca: otherBrand?.id, descripcion: 'Movido' },
      token,
    );
    expect(moved.status).toBe(409);
    expect(moved.body.error).toBe(SHARED_CATALOG_MSG.modeloEnUso);

    const body = await configurationBody(used.id_configuracion);
    const [otherType] = await t.db
      .select()
      .from(vehiculoTipos)
      .where(sql`${vehiculoTipos.id} <> ${body.id_vehiculotipo}`)
      .limit(1);
    const retyped = await t.post(
      '/api/vehiculoconfiguracion/store',
      { configuracion: { ...body, id_vehiculotipo: otherType?.id } },
      token,
    );
    expect(retyped.status).toBe(409);
    expect(retyped.body.error).toBe(SHARED_CATALOG_MSG.configuracionEnUso);
  });
});

describe('POST catalogos/{catalogo}/fusionar', () => {
  it('merges a duplicate vehicle brand: vehicles repointed, twin models merged, others moved', async () => {
    const token = await t.login(USERS.superadmin);
    const superadmin = await userId(USERS.superadmin);
    const volvo = first(
      await t.db.select().from(vehiculoMarcas).where(eq(vehiculoMarcas.descripcion, 'VOLVO')),
    );
    const fh440 = first(
      await t.db
        .select()
        .from(vehiculoModelos)
        .where(and(eq(vehiculoModelos.id_marca, volvo.id), eq(vehiculoModelos.descripcion, 'FH 440'))),
    );
    const duplicate = first(
      await t.db.insert(vehiculoMarcas).values({ descripcion: 'VOLVO TRUCKS' }).returning(),
    );
    const [twin, unique] = pair(
      await t.db
        .insert(vehiculoModelos)
        .values([
          { id_marca: duplicate.id, descripcion: 'FH 440' },
          { id_marca: duplicate.id, descripcion: 'FH 16' },
        ])
        .returning(),
    );
    const used = await surVehicle();
    await t.db
      .update(vehiculos)
      .set({ id_marca: duplicate.id, id_modelo: twin.id })
      .where(eq(vehiculos.id, used.id));

    const res = await t.post(
      '/api/catalogos/vehiculomarca/fusionar',
      { id_origen: duplicate.id, id_destino: volvo.id },
      token,
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: SHARED_CATALOG_MSG.fusionado, id: volvo.id, referencias: 3 });
    const [vehicle] = await t.db.select().from(vehiculos).where(eq(vehiculos.id, used.id));
    expect(vehicle).toMatchObject({ id_marca: volvo.id, id_modelo: fh440.id });
    const models = await t.db.select().from(vehiculoModelos).where(eq(vehiculoModelos.id_marca, volvo.id));
    expect(models.map((m) => m.descripcion).sort()).toEqual(['FH 16', 'FH 440', 'FH 500', 'FMX 460']);
    expect(models.find((m) => m.id === unique.id)?.updated_by).toBe(superadmin);
    expect(await t.db.select().from(vehiculoMarcas).where(eq(vehiculoMarcas.id, duplicate.id))).toEqual([]);
    const [kept] = await t.db.select().from(vehiculoMarcas).where(eq(vehiculoMarcas.id, volvo.id));
    expect(kept?.updated_by).toBe(superadmin);
  });

  it('merges a vehicle type with its configurations, and refuses one whose twin has other positions', async () => {
    const token = await t.login(USERS.superadmin);
    const used = await surVehicle();
    const body = await configurationBody(used.id_configuracion);
    const duplicate = first(
      await t.db.insert(vehiculoTipos).values({ descripcion: 'DUPLICADO' }).returning(),
    );
    const store = (configuracion: object) =>
      t.post('/api/vehiculoconfiguracion/store', { configuracion }, token);
    const twin = await store({ ...body, id: null, nombre: 'Gemela', id_vehiculotipo: duplicate.id });
    expect(twin.status).toBe(200);
    const other = await store({
      nombre: 'Propia',
      id_vehiculotipo: duplicate.id,
      nroneumaticos: 2,
      tipo_configuracion: '4x2',
      ejes: [{ id_ejes: 1, ubicaciones: [1, 2] }],
    });
    expect(other.status).toBe(200);
    await t.db
      .update(vehiculos)
      .set({ id_tipo: duplicate.id, id_configuracion: twin.body.configuracion.id })
      .where(eq(vehiculos.id, used.id));

    const res = await t.post(
      '/api/catalogos/vehiculotipo/fusionar',
      { id_origen: duplicate.id, id_destino: body.id_vehiculotipo },
      token,
    );
    expect(res.status).toBe(200);
    const [vehicle] = await t.db.select().from(vehiculos).where(eq(vehiculos.id, used.id));
    expect(vehicle).toMatchObject({ id_tipo: body.id_vehiculotipo, id_configuracion: used.id_configuracion });
    const [moved] = await t.db
      .select()
      .from(vehiculoConfiguraciones)
      .where(eq(vehiculoConfiguraciones.id, other.body.configuracion.id));
    expect(moved?.id_vehiculotipo).toBe(body.id_vehiculotipo);

    // The same identity with other positions cannot become one configuration.
    const third = first(await t.db.insert(vehiculoTipos).values({ descripcion: 'TERCERO' }).returning());
    const reshaped = body.ejes.map((axle, index) =>
      index === 0 ? axle : { ...axle, ubicaciones: axle.ubicaciones.map((slot) => slot + 4) },
    );
    const clash = await store({
      ...body,
      id: null,
      nombre: 'Chocan',
      id_vehiculotipo: third.id,
      ejes: reshaped,
    });
    expect(clash.status).toBe(200);
    const refused = await t.post(
      '/api/catalogos/vehiculotipo/fusionar',
      { id_origen: third.id, id_destino: body.id_vehiculotipo },
      token,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(SHARED_CATALOG_MSG.configuracionesDistintas('Chocan'));
    expect(await t.db.select().from(vehiculoTipos).where(eq(vehiculoTipos.id, third.id))).toHaveLength(1);
  });

  it('merges configurations of one type with the same positions, and refuses others', async () => {
    const token = await t.login(USERS.superadmin);
    const used = await surVehicle();
    const body = await configurationBody(used.id_configuracion);
    const store = (configuracion: object) =>
      t.post('/api/vehiculoconfiguracion/store', { configuracion }, token);
    // Same layout, another configuration type: a duplicate the identity key cannot see.
    const otherKind = body.tipo_configuracion === 'Remolcado' ? '4x2' : 'Remolcado';
    const duplicate = await store({ ...body, id: null, nombre: 'Duplicada', tipo_configuracion: otherKind });
    expect(duplicate.status).toBe(200);
    const id = duplicate.body.configuracion.id;
    await t.db.update(vehiculos).set({ id_configuracion: id }).where(eq(vehiculos.id, used.id));
    const url = '/api/catalogos/vehiculoconfiguracion/fusionar';
    const res = await t.post(url, { id_origen: id, id_destino: used.id_configuracion }, token);
    expect(res.body).toMatchObject({ id: used.id_configuracion, referencias: 1 });
    const [vehicle] = await t.db.select().from(vehiculos).where(eq(vehiculos.id, used.id));
    expect(vehicle?.id_configuracion).toBe(used.id_configuracion);
    expect(
      await t.db.select().from(vehiculoConfiguraciones).where(eq(vehiculoConfiguraciones.id, id)),
    ).toEqual([]);

    const others = await t.db
      .select()
      .from(vehiculoConfiguraciones)
      .where(sql`${vehiculoConfiguraciones.id} <> ${used.id_configuracion}`);
    const sameType = others.find((row) => row.id_vehiculotipo === body.id_vehiculotipo);
    const otherType = others.find((row) => row.id_vehiculotipo !== body.id_vehiculotipo);
    const reshaped = await t.post(url, { id_origen: sameType?.id, id_destino: used.id_configuracion }, token);
    expect(reshaped.status).toBe(409);
    expect(reshaped.body.error).toBe(SHARED_CATALOG_MSG.otrasPosiciones);
    const retyped = await t.post(url, { id_origen: otherType?.id, id_destino: used.id_configuracion }, token);
    expect(retyped.status).toBe(409);
    expect(retyped.body.error).toBe(SHARED_CATALOG_MSG.otroTipo);
  });

  it('merges vehicle models of one brand and refuses models of two brands', async () => {
    const token = await t.login(USERS.superadmin);
    const used = await surVehicle();
    const duplicate = first(
      await t.db
        .insert(vehiculoModelos)
        .values({ id_marca: used.id_marca, descripcion: 'DUPLICADO' })
        .returning(),
    );
    await t.db.update(vehiculos).set({ id_modelo: duplicate.id }).where(eq(vehiculos.id, used.id));
    const res = await t.post(
      '/api/catalogos/vehiculomodelo/fusionar',
      { id_origen: duplicate.id, id_destino: used.id_modelo },
      token,
    );
    expect(res.body).toMatchObject({ id: used.id_modelo, referencias: 1 });
    const otherBrandModel = first(
      await t.db
        .select()
        .from(vehiculoModelos)
        .where(sql`${vehiculoModelos.id_marca} <> ${used.id_marca}`)
        .limit(1),
    );
    const refused = await t.post(
      '/api/catalogos/vehiculomodelo/fusionar',
      { id_origen: otherBrandModel.id, id_destino: used.id_modelo },
      token,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(SHARED_CATALOG_MSG.otraMarca);
  });

  it('merges tyre sizes, designs, retreaders, brands and models: tyres and costs repointed', async () => {
    const token = await t.login(USERS.technician);
    const [tyre] = await t.db
      .select()
      .from(neumaticos)
      .where(and(eq(neumaticos.id_cliente, CLIENTS.sur), sql`${neumaticos.id_disenio} is not null`))
      .limit(1);
    if (!tyre?.id_disenio || !tyre.id_empresa) throw new Error('no retreaded tyre');
    const size = first(
      await t.db
        .insert(neumaticoMedidas)
        .values({ ancho: '1', perfil: '1', aro: '1', descripcion: '1/1R1' })
        .returning(),
    );
    const design = first(await t.db.insert(neumaticoDisenios).values({ nombre: 'DUPLICADO' }).returning());
    const retreader = first(
      await t.db
        .insert(empresasReencauche)
        .values({ ruc: '20999999999', razon_social: 'DUPLICADA' })
        .returning(),
    );
    const brand = first(await t.db.insert(neumaticoMarcas).values({ descripcion: 'DUPLICADA' }).returning());
    const keptModel = first(
      await t.db.select().from(neumaticoModelos).where(eq(neumaticoModelos.id, tyre.id_modelo)),
    );
    const model = first(
      await t.db
        .insert(neumaticoModelos)
        .values({ id_marca: brand.id, descripcion: keptModel.descripcion })
        .returning(),
    );
    await t.db
      .update(neumaticos)
      .set({
        id_medida: size.id,
        id_disenio: design.id,
        id_empresa: retreader.id,
        id_marca: brand.id,
        id_modelo: model.id,
      })
      .where(eq(neumaticos.id, tyre.id));
    await t.db
      .update(neumaticoCostos)
      .set({ id_disenio: design.id, id_empresa: retreader.id })
      .where(and(eq(neumaticoCostos.id_neumatico, tyre.id), eq(neumaticoCostos.id_disenio, tyre.id_disenio)));

    for (const [catalogo, from, to] of [
      ['neumaticomedida', size.id, tyre.id_medida],
      ['neumaticodisenio', design.id, tyre.id_disenio],
      ['empresas', retreader.id, tyre.id_empresa],
      ['neumaticomarca', brand.id, tyre.id_marca],
    ] as const) {
      const res = await t.post(
        `/api/catalogos/${catalogo}/fusionar`,
        { id_origen: from, id_destino: to },
        token,
      );
      expect(res.status, catalogo).toBe(200);
      expect(res.body.referencias, catalogo).toBeGreaterThan(0);
    }
    const [after] = await t.db.select().from(neumaticos).where(eq(neumaticos.id, tyre.id));
    expect(after).toMatchObject({
      id_medida: tyre.id_medida,
      id_disenio: tyre.id_disenio,
      id_empresa: tyre.id_empresa,
      id_marca: tyre.id_marca,
      id_modelo: tyre.id_modelo,
    });
    const costs = await t.db.select().from(neumaticoCostos).where(eq(neumaticoCostos.id_neumatico, tyre.id));
    expect(costs.some((cost) => cost.id_disenio === design.id || cost.id_empresa === retreader.id)).toBe(
      false,
    );
    expect(await t.db.select().from(neumaticoModelos).where(eq(neumaticoModelos.id, model.id))).toEqual([]);
  });

  it('answers 403 to client users, 404 for unknown rows and 422 for one row twice or a bad catalogue', async () => {
    const member = await t.login(USERS.surAdmin);
    const token = await t.login(USERS.superadmin);
    const [a, b] = pair(await t.db.select().from(neumaticoDisenios).limit(2));
    const url = '/api/catalogos/neumaticodisenio/fusionar';
    expect((await t.post(url, { id_origen: a.id, id_destino: b.id }, member)).status).toBe(403);
    expect((await t.post(url, { id_origen: a.id, id_destino: b.id })).status).toBe(401);
    const missing = await t.post(url, { id_origen: 99999, id_destino: b.id }, token);
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe(SHARED_CATALOG_MSG.origenNoExiste);
    expect((await t.post(url, { id_origen: a.id, id_destino: 99999 }, token)).body.error).toBe(
      SHARED_CATALOG_MSG.destinoNoExiste,
    );
    const same = await t.post(url, { id_origen: a.id, id_destino: a.id }, token);
    expect(same.status).toBe(422);
    expect(same.body.errors.id_destino).toEqual([SHARED_CATALOG_MSG.mismoRegistro]);
    expect(
      (await t.post('/api/catalogos/plantas/fusionar', { id_origen: 1, id_destino: 2 }, token)).status,
    ).toBe(422);
    expect(await t.db.select().from(neumaticoDisenios).where(eq(neumaticoDisenios.id, a.id))).toHaveLength(1);
  });
});

describe('POST vehiculos/existeconfiguracion', () => {
  it('counts only the vehicles of the caller’s client', async () => {
    const used = await surVehicle();
    const id = used.id_configuracion;
    const count = async (clientId: number) =>
      (
        await t.db
          .select({ id: vehiculos.id })
          .from(vehiculos)
          .where(and(eq(vehiculos.id_configuracion, id), eq(vehiculos.id_cliente, clientId)))
      ).length;
    const sur = await count(CLIENTS.sur);
    const andinos = await count(CLIENTS.andinos);
    expect(sur).toBeGreaterThan(0);

    const surToken = await t.login(USERS.surOperator);
    const own = await t.post('/api/vehiculos/existeconfiguracion', { id_configuracion: id }, surToken);
    expect(own.body).toEqual({ existe: true, total: sur });
    const andinosToken = await t.login(USERS.andinosAdmin);
    const other = await t.post('/api/vehiculos/existeconfiguracion', { id_configuracion: id }, andinosToken);
    expect(other.body).toEqual({ existe: andinos > 0, total: andinos });
    const refused = await t.post(
      '/api/vehiculos/existeconfiguracion',
      { id_configuracion: id, id_cliente: CLIENTS.sur },
      andinosToken,
    );
    expect(refused.status).toBe(403);
    const internal = await t.login(USERS.superadmin);
    const chosen = await t.post(
      '/api/vehiculos/existeconfiguracion',
      { id_configuracion: id, id_cliente: CLIENTS.sur },
      internal,
    );
    expect(chosen.body).toEqual({ existe: true, total: sur });
    expect(
      (await t.post('/api/vehiculos/existeconfiguracion', { id_configuracion: 99999 }, internal)).status,
    ).toBe(404);
  });
});

describe('SHARED_CATALOGUES', () => {
  it('names every foreign key that points at a shared catalogue', async () => {
    const tables = Object.values(SHARED_CATALOGUES).map((catalogue) => getTableName(catalogue.table));
    const result = (await t.db.execute(sql`
      select src.relname as "table", att.attname as "column", dst.relname as target
      from pg_constraint con
      join pg_class src on src.oid = con.conrelid
      join pg_class dst on dst.oid = con.confrelid
      join pg_attribute att on att.attrelid = con.conrelid and att.attnum = any(con.conkey)
      where con.contype = 'f' and att.attname <> 'id_cliente'
    `)) as unknown as { rows: { table: string; column: string; target: string }[] };
    const found = result.rows
      .filter((row) => tables.includes(row.target))
      .map((row) => `${row.table}.${row.column}`)
      // The positions of a configuration are part of it (deleted with it), not a use.
      .filter((name) => name !== 'vehiculo_configuracion_posiciones.id_configuracion')
      .sort();
    const listed = Object.values(SHARED_CATALOGUES)
      .flatMap((catalogue) => [
        ...catalogue.references.map((reference) => reference.column),
        ...catalogue.children.map((reference) => reference.column),
      ])
      .map((column) => `${getTableName(column.table)}.${column.name}`)
      .sort();
    expect(found).toEqual(listed);
    expect(Object.keys(SHARED_CATALOGUES).sort()).toEqual([...SHARED_CATALOGS].sort());
  });
});

describe('OpenAPI', () => {
  it('documents the merge call with its catalogues and body', async () => {
    const res = await t.get('/api/docs/json');
    const operation = res.body.paths['/api/catalogos/{catalogo}/fusionar']?.post;
    expect(operation.tags).toEqual(['Catálogos compartidos']);
    expect(operation.parameters[0].schema.enum).toEqual([...SHARED_CATALOGS]);
    expect(Object.keys(operation.requestBody.content['application/json'].schema.properties)).toEqual([
      'id_origen',
      'id_destino',
    ]);
  });
});
