import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACTION, ROLE, SCRAP_MSG, SCRAP_SORTS, TYRE_MSG } from '@huella/contracts';
import {
  empresasReencauche,
  neumaticoCostos,
  neumaticoDisenios,
  neumaticos,
  neumaticoScrap,
  permisos,
} from '../../db/schema/index';
import { CLIENTS, createTestApp, type TestApp, USERS } from '../../../test/app';
import { errorsOf, eventsOf, readyTyre, reasonId, uploadImage } from './scrap.test-support';

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.login(USERS.andinosOperator);
});
afterEach(async () => t.close());

const register = (neumatico: Record<string, unknown>, as = token, client: number = CLIENTS.andinos) =>
  t.post('/api/neumaticos/storescrap', { id_cliente: client, id_usuario: 1, neumatico }, as);
const list = (body: Record<string, unknown> = {}, as = token) =>
  t.post('/api/scrap/list', { id_cliente: CLIENTS.andinos, ...body }, as);
const countTyres = async () =>
  (
    await t.db
      .select({ id: neumaticos.id })
      .from(neumaticos)
      .where(eq(neumaticos.id_cliente, CLIENTS.andinos))
  ).length;

async function form(overrides: Record<string, unknown> = {}) {
  const sample = await readyTyre(t);
  return {
    num_serie: 'dir-001',
    dot: '2319',
    precio: 418.08,
    tipo_moneda: 2,
    nuevo: 1,
    cantidad_reencauche: 0,
    id_marca: sample.id_marca,
    id_modelo: sample.id_modelo,
    id_medida: sample.id_medida,
    remanente_original: 16,
    remanente_final: 7,
    remanente_limite: 3,
    km_inicial: '',
    km_final: 85_000,
    id_motivo_scrap: await reasonId(t),
    fecha_scrap: '2025-08-20',
    ...overrides,
  };
}

