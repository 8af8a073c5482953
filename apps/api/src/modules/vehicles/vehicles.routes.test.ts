import ExcelJS from 'exceljs';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACTION, ROLE, VEHICLE_MSG } from '@huella/contracts';
import {
  aplicaciones,
  permisos,
  plantas,
  remanentesAplicacion,
  vehiculoConfiguraciones,
  vehiculoModelos,
  vehiculos,
} from '../../db/schema/index';
import { CLIENTS, createTestApp, revokeGrant, type TestApp, USERS } from '../../../test/app';
import { VEHICLE_READING_SOURCES } from './vehicle-readings';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => t.close());

const list = (token: string, body: Record<string, unknown> = {}, clientId: number = CLIENTS.andinos) =>
  t.post('/api/vehiculos/list', { id_cliente: clientId, ...body }, token);

/** A valid new vehicle of the andinos client built from the demo catalogue. */
async function newVehicle(overrides: Record<string, unknown> = {}) {
  const [configuration] = await t.db.select().from(vehiculoConfiguraciones).limit(1);
  const [model] = await t.db.select().from(vehiculoModelos).limit(1);
  const [application] = await t.db
    .select({ id: aplicaciones.id })
    .from(aplicaciones)
    .innerJoin(remanentesAplicacion, eq(remanentesAplicacion.id_aplicacion, aplicaciones.id))
    .where(eq(aplicaciones.id_cliente, CLIENTS.andinos))
    .limit(1);
  const [plant] = await t.db.select().from(plantas).where(eq(plantas.id_cliente, CLIENTS.andinos)).limit(1);
  if (!configuration || !model || !application || !plant) throw new Error('demo catalogue missing');
  return {
    placa: 'zz9-999',
    codigo: 'TA-900',
    id_planta: plant.id,
    id_tipo: configuration.id_vehiculotipo,
    id_marca: model.id_marca,
    id_modelo: model.id,
    ruta: application.id,
    tipo_costo: 1,
    id_configuracion: configuration.id,
    fecha_fabricacion: '2019',
    kilometraje: '125000.5',
    ...overrides,
  };
}

const store = (token: string, vehiculo: Record<string, unknown>, clientId: number = CLIENTS.andinos) =>
  t.post('/api/vehiculos/store', { id_cliente: clientId, vehiculo }, token);
const update = (token: string, vehiculo: Record<string, unknown>, clientId: number = CLIENTS.andinos) =>
  t.post('/api/vehiculos/update', { id_cliente: clientId, vehiculo }, token);

async function firstVehicle(clientId: number) {
  const [row] = await t.db.select().from(vehiculos).where(eq(vehiculos.id_cliente, clientId)).limit(1);
  if (!row) throw new Error('no demo vehicle');
  return row;
}

async function revoke(role: number, action?: number) {
  await t.db
    .delete(permisos)
    .where(
      and(
        eq(permisos.id_rol, role),
        eq(permisos.id_menu, 73),
        action ? eq(permisos.id_accion, action) : undefined,
      ),
    );
}

