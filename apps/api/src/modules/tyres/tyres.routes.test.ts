import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACTION, ROLE, TYRE_MSG, TYRE_SORTS } from '@huella/contracts';
import {
  neumaticoCostos,
  neumaticoDisenios,
  neumaticoHistorial,
  neumaticoMarcas,
  neumaticoMedidas,
  neumaticoModelos,
  neumaticos,
  permisos,
  tipoCambio,
} from '../../db/schema/index';
import { CLIENTS, createTestApp, type TestApp, USERS } from '../../../test/app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => t.close());

async function catalogue() {
  const [brand] = await t.db
    .select()
    .from(neumaticoMarcas)
    .where(eq(neumaticoMarcas.descripcion, 'MICHELIN'));
  const [model] = await t.db
    .select()
    .from(neumaticoModelos)
    .where(and(eq(neumaticoModelos.id_marca, brand?.id ?? 0), eq(neumaticoModelos.descripcion, 'X MULTI Z')));
  const [other] = await t.db.select().from(neumaticoModelos).where(eq(neumaticoModelos.descripcion, 'G686'));
  const [size] = await t.db
    .select()
    .from(neumaticoMedidas)
    .where(eq(neumaticoMedidas.descripcion, '295/80R22.5'));
  const [design] = await t.db.select().from(neumaticoDisenios).limit(1);
  if (!brand || !model || !size || !other || !design) throw new Error('demo tyre catalogue missing');
  return { brand: brand.id, model: model.id, otherModel: other.id, size: size.id, design: design.id };
}

async function tyreItem(overrides: Record<string, unknown> = {}) {
  const c = await catalogue();
  return {
    precio: 500,
    tipo_moneda: 2,
    nuevo: 1,
    cantidad_reencauche: 0,
    id_disenio: null,
    id_empresa: null,
    id_marca: c.brand,
    id_modelo: c.model,
    id_medida: c.size,
    remanente_original: 17,
    remanente_actual: 17,
    presion_recomendada: 110,
    unidad_medida: 'K',
    k_recorridos: 0,
    ...overrides,
  };
}

const store = (
  token: string,
  grupo: unknown[],
  neumatico: Record<string, unknown>,
  client: number = CLIENTS.andinos,
) => t.post('/api/neumaticos/store', { id_cliente: client, grupo, neumatico }, token);
const list = (token: string, body: Record<string, unknown> = {}) =>
  t.post('/api/neumaticos/index', { id_cliente: CLIENTS.andinos, ...body }, token);
const countTyres = async (clientId: number = CLIENTS.andinos) =>
  (await t.db.select({ id: neumaticos.id }).from(neumaticos).where(eq(neumaticos.id_cliente, clientId)))
    .length;
async function surTyre() {
  const [row] = await t.db.select().from(neumaticos).where(eq(neumaticos.id_cliente, CLIENTS.sur)).limit(1);
  if (!row) throw new Error('no demo tyre of sur');
  return row;
}