describe('POST neumaticos/storescrap (direct registration)', () => {
  it('creates the tyre already scrapped: row, purchase cost, scrap record with its loss, events registro and scrap', async () => {
    const before = await countTyres();
    const photo = await uploadImage(t, token);
    const res = await register(await form({ ruta1: photo }));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Operación realizada con éxito');
    expect(res.body.data).toMatchObject({
      num_serie: 'DIR-001',
      dot: '2319',
      precio: 418.08,
      tipo_moneda: 2,
      nuevo: 1,
      remanente_original: 16,
      remanente_final: 7,
      remanente_limite: 3,
      km_inicial: 0,
      km_final: 85_000,
      fecha_scrap: '2025-08-20',
      motivo: 'DESGASTE FINAL',
      costo_vida: 418.08,
      costo_perdido: 128.64,
      estado: 0,
      ruta1: photo,
    });
    expect(await countTyres()).toBe(before + 1);
    const tyreId = res.body.data.id_neumatico;
    const [tyre] = await t.db.select().from(neumaticos).where(eq(neumaticos.id, tyreId));
    expect(tyre).toMatchObject({
      estado: 0,
      serie_cliente: '2319',
      k_recorridos: '85000.0',
      remanente_actual: '7.00',
      remanente_final: '7.00',
      fecha_registro: '2025-08-20',
      costo_acumulado: '418.0800',
    });
    const costs = await t.db.select().from(neumaticoCostos).where(eq(neumaticoCostos.id_neumatico, tyreId));
    expect(costs).toHaveLength(1);
    expect(costs[0]).toMatchObject({ motivo: 0, costo_convertido: '418.0800', fecha: '2025-08-20' });
    const events = await eventsOf(t, tyreId);
    expect(events.map((event) => [event.tipo, event.estado_anterior, event.estado])).toEqual([
      ['registro', null, 1],
      ['scrap', 1, 0],
    ]);
    // It shows in the tyre report as scrap, without edit.
    const report = await t.post(
      '/api/neumaticos/index',
      { id_cliente: CLIENTS.andinos, search: 'DIR-001' },
      token,
    );
    expect(report.body.data[0]).toMatchObject({ estado: 0, estado_descripcion: 'Scrap', disabled: true });
  });

  it('converts a price in soles at the scrap date’s rate and registers a retreaded tyre', async () => {
    const [design] = await t.db.select().from(neumaticoDisenios).limit(1);
    const [company] = await t.db.select().from(empresasReencauche).limit(1);
    const res = await register(
      await form({
        num_serie: 'DIR-002',
        precio: 500,
        tipo_moneda: 1,
        nuevo: 0,
        cantidad_reencauche: 2,
        id_disenio: design?.id,
        id_empresa: company?.id,
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ nuevo: 0, cantidad_reencauche: 2, id_disenio: design?.id });
    const [cost] = await t.db
      .select()
      .from(neumaticoCostos)
      .where(eq(neumaticoCostos.id_neumatico, res.body.data.id_neumatico));
    expect(Number(cost?.tipo_cambio)).toBeGreaterThan(0);
    expect(res.body.data.costo_vida).toBeCloseTo(500 / Number(cost?.tipo_cambio), 3);
  });

  it('answers each validation message of the form (spec 2 §5) and writes nothing', async () => {
    const before = await countTyres();
    const empty = await register({
      num_serie: '',
      dot: '',
      precio: '',
      tipo_moneda: '',
      nuevo: 0,
      id_marca: '',
      id_modelo: '',
      id_medida: '',
      remanente_original: '',
      remanente_final: '',
      remanente_limite: '1234',
      id_motivo_scrap: '',
      fecha_scrap: '',
    });
    expect(empty.status).toBe(422);
    expect(errorsOf(empty)).toMatchObject({
      num_serie: [SCRAP_MSG.serieRequerida],
      dot: [SCRAP_MSG.dotRequerido],
      precio: [SCRAP_MSG.costoRequerido],
      tipo_moneda: [SCRAP_MSG.monedaRequerida],
      id_marca: [SCRAP_MSG.marcaRequerida],
      id_modelo: [SCRAP_MSG.modeloRequerido],
      id_medida: [SCRAP_MSG.medidaRequerida],
      remanente_original: [SCRAP_MSG.profundidadRequerida],
      remanente_final: [SCRAP_MSG.profundidadRequerida],
      remanente_limite: [TYRE_MSG.profundidadLarga],
      id_motivo_scrap: [SCRAP_MSG.motivoScrapRequerido],
      fecha_scrap: [SCRAP_MSG.fechaScrapRequerida],
    });
    const retread = await register(await form({ nuevo: 0, cantidad_reencauche: 1 }));
    expect(errorsOf(retread)).toMatchObject({
      id_disenio: [SCRAP_MSG.disenioRequerido],
      id_empresa: [SCRAP_MSG.empresaRequerida],
    });
    const remnants = await register(await form({ remanente_final: 17, remanente_limite: 16 }));
    expect(errorsOf(remnants)).toMatchObject({
      remanente_final: [SCRAP_MSG.finalMayorQueOriginal],
      remanente_limite: [SCRAP_MSG.limiteMayorQueOriginal],
    });
    const km = await register(await form({ km_inicial: 100, km_final: 50 }));
    expect(errorsOf(km).km_final).toEqual([SCRAP_MSG.kmFinalMenor]);
    const otherBrandModel = await register(await form({ id_marca: 999_999 }));
    expect(errorsOf(otherBrandModel).id_modelo).toEqual([SCRAP_MSG.modeloRequerido]);
    expect(await countTyres()).toBe(before);
  });

  it('refuses a serial already registered (409) and a role without add on 76 (403), writing nothing', async () => {
    const existing = await readyTyre(t);
    const before = await countTyres();
    const scrapsBefore = (await t.db.select({ id: neumaticoScrap.id }).from(neumaticoScrap)).length;
    const taken = await register(await form({ num_serie: existing.num_serie.toLowerCase() }));
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe(TYRE_MSG.serieRegistrada(existing.num_serie));
    // Another client's serial is free here, and another client is not this user's.
    const sur = await readyTyre(t, CLIENTS.sur);
    expect((await register(await form({ num_serie: sur.num_serie }), token, CLIENTS.sur)).status).toBe(403);
    await t.db
      .delete(permisos)
      .where(
        and(eq(permisos.id_rol, ROLE.operator), eq(permisos.id_menu, 76), eq(permisos.id_accion, ACTION.add)),
      );
    expect((await register(await form())).status).toBe(403);
    expect(await countTyres()).toBe(before);
    expect((await t.db.select({ id: neumaticoScrap.id }).from(neumaticoScrap)).length).toBe(scrapsBefore);
    // Listing stays allowed with view.
    expect((await list()).status).toBe(200);
  });
});

describe('POST scrap/list', () => {
  it('pages the client’s records, newest scrap first, searches and sorts; another client sees its own', async () => {
    for (const [index, fecha] of ['2025-03-01', '2025-07-01', '2025-05-01'].entries()) {
      const res = await register(await form({ num_serie: `LIST-${index}`, fecha_scrap: fecha }));
      expect(res.status).toBe(200);
    }
    const all = await list({ per_page: 10 });
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ total: 3, from: 1, to: 3, current_page: 1, per_page: 10 });
    expect(all.body.data.map((row: { fecha_scrap: string }) => row.fecha_scrap)).toEqual([
      '2025-07-01',
      '2025-05-01',
      '2025-03-01',
    ]);
    const page2 = await list({ per_page: 2, page: 2 });
    expect(page2.body).toMatchObject({ from: 3, to: 3 });
    const search = await list({ search: 'list-2' });
    expect(search.body.total).toBe(1);
    const byReason = await list({ search: 'desgaste' });
    expect(byReason.body.total).toBe(3);
    for (const sortBy of SCRAP_SORTS) {
      expect((await list({ sortBy, sortDirection: 'asc' })).status).toBe(200);
    }
    expect((await list({ sortBy: 'clave' })).status).toBe(422);
    const surToken = await t.login(USERS.surAdmin);
    const sur = await t.post('/api/scrap/list', { id_cliente: CLIENTS.sur }, surToken);
    expect(sur.body.total).toBe(0);
    expect((await t.post('/api/scrap/list', { id_cliente: CLIENTS.andinos }, surToken)).status).toBe(403);
  });
});

describe('POST motivosscrap/index', () => {
  it('answers the scrap reasons by name to any signed-in user', async () => {
    const res = await t.post('/api/motivosscrap/index', {}, token);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(12);
    expect(res.body.data.map((row: { motivo: string }) => row.motivo)).toContain('DESGASTE FINAL');
    expect((await t.post('/api/motivosscrap/index', {})).status).toBe(401);
  });
});