describe('POST vehiculos/list', () => {
  it('pages the client’s vehicles, newest first, with the report’s fields', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const res = await list(token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ per_page: 10, current_page: 1, from: 1, to: 10, total: 40 });
    const row = res.body.data[0];
    expect(row).toMatchObject({
      nomestado: expect.stringMatching(/^(No )?Activo$/),
      configuracion: expect.any(String),
      aplicacion: expect.any(String),
      nroneumaticos: expect.any(Number),
      kilometraje: expect.any(Number),
    });
    expect(row.fecha_registro).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const ids = res.body.data.map((v: { id: number }) => v.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const last = await list(token, { page: 4, per_page: 12 });
    expect(last.body).toMatchObject({ from: 37, to: 40, total: 40 });
    expect(last.body.data).toHaveLength(4);
    expect((await list(token, { per_page: 101 })).status).toBe(422);
  });

  it('sorts by each column and searches plate, code, type, brand, model and plant', async () => {
    const token = await t.login(USERS.andinosAdmin);
    for (const sortBy of [
      'placa',
      'tipo',
      'marca',
      'modelo',
      'configuracion',
      'aplicacion',
      'nomplanta',
      'codigo',
      'fecha_registro',
      'nomestado',
    ]) {
      const res = await list(token, { sortBy, sortDirection: 'asc', per_page: 100 });
      expect(res.status, sortBy).toBe(200);
      expect(res.body.data).toHaveLength(40);
    }
    const byPlate = await list(token, { sortBy: 'placa', sortDirection: 'asc', per_page: 100 });
    const plates = byPlate.body.data.map((v: { placa: string }) => v.placa);
    expect(plates).toEqual([...plates].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    const byBrandDesc = await list(token, { sortBy: 'marca', sortDirection: 'desc', per_page: 100 });
    const brands = byBrandDesc.body.data.map((v: { marca: string }) => v.marca);
    expect(brands[0] >= brands[brands.length - 1]).toBe(true);
    expect((await list(token, { sortBy: 'clave' })).status).toBe(422);

    const sample = byPlate.body.data[0];
    const byPlateSearch = await list(token, { search: sample.placa.slice(0, 5).toLowerCase() });
    expect(byPlateSearch.body.data.map((v: { id: number }) => v.id)).toContain(sample.id);
    const byPlant = await list(token, { search: 'lurín', per_page: 100 });
    expect(byPlant.body.total).toBeGreaterThan(0);
    expect(byPlant.body.data.every((v: { nomplanta: string }) => v.nomplanta === 'Lurín')).toBe(true);
    const byBrand = await list(token, { search: 'scania', per_page: 100 });
    expect(byBrand.body.data.every((v: { marca: string }) => v.marca === 'SCANIA')).toBe(true);
    expect((await list(token, { search: 'no-existe-xyz' })).body).toMatchObject({ total: 0, from: null });
  });

  it('finds a plate exactly, whatever its case (the plate find uses the total)', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const vehicle = await firstVehicle(CLIENTS.andinos);
    const found = await list(token, {
      placa: vehicle.placa.toLowerCase(),
      sortBy: 'id',
      sortDirection: 'desc',
    });
    expect(found.body.total).toBe(1);
    expect((await list(token, { placa: 'QQQ-000' })).body.total).toBe(0);
  });

  it('answers 403 for a client the user does not belong to and for a role without 73', async () => {
    const token = await t.login(USERS.andinosAdmin);
    expect((await list(token, {}, CLIENTS.sur)).status).toBe(403);
    const operator = await t.login(USERS.andinosOperator);
    expect((await list(operator)).status).toBe(200);
    await revoke(ROLE.operator);
    expect((await list(operator)).status).toBe(403);
  });
});

