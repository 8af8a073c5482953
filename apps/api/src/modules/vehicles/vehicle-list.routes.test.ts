import ExcelJS from 'exceljs';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  aplicaciones,
  clienteTotales,
  plantas,
  remanentesAplicacion,
  vehiculoConfiguraciones,
  vehiculoMarcas,
  vehiculoModelos,
  vehiculos,
} from '../../db/schema/index';
import { CLIENTS, createTestApp, type TestApp, USERS } from '../../../test/app';
import { uploadImport } from '../../../test/imports';
import { positionHeader, VEHICLE_COLUMNS } from './vehicle-import';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => t.close());

const list = (token: string, body: Record<string, unknown> = {}) =>
  t.post('/api/vehiculos/list', { id_cliente: CLIENTS.andinos, ...body }, token);

/** The name each catalogue sort orders by, as a plain ORDER BY over the joined rows would (spec 2 §9). */
const SORT_NAMES = {
  tipo: 'ty.descripcion',
  marca: 'ma.descripcion',
  modelo: 'mo.descripcion',
  configuracion: 'co.nombre',
  aplicacion: 'ap.aplicacion',
  nomplanta: 'pl.nombre',
  nomestado: 'v.estado',
} as const;

/** The ids of the client's vehicles in the plain order: joined, sorted by the name, ties by id descending. */
async function plainOrder(sort: keyof typeof SORT_NAMES, direction: 'asc' | 'desc') {
  const result = (await t.db.execute(sql`
    select v.id from vehiculos v
    join vehiculo_tipos ty on ty.id = v.id_tipo
    join vehiculo_marcas ma on ma.id = v.id_marca
    join vehiculo_modelos mo on mo.id = v.id_modelo
    join vehiculo_configuraciones co on co.id = v.id_configuracion
    join aplicaciones ap on ap.id = v.ruta
    left join plantas pl on pl.id = v.id_planta
    where v.id_cliente = ${CLIENTS.andinos}
    order by ${sql.raw(SORT_NAMES[sort])} ${sql.raw(direction)}, v.id desc`)) as unknown as {
    rows: { id: number }[];
  };
  return result.rows.map((row) => row.id);
}

/** Every page of a sort, `per_page` at a time, as one list of ids. */
async function pagedOrder(token: string, sortBy: string, sortDirection: 'asc' | 'desc', perPage: number) {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const res = await list(token, { sortBy, sortDirection, per_page: perPage, page });
    expect(res.status).toBe(200);
    ids.push(...res.body.data.map((vehicle: { id: number }) => vehicle.id));
    if (res.body.data.length < perPage) return ids;
  }
}

describe('vehicle list: catalogue-name sorts', () => {
  it('orders every catalogue sort exactly as ORDER BY the names does, both ways, page after page', async () => {
    // Ties and nulls the walk must place like a plain sort: a model name shared by two brands, vehicles
    // without a plant, vehicles of both states.
    const andinos = await t.db.select().from(vehiculos).where(eq(vehiculos.id_cliente, CLIENTS.andinos));
    const [used] = await t.db
      .select()
      .from(vehiculoModelos)
      .where(eq(vehiculoModelos.id, andinos[0]?.id_modelo ?? 0));
    const [otherBrand] = await t.db
      .select()
      .from(vehiculoMarcas)
      .where(sql`${vehiculoMarcas.id} <> ${used?.id_marca ?? 0}`)
      .limit(1);
    if (!used || !otherBrand) throw new Error('demo catalogue missing');
    const [twin] = await t.db
      .insert(vehiculoModelos)
      .values({ id_marca: otherBrand.id, descripcion: used.descripcion })
      .returning();
    const ids = andinos.map((vehicle) => vehicle.id);
    await t.db
      .update(vehiculos)
      .set({ id_modelo: twin?.id ?? 0, id_marca: otherBrand.id })
      .where(
        inArray(
          vehiculos.id,
          ids.filter((_, index) => index % 5 === 1),
        ),
      );
    await t.db
      .update(vehiculos)
      .set({ id_planta: null })
      .where(
        inArray(
          vehiculos.id,
          ids.filter((_, index) => index % 4 === 2),
        ),
      );
    await t.db
      .update(vehiculos)
      .set({ estado: 0 })
      .where(
        inArray(
          vehiculos.id,
          ids.filter((_, index) => index % 3 === 0),
        ),
      );

    const token = await t.login(USERS.andinosAdmin);
    for (const sort of Object.keys(SORT_NAMES) as (keyof typeof SORT_NAMES)[]) {
      for (const direction of ['asc', 'desc'] as const) {
        const expected = await plainOrder(sort, direction);
        expect(expected).toHaveLength(40);
        expect(await pagedOrder(token, sort, direction, 7), `${sort} ${direction}`).toEqual(expected);
        // The first page at a screen's page size is its own statement (its size written into the SQL).
        const first = await list(token, { sortBy: sort, sortDirection: direction, per_page: 10 });
        expect(first.body.data.map((vehicle: { id: number }) => vehicle.id)).toEqual(expected.slice(0, 10));
      }
    }
  });
});