describe('POST neumaticos/index', () => {
  it('pages the client’s tyres, newest first, with the list fields', async () => {
    const token = await t.login(USERS.andinosOperator);
    const res = await list(token, { per_page: 25 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ per_page: 25, current_page: 1, from: 1, to: 25, total: 400 });
    const first = res.body.data[0];
    expect(first).toMatchObject({ estado: 1, estado_descripcion: 'Listo para instalar', disabled: false });
    expect(first.marca).toBeTruthy();
    expect(first.costo).toBeGreaterThan(0);
    const created = res.body.data.map((tyre: { created_at: string }) => tyre.created_at);
    expect([...created].sort().reverse()).toEqual(created);
    const page4 = await list(token, { per_page: 100, page: 4 });
    expect(page4.body).toMatchObject({ from: 301, to: 400 });
    expect((await list(token, { per_page: 101 })).status).toBe(422);
    expect((await list(token, { sortBy: 'clave' })).status).toBe(422);
  });

  it('searches serial, DOT, brand, model and size, and sorts by each column', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const byBrand = await list(token, { search: 'michelin', per_page: 100 });
    expect(byBrand.body.total).toBeGreaterThan(0);
    expect(byBrand.body.data.every((tyre: { marca: string }) => tyre.marca === 'MICHELIN')).toBe(true);
    const bySize = await list(token, { search: '11R22' });
    expect(bySize.body.data.every((tyre: { medida: string }) => tyre.medida === '11R22.5')).toBe(true);
    const one = byBrand.body.data[0];
    const bySerial = await list(token, { search: one.num_serie.toLowerCase() });
    expect(bySerial.body.total).toBe(1);
    for (const sortBy of ['num_serie', 'marca', 'precio', 'costo', 'remanente_original', 'serie_cliente']) {
      const asc = await list(token, { sortBy, sortDirection: 'asc', per_page: 50 });
      expect(asc.status).toBe(200);
      const values = asc.body.data.map((tyre: Record<string, unknown>) => tyre[sortBy]);
      const nonNull = values.filter((value: unknown) => value !== null);
      const sorted = [...nonNull].sort((a, b) =>
        typeof a === 'number'
          ? a - (b as number)
          : String(a).localeCompare(String(b), 'en', { sensitivity: 'base' }),
      );
      if (typeof nonNull[0] === 'number') expect(nonNull).toEqual(sorted);
    }
    const wildcard = await list(token, { search: '%' });
    expect(wildcard.body.total).toBe(0);
  });

  it('answers a full page for every sort, both ways, with the same rows as the total says', async () => {
    const token = await t.login(USERS.andinosAdmin);
    for (const sortBy of TYRE_SORTS) {
      for (const sortDirection of ['asc', 'desc']) {
        const page = await list(token, { sortBy, sortDirection, per_page: 25, page: 2 });
        expect(page.status, `${sortBy} ${sortDirection}`).toBe(200);
        expect(page.body.data).toHaveLength(Math.min(25, page.body.total - 25));
        expect(new Set(page.body.data.map((tyre: { id: number }) => tyre.id)).size).toBe(
          page.body.data.length,
        );
      }
    }
  });

  it('lists only the client’s tyres and refuses a foreign id_cliente', async () => {
    const token = await t.login(USERS.surAdmin);
    const res = await t.post('/api/neumaticos/index', { id_cliente: CLIENTS.sur, per_page: 100 }, token);
    expect(res.body.data.every((tyre: { num_serie: string }) => tyre.num_serie.startsWith('CS'))).toBe(true);
    expect((await t.post('/api/neumaticos/index', { id_cliente: CLIENTS.andinos }, token)).status).toBe(403);
  });
});