describe('POST vehiculos/store and vehiculos/update', () => {
  it('registers a vehicle as Activo with its plate uppercased, then edits it', async () => {
    const token = await t.login(USERS.andinosOperator);
    const created = await store(token, await newVehicle({ estado: 0 }));
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('Se registro el vehículo de placa: ZZ9-999');
    expect(created.body.vehiculo).toMatchObject({
      placa: 'ZZ9-999',
      estado: 1,
      nomestado: 'Activo',
      kilometraje: 125000.5,
      fecha_fabricacion: '2019',
      editkm: 1,
    });
    const id = created.body.vehiculo.id;
    const edited = await update(
      token,
      await newVehicle({ id, codigo: '-', id_planta: null, estado: 0, kilometraje: '1' }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe('Se actualizó el vehículo de placa: ZZ9-999');
    // '-' is empty, estado changes when editing, km stays while locked.
    expect(edited.body.vehiculo).toMatchObject({
      codigo: '',
      nomplanta: '',
      estado: 0,
      kilometraje: 125000.5,
    });
    const shown = await t.post('/api/vehiculos/show', { id_cliente: CLIENTS.andinos, id }, token);
    expect(shown.body.vehiculo).toMatchObject({ id, estado: 0 });
  });

  it('gives each required message of spec 2 §5', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const res = await store(token, { placa: '  ', tipo_costo: null });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      'vehiculo.placa': [VEHICLE_MSG.placaRequerida],
      'vehiculo.id_tipo': [VEHICLE_MSG.tipoRequerido],
      'vehiculo.id_marca': [VEHICLE_MSG.marcaRequerida],
      'vehiculo.id_modelo': [VEHICLE_MSG.modeloRequerido],
      'vehiculo.ruta': [VEHICLE_MSG.aplicacionRequerida],
      'vehiculo.tipo_costo': [VEHICLE_MSG.tipoCostoRequerido],
      'vehiculo.id_configuracion': [VEHICLE_MSG.configuracionRequerida],
    });
    const km = await store(token, await newVehicle({ kilometraje: '12,5' }));
    expect(km.body.errors['vehiculo.kilometraje']).toEqual([VEHICLE_MSG.kmSoloNumeros]);
    const negative = await store(token, await newVehicle({ kilometraje: '-3' }));
    expect(negative.body.errors['vehiculo.kilometraje']).toEqual([VEHICLE_MSG.kmMayorIgualCero]);
    const year = await store(token, await newVehicle({ fecha_fabricacion: '16' }));
    expect(year.body.errors['vehiculo.fecha_fabricacion']).toEqual([VEHICLE_MSG.anioInvalido]);
  });

  it('refuses a duplicate plate in any case with 409, also on edit', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const existing = await firstVehicle(CLIENTS.andinos);
    const res = await store(token, await newVehicle({ placa: existing.placa.toLowerCase() }));
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(VEHICLE_MSG.placaDuplicada);
    const other = (await store(token, await newVehicle())).body.vehiculo;
    const clash = await update(token, await newVehicle({ id: other.id, placa: existing.placa }));
    expect(clash.status).toBe(409);
    // Another client may use the same plate.
    const sur = await t.login(USERS.surAdmin);
    const [surApp] = await t.db
      .select({ id: aplicaciones.id })
      .from(aplicaciones)
      .innerJoin(remanentesAplicacion, eq(remanentesAplicacion.id_aplicacion, aplicaciones.id))
      .where(eq(aplicaciones.id_cliente, CLIENTS.sur));
    const surVehicle = await store(
      sur,
      await newVehicle({ placa: existing.placa, id_planta: null, ruta: surApp?.id }),
      CLIENTS.sur,
    );
    expect(surVehicle.status).toBe(200);
  });

  it('refuses references that do not fit: model of another brand, configuration of another type, foreign application or plant', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const base = await newVehicle();
    const [otherModel] = await t.db
      .select()
      .from(vehiculoModelos)
      .where(sql`${vehiculoModelos.id_marca} <> ${base.id_marca}`)
      .limit(1);
    const wrongModel = await store(token, { ...base, id_modelo: otherModel?.id });
    expect(wrongModel.body.errors).toEqual({ id_modelo: [VEHICLE_MSG.modeloDeOtraMarca] });
    const [otherConfiguration] = await t.db
      .select()
      .from(vehiculoConfiguraciones)
      .where(sql`${vehiculoConfiguraciones.id_vehiculotipo} <> ${base.id_tipo}`)
      .limit(1);
    const wrongConfiguration = await store(token, { ...base, id_configuracion: otherConfiguration?.id });
    expect(wrongConfiguration.body.errors).toEqual({
      id_configuracion: [VEHICLE_MSG.configuracionDeOtroTipo],
    });
    const [surApp] = await t.db
      .select()
      .from(aplicaciones)
      .where(eq(aplicaciones.id_cliente, CLIENTS.sur))
      .limit(1);
    const foreignApp = await store(token, { ...base, ruta: surApp?.id });
    expect(foreignApp.body.errors).toEqual({ ruta: [VEHICLE_MSG.aplicacionSinRemanentes] });
    // An application without thresholds cannot be chosen (only those with a remanentes row are offered).
    const [bare] = await t.db
      .insert(aplicaciones)
      .values({ id_cliente: CLIENTS.andinos, aplicacion: 'Sin umbrales' })
      .returning();
    expect((await store(token, { ...base, ruta: bare?.id })).status).toBe(422);
    const [surPlant] = await t.db.select().from(plantas).where(eq(plantas.id_cliente, CLIENTS.sur)).limit(1);
    const foreignPlant = await store(token, { ...base, id_planta: surPlant?.id });
    expect(foreignPlant.body.errors).toEqual({ id_planta: [VEHICLE_MSG.plantaInvalida] });
  });

  it('changes the km only when unlocked, and refuses to unlock once readings exist', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const { id } = (await store(token, await newVehicle())).body.vehiculo;
    const invalid = await update(token, await newVehicle({ id, edit_kilometraje: true, kilometraje: '' }));
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors['vehiculo.kilometraje']).toEqual([VEHICLE_MSG.kmInvalido]);
    const unlocked = await update(
      token,
      await newVehicle({ id, edit_kilometraje: true, kilometraje: '130000' }),
    );
    expect(unlocked.body.vehiculo.kilometraje).toBe(130000);

    VEHICLE_READING_SOURCES.push({ hasReadings: async (_db, params) => params.vehicleId === id });
    try {
      const shown = await t.post('/api/vehiculos/show', { id_cliente: CLIENTS.andinos, id }, token);
      expect(shown.body.vehiculo.editkm).toBe(0);
      const locked = await update(token, await newVehicle({ id, edit_kilometraje: true, kilometraje: '1' }));
      expect(locked.status).toBe(409);
      expect(locked.body.error).toBe(VEHICLE_MSG.kmBloqueado);
    } finally {
      VEHICLE_READING_SOURCES.pop();
    }
  });

  it('needs action 2 to register and 3 to edit', async () => {
    const operator = await t.login(USERS.andinosOperator);
    const vehicle = await firstVehicle(CLIENTS.andinos);
    await revoke(ROLE.operator, ACTION.add);
    expect((await store(operator, await newVehicle())).status).toBe(403);
    await revoke(ROLE.operator, ACTION.edit);
    expect((await update(operator, await newVehicle({ id: vehicle.id }))).status).toBe(403);
  });

  it('treats another client’s vehicle as not found and changes nothing', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const foreign = await firstVehicle(CLIENTS.sur);
    const res = await update(token, await newVehicle({ id: foreign.id, placa: 'HAX-001' }));
    expect(res.status).toBe(404);
    const [after] = await t.db.select().from(vehiculos).where(eq(vehiculos.id, foreign.id));
    expect(after).toEqual(foreign);
    expect(
      (await t.post('/api/vehiculos/show', { id_cliente: CLIENTS.andinos, id: foreign.id }, token)).status,
    ).toBe(404);
    const tyre = await t.post(
      '/api/vehiculos/neumaticoposicion',
      { id_cliente: CLIENTS.andinos, id_vehiculo: foreign.id, ubicacion: 1 },
      token,
    );
    expect(tyre.status).toBe(404);
  });
});