/** A valid vehicle of the andinos demo catalogue for the form. */
async function newVehicle(placa: string) {
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
    placa,
    codigo: '',
    id_planta: plant.id,
    id_tipo: configuration.id_vehiculotipo,
    id_marca: model.id_marca,
    id_modelo: model.id,
    ruta: application.id,
    tipo_costo: 1,
    id_configuracion: configuration.id,
    fecha_fabricacion: '2019',
    kilometraje: '1000',
  };
}

/** An import file of new trucks (no tyres) of the demo catalogue. */
async function importFile(plates: string[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('vehiculos');
  sheet.addRow([
    ...VEHICLE_COLUMNS.map((column) => column.header),
    ...Array.from({ length: 22 }, (_, index) => positionHeader(index + 1)),
  ]);
  for (const placa of plates) {
    const row: Record<string, unknown> = {
      placa,
      codigo: '',
      tipo: 'Camión',
      marca: 'volvo',
      modelo: 'FH 440',
      aplicacion: 'Carretera',
      tipo_costo: 'Kilómetros',
      configuracion: 'Camión 4x2 - 6 neumáticos',
      planta: 'Lurín',
      fecha_fabricacion: 2020,
      kilometraje: 150000,
    };
    sheet.addRow(VEHICLE_COLUMNS.map((column) => row[column.key] ?? null));
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('vehicle list: the unfiltered total', () => {
  /** The list's total, the stored counter and a real count, for a client. */
  async function totals(token: string, clientId: number = CLIENTS.andinos) {
    const res = await t.post('/api/vehiculos/list', { id_cliente: clientId }, token);
    const [stored] = await t.db
      .select({ vehiculos: clienteTotales.vehiculos })
      .from(clienteTotales)
      .where(eq(clienteTotales.id_cliente, clientId));
    const [counted] = await t.db
      .select({ total: count() })
      .from(vehiculos)
      .where(eq(vehiculos.id_cliente, clientId));
    return { listed: res.body.total, stored: stored?.vehiculos, counted: Number(counted?.total) };
  }

  it('stays exact after a create, an import and a delete; filtered totals are counted', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const surToken = await t.login(USERS.surAdmin);
    expect(await totals(token)).toEqual({ listed: 40, stored: 40, counted: 40 });

    const created = await t.post(
      '/api/vehiculos/store',
      { id_cliente: CLIENTS.andinos, vehiculo: await newVehicle('CNT-001') },
      token,
    );
    expect(created.status).toBe(200);
    expect(await totals(token)).toEqual({ listed: 41, stored: 41, counted: 41 });

    const imported = await uploadImport(t, 'vehiculo', token, {
      content: await importFile(['CNT-101', 'CNT-102', 'CNT-103']),
      name: 'vehiculos.xlsx',
    });
    expect(imported.status).toBe(200);
    expect(await totals(token)).toEqual({ listed: 44, stored: 44, counted: 44 });

    await t.db
      .delete(vehiculos)
      .where(and(eq(vehiculos.id_cliente, CLIENTS.andinos), sql`${vehiculos.placa} like 'CNT-10%'`));
    expect(await totals(token)).toEqual({ listed: 41, stored: 41, counted: 41 });
    // The other client's counter never moved.
    expect(await totals(surToken, CLIENTS.sur)).toEqual({ listed: 40, stored: 40, counted: 40 });

    const searched = await list(token, { search: 'cnt-' });
    expect(searched.body.total).toBe(1);
    const found = await list(token, { placa: 'cnt-001' });
    expect(found.body).toMatchObject({ total: 1, from: 1, to: 1 });
    // A page past the end still says how many there are.
    expect((await list(token, { page: 50 })).body).toMatchObject({ data: [], total: 41, from: null });
  });
});