describe('POST neumaticos/store', () => {
  it('registers a batch of tyres in state 1 with their purchase cost events', async () => {
    const token = await t.login(USERS.andinosOperator);
    const before = await countTyres();
    const res = await store(
      token,
      [
        { num_serie: 'abc-001', serie_cliente: '2424' },
        { num_serie: 'ABC-002', serie_cliente: '-' },
        { num_serie: 'ABC-003', serie_cliente: '' },
      ],
      await tyreItem(),
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(TYRE_MSG.registrado('ABC-001, ABC-002, ABC-003'));
    expect(res.body.data).toHaveLength(3);
    expect(res.body.data[0]).toMatchObject({
      num_serie: 'ABC-001',
      serie_cliente: '2424',
      estado: 1,
      nuevo: 1,
      nuevo_reenc: 'N',
      remanente_actual: 17,
      costo: 500,
      marca: 'MICHELIN',
    });
    expect(res.body.data[1].serie_cliente).toBeNull();
    expect(await countTyres()).toBe(before + 3);
    const costs = await t.db
      .select()
      .from(neumaticoCostos)
      .where(
        inArray(
          neumaticoCostos.id_neumatico,
          res.body.data.map((tyre: { id: number }) => tyre.id),
        ),
      );
    expect(costs).toHaveLength(3);
    expect(costs[0]).toMatchObject({ motivo: 0, tipo_moneda: 2, tipo_cambio: null });
    expect(Number(costs[0]?.costo_convertido)).toBe(500);
  });

  it('is all-or-nothing: one serial already registered writes nothing', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const [existing] = await t.db
      .select()
      .from(neumaticos)
      .where(eq(neumaticos.id_cliente, CLIENTS.andinos))
      .limit(1);
    const before = await countTyres();
    const costsBefore = (await t.db.select({ id: neumaticoCostos.id }).from(neumaticoCostos)).length;
    const res = await store(
      token,
      [{ num_serie: 'NEW-1' }, { num_serie: existing?.num_serie.toLowerCase() }, { num_serie: 'NEW-2' }],
      await tyreItem(),
    );
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(TYRE_MSG.serieRegistrada(existing?.num_serie ?? ''));
    expect(await countTyres()).toBe(before);
    expect((await t.db.select({ id: neumaticoCostos.id }).from(neumaticoCostos)).length).toBe(costsBefore);
  });

  it('refuses a serial repeated in the group and an empty group', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const before = await countTyres();
    const repeated = await store(token, [{ num_serie: 'X-1' }, { num_serie: 'x-1' }], await tyreItem());
    expect(repeated.status).toBe(422);
    expect(repeated.body.errors['grupo.1.num_serie']).toEqual([TYRE_MSG.serieDuplicada]);
    const empty = await store(token, [], await tyreItem());
    expect(empty.status).toBe(422);
    expect(empty.body.errors.grupo).toEqual([TYRE_MSG.agregueSerie]);
    expect(await countTyres()).toBe(before);
  });

  it('gives each validation message of the form', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const res = await store(token, [{ num_serie: ' ' }], {
      precio: '',
      tipo_moneda: '',
      nuevo: '',
      id_marca: '',
      id_modelo: '',
      id_medida: '',
      remanente_original: '',
      remanente_actual: '1234',
      presion_recomendada: '',
      unidad_medida: '',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      'grupo.0.num_serie': [TYRE_MSG.serieRequerida],
      'neumatico.precio': [TYRE_MSG.costoRequerido],
      'neumatico.tipo_moneda': [TYRE_MSG.monedaRequerida],
      'neumatico.nuevo': [TYRE_MSG.condicionRequerida],
      'neumatico.id_marca': [TYRE_MSG.marcaRequerida],
      'neumatico.id_modelo': [TYRE_MSG.modeloRequerido],
      'neumatico.id_medida': [TYRE_MSG.medidaRequerida],
      'neumatico.remanente_original': [TYRE_MSG.profundidadRequerida],
      'neumatico.remanente_actual': [TYRE_MSG.profundidadLarga],
      'neumatico.presion_recomendada': [TYRE_MSG.presionRequerida],
      'neumatico.unidad_medida': [TYRE_MSG.unidadRequerida],
    });
    const limits = await store(
      token,
      [{ num_serie: 'L-1' }],
      await tyreItem({ remanente_original: 126, presion_recomendada: 161 }),
    );
    expect(limits.body.errors).toMatchObject({
      'neumatico.remanente_original': [TYRE_MSG.profundidadMaxima],
      'neumatico.presion_recomendada': [TYRE_MSG.presionMaxima],
    });
    const retread = await store(token, [{ num_serie: 'R-1' }], await tyreItem({ nuevo: 0 }));
    expect(retread.body.errors).toMatchObject({
      'neumatico.cantidad_reencauche': [TYRE_MSG.reencauchesRequerido],
      'neumatico.id_disenio': [TYRE_MSG.disenioRequerido],
      'neumatico.id_empresa': [TYRE_MSG.empresaRequerida],
    });
    const c = await catalogue();
    const wrongModel = await store(
      token,
      [{ num_serie: 'W-1' }],
      await tyreItem({ id_modelo: c.otherModel }),
    );
    expect(wrongModel.status).toBe(422);
    expect(wrongModel.body.errors.id_modelo).toEqual([TYRE_MSG.modeloDeOtraMarca]);
  });

  it('converts a price in soles with the rate of its date (domain.md §2)', async () => {
    const token = await t.login(USERS.andinosAdmin);
    await t.db.insert(tipoCambio).values([
      { id_cliente: CLIENTS.andinos, fecha: '2030-01-01', valor: '3.5000', estado: 0 },
      { id_cliente: CLIENTS.andinos, fecha: '2030-02-01', valor: '4.0000', estado: 0 },
    ]);
    // 15 January: the greatest rate date ≤ it is 1 January (3.50): 700 soles → 200.00 USD.
    const res = await store(
      token,
      [{ num_serie: 'SOL-1' }],
      await tyreItem({ precio: 700, tipo_moneda: 1, fecha_registro: '2030-01-15' }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({ precio: 700, precio_soles: 700, costo: 200 });
    const id = res.body.data[0].id;
    const cost = await t.post(
      '/api/neumaticos/cost',
      { id_cliente: CLIENTS.andinos, id_neumatico: id },
      token,
    );
    expect(cost.body.success).toMatchObject({ num_serie: 'SOL-1', costo_acumulado: 200 });
    expect(cost.body.success.datos[0]).toMatchObject({
      costo: 700,
      costo_soles: 700,
      tipo_cambio: 3.5,
      costo_convertido: 200,
      moneda: 'Soles',
      nom_motivo: 'Compra',
      nom_condicion: 'Nuevo',
    });
    // Cost update moves it to 10 February: the rate of that date (4.00) gives 175.00 USD.
    const update = await t.post(
      '/api/neumaticos/cost/update',
      {
        id_cliente: CLIENTS.andinos,
        id: cost.body.success.datos[0].id,
        costo: 700,
        tipo_moneda: 1,
        fecha: '2030-02-10',
      },
      token,
    );
    expect(update.status).toBe(200);
    expect(update.body.message).toBe(TYRE_MSG.costoActualizado);
    expect(update.body.data).toMatchObject({ costo_convertido: 175, tipo_cambio: 4, fecha: '2030-02-10' });
    const after = await t.post(
      '/api/neumaticos/cost',
      { id_cliente: CLIENTS.andinos, id_neumatico: id },
      token,
    );
    expect(after.body.success.costo_acumulado).toBe(175);
  });

  it('refuses soles when the client has no exchange rate, and writes nothing', async () => {
    const token = await t.login(USERS.andinosAdmin);
    await t.db.delete(tipoCambio).where(eq(tipoCambio.id_cliente, CLIENTS.andinos));
    const before = await countTyres();
    const res = await store(token, [{ num_serie: 'NR-1' }], await tyreItem({ precio: 700, tipo_moneda: 1 }));
    expect(res.status).toBe(422);
    expect(res.body.error).toBe(TYRE_MSG.sinTipoCambio);
    expect(await countTyres()).toBe(before);
    const dollars = await store(
      token,
      [{ num_serie: 'NR-2' }],
      await tyreItem({ precio: 500, tipo_moneda: 2 }),
    );
    expect(dollars.status).toBe(200);
  });

  it('edits a tyre, keeps its condition and rewrites its purchase cost', async () => {
    const token = await t.login(USERS.andinosOperator);
    const created = await store(token, [{ num_serie: 'ED-1', serie_cliente: '0124' }], await tyreItem());
    const id = created.body.data[0].id;
    const res = await store(
      token,
      [{ num_serie: 'ED-1B', serie_cliente: '0224' }],
      await tyreItem({ id, precio: 480, remanente_actual: 15 }),
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(TYRE_MSG.actualizado('ED-1B'));
    expect(res.body.data[0]).toMatchObject({
      id,
      num_serie: 'ED-1B',
      serie_cliente: '0224',
      remanente_actual: 15,
      costo: 480,
    });
    const condition = await store(
      token,
      [{ num_serie: 'ED-1B' }],
      await tyreItem({ id, nuevo: 0, cantidad_reencauche: 1, id_disenio: 1, id_empresa: 1 }),
    );
    expect(condition.status).toBe(422);
    expect(condition.body.error).toBe(TYRE_MSG.condicionNoEditable);
    const [existing] = await t.db
      .select()
      .from(neumaticos)
      .where(and(eq(neumaticos.id_cliente, CLIENTS.andinos), eq(neumaticos.num_serie, 'TA2500001')));
    if (existing) {
      const taken = await store(token, [{ num_serie: existing.num_serie }], await tyreItem({ id }));
      expect(taken.status).toBe(409);
    }
    const two = await store(token, [{ num_serie: 'A' }, { num_serie: 'B' }], await tyreItem({ id }));
    expect(two.body.errors.grupo).toEqual([TYRE_MSG.unaSerieAlEditar]);
  });

  it('answers 404 for another client’s tyre and changes nothing', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const foreign = await surTyre();
    const res = await store(token, [{ num_serie: 'HIJACK' }], await tyreItem({ id: foreign.id }));
    expect(res.status).toBe(404);
    const [after] = await t.db.select().from(neumaticos).where(eq(neumaticos.id, foreign.id));
    expect(after?.num_serie).toBe(foreign.num_serie);
    for (const path of ['cost', 'kilometers']) {
      const read = await t.post(
        `/api/neumaticos/${path}`,
        { id_cliente: CLIENTS.andinos, id_neumatico: foreign.id },
        token,
      );
      expect(read.status).toBe(404);
    }
    const [cost] = await t.db
      .select()
      .from(neumaticoCostos)
      .where(eq(neumaticoCostos.id_neumatico, foreign.id));
    const update = await t.post(
      '/api/neumaticos/cost/update',
      { id_cliente: CLIENTS.andinos, id: cost?.id, costo: 1, tipo_moneda: 2, fecha: '2026-01-01' },
      token,
    );
    expect(update.status).toBe(404);
    const [costAfter] = await t.db
      .select()
      .from(neumaticoCostos)
      .where(eq(neumaticoCostos.id, cost?.id ?? 0));
    expect(costAfter?.costo).toBe(cost?.costo);
  });

  it('needs add to create and edit to change (menu 75)', async () => {
    await t.db
      .delete(permisos)
      .where(
        and(
          eq(permisos.id_rol, ROLE.operator),
          eq(permisos.id_menu, 75),
          inArray(permisos.id_accion, [ACTION.add, ACTION.edit]),
        ),
      );
    const token = await t.login(USERS.andinosOperator);
    const before = await countTyres();
    expect((await store(token, [{ num_serie: 'P-1' }], await tyreItem())).status).toBe(403);
    const [own] = await t.db
      .select()
      .from(neumaticos)
      .where(eq(neumaticos.id_cliente, CLIENTS.andinos))
      .limit(1);
    expect((await store(token, [{ num_serie: 'P-2' }], await tyreItem({ id: own?.id }))).status).toBe(403);
    const [cost] = await t.db
      .select()
      .from(neumaticoCostos)
      .where(eq(neumaticoCostos.id_neumatico, own?.id ?? 0));
    const update = await t.post(
      '/api/neumaticos/cost/update',
      { id_cliente: CLIENTS.andinos, id: cost?.id, costo: 1, tipo_moneda: 2, fecha: '2026-01-01' },
      token,
    );
    expect(update.status).toBe(403);
    expect(await countTyres()).toBe(before);
    // Reading stays allowed with view.
    expect((await list(token)).status).toBe(200);
  });
});