describe('other vehicle calls', () => {
  it('lists id, placa, codigo of the client (showminified)', async () => {
    const token = await t.login(USERS.surOperator);
    const res = await t.post('/api/vehiculos/showminified', { id_cliente: CLIENTS.sur }, token);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(40);
    expect(Object.keys(res.body.data[0]).sort()).toEqual(['codigo', 'id', 'placa']);
  });

  it('opens showminified to any screen with a plate picker: vehicles (73), wear curve (82), remnant by unit (83)', async () => {
    const token = await t.login(USERS.surOperator);
    const pick = () => t.post('/api/vehiculos/showminified', { id_cliente: CLIENTS.sur }, token);
    await revokeGrant(t, 73);
    await revokeGrant(t, 82);
    expect((await pick()).status).toBe(200);
    await revokeGrant(t, 83);
    expect((await pick()).status).toBe(403);
  });

  it('gives the client section and only applications with thresholds', async () => {
    const token = await t.login(USERS.andinosAdmin);
    await t.db.insert(aplicaciones).values({ id_cliente: CLIENTS.andinos, aplicacion: 'Sin umbrales' });
    const res = await t.get(`/api/vehiculos/datosadicionales?id_cliente=${CLIENTS.andinos}`, token);
    expect(res.status).toBe(200);
    expect(res.body.cliente).toEqual({ razon_social: 'Transportes Andinos S.A.C.', ruc: '20512345678' });
    expect(res.body.aplicaciones.length).toBeGreaterThan(0);
    expect(res.body.aplicaciones.map((a: { aplicacion: string }) => a.aplicacion)).not.toContain(
      'Sin umbrales',
    );
  });

  it('answers that a position has no tyre yet', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const vehicle = await firstVehicle(CLIENTS.andinos);
    const res = await t.post(
      '/api/vehiculos/neumaticoposicion',
      { id_cliente: CLIENTS.andinos, id_vehiculo: vehicle.id, ubicacion: 1 },
      token,
    );
    expect(res.body).toEqual({ neumatico: null, message: VEHICLE_MSG.sinNeumatico });
  });

  it('keeps a plant and a configuration with vehicles from being deleted (409)', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const vehicle = await firstVehicle(CLIENTS.andinos);
    const plant = await t.post(
      '/api/plantas/delete',
      { id_cliente: CLIENTS.andinos, id_planta: vehicle.id_planta },
      token,
    );
    expect(plant.status).toBe(409);
    expect(plant.body.error).toContain('vehículos');
    const inUse = await t.post(
      '/api/vehiculos/existeconfiguracion',
      { id_configuracion: vehicle.id_configuracion },
      token,
    );
    expect(inUse.body.existe).toBe(true);
    const configuration = await t.post(
      '/api/vehiculoconfiguracion/delete',
      { id_configuracion: vehicle.id_configuracion },
      token,
    );
    expect(configuration.status).toBe(409);
  });
});

describe('POST vehiculos/export', () => {
  it('streams an Excel file of every vehicle of the client', async () => {
    const token = await t.login(USERS.andinosOperator);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/vehiculos/export',
      payload: { id_cliente: CLIENTS.andinos, tipo: '.xlsx' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toContain('filename="Vehiculos.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(2).value).toBe('Placa');
    expect(sheet?.actualRowCount).toBe(41);
    const plates = new Set(
      (await t.db.select().from(vehiculos).where(eq(vehiculos.id_cliente, CLIENTS.andinos))).map(
        (v) => v.placa,
      ),
    );
    expect(plates.has(String(sheet?.getRow(2).getCell(2).value))).toBe(true);
  });

  it('streams a CSV with BOM, in batches past the first page', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const [sample] = await t.db
      .select()
      .from(vehiculos)
      .where(eq(vehiculos.id_cliente, CLIENTS.andinos))
      .limit(1);
    if (!sample) throw new Error('no vehicle');
    // 1 100 more vehicles: the export reads two keyset batches.
    await t.db.insert(vehiculos).values(
      Array.from({ length: 1100 }, (_, index) => ({
        ...sample,
        id: undefined,
        placa: `T${String(index).padStart(4, '0')}-X`,
      })),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/vehiculos/export',
      payload: { id_cliente: CLIENTS.andinos, tipo: '.csv' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('filename="Vehiculos.csv"');
    expect(res.body.startsWith('\uFEFFId,Placa,Código')).toBe(true);
    const lines = res.body.trim().split('\r\n');
    expect(lines).toHaveLength(1 + 40 + 1100);
    const ids = lines.slice(1).map((line) => Number(line.split(',')[0]));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('refuses another client and an unknown format', async () => {
    const token = await t.login(USERS.andinosAdmin);
    expect(
      (await t.post('/api/vehiculos/export', { id_cliente: CLIENTS.sur, tipo: '.xlsx' }, token)).status,
    ).toBe(403);
    expect(
      (await t.post('/api/vehiculos/export', { id_cliente: CLIENTS.andinos, tipo: '.pdf' }, token)).status,
    ).toBe(422);
  });
});