describe('POST neumaticos/validateserialnumber', () => {
  it('answers the tyres holding a serial; empty means free', async () => {
    const token = await t.login(USERS.andinosOperator);
    const [own] = await t.db
      .select()
      .from(neumaticos)
      .where(eq(neumaticos.id_cliente, CLIENTS.andinos))
      .limit(1);
    const taken = await t.post(
      '/api/neumaticos/validateserialnumber',
      { id_cliente: CLIENTS.andinos, num_serie: own?.num_serie.toLowerCase() },
      token,
    );
    expect(taken.body.data).toEqual([{ id: own?.id, num_serie: own?.num_serie }]);
    const self = await t.post(
      '/api/neumaticos/validateserialnumber',
      { id_cliente: CLIENTS.andinos, num_serie: own?.num_serie, id_neumatico: own?.id },
      token,
    );
    expect(self.body.data).toEqual([]);
    // Another client's serial is free here: serials are unique per client.
    const foreign = await surTyre();
    const free = await t.post(
      '/api/neumaticos/validateserialnumber',
      { id_cliente: CLIENTS.andinos, num_serie: foreign.num_serie },
      token,
    );
    expect(free.body.data).toEqual([]);
  });
});

describe('POST neumaticos/kilometers', () => {
  it('lists installation records and totals km per domain.md §4', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const created = await store(token, [{ num_serie: 'KM-1' }], await tyreItem({ k_recorridos: 1000 }));
    const id = created.body.data[0].id;
    const empty = await t.post(
      '/api/neumaticos/kilometers',
      { id_cliente: CLIENTS.andinos, id_neumatico: id },
      token,
    );
    expect(empty.body.success).toMatchObject({
      num_serie: 'KM-1',
      unidad_medida: 'K',
      kilometraje: 1000,
      datos: [],
    });
    // domain.md §4 example: 100 000 → 185 000 (life N), 200 000 → 260 000 (R1), plus a voided record.
    await t.db.insert(neumaticoHistorial).values([
      {
        id_cliente: CLIENTS.andinos,
        id_neumatico: id,
        placa: 'ABC-123',
        fecha_instalacion: '2025-01-10',
        km_instalacion: '100000',
        fecha_retiro: '2025-09-01',
        km_retiro: '185000',
        motivo_retiro: 1,
      },
      {
        id_cliente: CLIENTS.andinos,
        id_neumatico: id,
        placa: 'XYZ-987',
        nuevo: 0,
        n_reencauche: 1,
        fecha_instalacion: '2025-10-01',
        km_instalacion: '200000',
        fecha_retiro: '2026-05-01',
        km_retiro: '260000',
        motivo_retiro: 4,
      },
      {
        id_cliente: CLIENTS.andinos,
        id_neumatico: id,
        placa: 'XYZ-987',
        fecha_instalacion: '2026-05-02',
        km_instalacion: '260000',
        fecha_retiro: '2026-05-02',
        km_retiro: '260500',
        motivo_retiro: 6,
      },
    ]);
    const res = await t.post(
      '/api/neumaticos/kilometers',
      { id_cliente: CLIENTS.andinos, id_neumatico: id },
      token,
    );
    expect(res.body.success.kilometraje).toBe(146_000);
    expect(res.body.success.datos[0]).toMatchObject({
      placa: 'ABC-123',
      km_rendimiento: 85_000,
      nom_condicion: 'Nuevo',
      nom_motivo_retiro: 'Por reencauche',
    });
    expect(res.body.success.datos[1]).toMatchObject({
      km_rendimiento: 60_000,
      nom_condicion: 'Reencauche 1',
    });
    expect(res.body.success.datos[2]).toMatchObject({
      km_rendimiento: 0,
      nom_motivo_retiro: 'Por error de instalación',
    });
  });
});

describe('POST neumaticos/export', () => {
  it('streams the client’s tyres as CSV and as Excel', async () => {
    const token = await t.login(USERS.andinosOperator);
    const csv = await t.post('/api/neumaticos/export', { id_cliente: CLIENTS.andinos, tipo: '.csv' }, token);
    expect(csv.status).toBe(200);
    const lines = String(csv.body).trim().split('\r\n');
    expect(lines[0]).toContain('Serie Cliente,DOT,Estado,Marca');
    expect(lines).toHaveLength(401);
    expect(lines.slice(1).every((line) => /^\d+,TA/.test(line))).toBe(true);

    const xlsx = await t.app.inject({
      method: 'POST',
      url: '/api/neumaticos/export',
      payload: { id_cliente: CLIENTS.andinos, tipo: '.xlsx' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(String(xlsx.headers['content-disposition'])).toContain('Neumaticos.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(401);
    expect(sheet?.getRow(1).getCell(2).value).toBe('Serie Cliente');
  });

  it('refuses another client’s id_cliente', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const res = await t.post('/api/neumaticos/export', { id_cliente: CLIENTS.sur, tipo: '.csv' }, token);
    expect(res.status).toBe(403);
  });
});
