import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BRAND_COMPARISON_MSG } from '@huella/contracts';
import { createTestApp, revokeGrant, type TestApp, USERS } from '../../../../test/app';
import { type BrandFleet, buildBrandFleet } from './brand-comparison.test-support';

let t: TestApp;
let token: string;
let fleet: BrandFleet;
let other: BrandFleet;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.login(USERS.superadmin);
  fleet = await buildBrandFleet(t, 'BCA', '20100000881');
  // Another client with the same fleet: its tyres never reach the first one's answers.
  other = await buildBrandFleet(t, 'BCB', '20100000882');
});
afterEach(async () => t.close());

const KM_NEW = { tipo_costo: 1, condicion_neumatico: 1 };
const list = (body: Record<string, unknown>) =>
  t.post('/api/reporte/marcas_o_disenios_comparativo', { id_cliente: fleet.clientId, ...body }, token);
const column = async (id: number, body: Record<string, unknown>) => {
  const res = await t.post(
    '/api/reporte/comparativomarca',
    { id_cliente: fleet.clientId, id_marca_o_disenio: id, ...body },
    token,
  );
  expect(res.status).toBe(200);
  return res.body;
};

describe('POST reporte/comparativomarca', () => {
  it('compares the new lives of a brand with hand-computed figures (domain.md §12)', async () => {
    expect((await column(fleet.brands.A, KM_NEW)).data).toEqual([
      {
        id: fleet.brands.A,
        marca: 'BCA-A',
        disenio: null,
        cantidad: 2,
        recorrido_promedio: 56000, // (50 000 + 62 000) ÷ 2
        costo_km_promedio: 0.0072, // 810 ÷ 112 000
        costo_promedio: 405,
        desg_km_x_mm: 7466.7, // 112 000 ÷ (7 + 8)
        km_proyectados: 81910.7, // (78 571.43 + 85 250) ÷ 2
      },
    ]);
    expect((await column(fleet.brands.B, KM_NEW)).data).toEqual([
      expect.objectContaining({
        cantidad: 1,
        recorrido_promedio: 60000,
        costo_km_promedio: 0.005,
        costo_promedio: 300,
        desg_km_x_mm: 7500,
        km_proyectados: 97500,
      }),
    ]);
  });

  it('switches the lives with the condition: all lives by brand, retreaded lives by design', async () => {
    expect((await column(fleet.brands.B, { tipo_costo: 1, condicion_neumatico: 3 })).data).toEqual([
      expect.objectContaining({
        marca: 'BCA-B',
        cantidad: 1,
        recorrido_promedio: 100000,
        costo_km_promedio: 0.0047, // (300 + 150 + 20) ÷ 100 000
        costo_promedio: 470,
        desg_km_x_mm: 8333.3, // 100 000 ÷ (8 + 4)
        km_proyectados: 93750, // (97 500 + 90 000) ÷ 2
      }),
    ]);
    // Brand A with every life: C1 (registered retreaded, 35 000 km with the 5 000 entered) joins A1 and A2.
    expect((await column(fleet.brands.A, { tipo_costo: 1, condicion_neumatico: 3 })).data[0]).toMatchObject({
      cantidad: 3,
      recorrido_promedio: 49000, // 147 000 ÷ 3
      costo_km_promedio: 0.0069, // 1 010 ÷ 147 000
      costo_promedio: 336.67,
      desg_km_x_mm: 7466.7, // C1 has no reading: out of both sums
    });
    const retreaded = { tipo_costo: 1, condicion_neumatico: 2 };
    expect((await column(fleet.designs.DR1, retreaded)).data).toEqual([
      {
        id: fleet.designs.DR1,
        marca: null,
        disenio: 'BCA-DR1',
        cantidad: 2,
        recorrido_promedio: 37500, // (40 000 + 35 000) ÷ 2
        costo_km_promedio: 0.0049, // 370 ÷ 75 000
        costo_promedio: 185,
        desg_km_x_mm: 10000,
        km_proyectados: 90000,
      },
    ]);
    // The retread-level filter: no second retreads here.
    expect((await column(fleet.designs.DR1, { ...retreaded, reencauches: [2] })).data).toEqual([]);
    expect((await column(fleet.designs.DR1, { ...retreaded, reencauches: [1] })).data[0].cantidad).toBe(2);
  });

  it('never mixes km and hours: the hours tyre only in the hours comparison', async () => {
    const hours = await column(fleet.brands.A, { tipo_costo: 2, condicion_neumatico: 1 });
    expect(hours.data).toEqual([
      expect.objectContaining({
        cantidad: 1,
        recorrido_promedio: 2000,
        costo_km_promedio: 0.4995,
        costo_promedio: 999,
        desg_km_x_mm: null,
        km_proyectados: null,
      }),
    ]);
  });

  it('filters by axle, application, model and size', async () => {
    expect((await column(fleet.brands.A, { ...KM_NEW, eje: 2 })).data[0]).toMatchObject({
      cantidad: 1,
      recorrido_promedio: 62000,
    });
    expect((await column(fleet.brands.A, { ...KM_NEW, eje: 3 })).data).toEqual([]);
    expect(
      (await column(fleet.brands.A, { ...KM_NEW, aplicacion: fleet.applicationId })).data[0].cantidad,
    ).toBe(2);
    // Another client's application matches none of this client's vehicles.
    expect((await column(fleet.brands.A, { ...KM_NEW, aplicacion: other.applicationId })).data).toEqual([]);
    expect((await column(fleet.brands.A, { ...KM_NEW, medidas: [fleet.sizes.S1] })).data[0]).toMatchObject({
      cantidad: 1,
      recorrido_promedio: 50000,
    });
    expect((await column(fleet.brands.A, { ...KM_NEW, modelos: [fleet.models.MB] })).data).toEqual([]);
  });

  it("gives no column for another client's brand", async () => {
    const res = await column(other.brands.A, KM_NEW);
    expect(res).toEqual({ data: [], mensaje: BRAND_COMPARISON_MSG.sinDatos });
  });

  it('requires the cost type and the condition', async () => {
    const res = await t.post(
      '/api/reporte/comparativomarca',
      {
        id_cliente: fleet.clientId,
        id_marca_o_disenio: fleet.brands.A,
        tipo_costo: '',
        condicion_neumatico: 4,
      },
      token,
    );
    expect(res.status).toBe(422);
    const text = JSON.stringify(res.body);
    expect(text).toContain(BRAND_COMPARISON_MSG.tipoCosto);
    expect(text).toContain(BRAND_COMPARISON_MSG.condicion);
  });

  it('is refused without the permission (88)', async () => {
    await revokeGrant(t, 88);
    const operator = await t.login(USERS.andinosOperator);
    const res = await t.post(
      '/api/reporte/comparativomarca',
      { id_cliente: 1, id_marca_o_disenio: fleet.brands.A, ...KM_NEW },
      operator,
    );
    expect(res.status).toBe(403);
  });
});

describe('POST reporte/marcas_o_disenios_comparativo and reporte/filtros', () => {
  it('lists brands (or designs when retreaded) with their counted tyres', async () => {
    const brands = await list(KM_NEW);
    expect(brands.status).toBe(200);
    expect(brands.body).toEqual({
      agrupacion: 'marca',
      data: [
        { id: fleet.brands.A, descripcion: 'BCA-A', cantidad: 2 },
        { id: fleet.brands.B, descripcion: 'BCA-B', cantidad: 1 },
      ],
    });
    const designs = await list({ tipo_costo: 1, condicion_neumatico: 2 });
    expect(designs.body).toEqual({
      agrupacion: 'disenio',
      data: [{ id: fleet.designs.DR1, descripcion: 'BCA-DR1', cantidad: 2 }],
    });
    const missing = await list({});
    expect(missing.status).toBe(422);
  });

  it("gives the option lists from the client's own tyres", async () => {
    const res = await t.post('/api/reporte/filtros', { id_cliente: fleet.clientId }, token);
    expect(res.status).toBe(200);
    expect(res.body.modelos).toEqual([
      { id: fleet.models.MA, descripcion: 'BCA-MA', marca: 'BCA-A' },
      { id: fleet.models.MB, descripcion: 'BCA-MB', marca: 'BCA-B' },
    ]);
    expect(res.body.medidas.map((item: { id: number }) => item.id)).toEqual([fleet.sizes.S1, fleet.sizes.S2]);
    expect(res.body.disenios).toEqual([{ id: fleet.designs.DR1, descripcion: 'BCA-DR1' }]);
    expect(res.body.reencauches).toEqual([1]);
    expect(res.body.aplicaciones).toEqual([{ id: fleet.applicationId, descripcion: 'BCA Carretera' }]);
  });
});

describe('GET excel/reportecomparativomarcas', () => {
  it('exports the same columns as the screen, in the order chosen', async () => {
    const query = new URLSearchParams({
      id_cliente: String(fleet.clientId),
      tipo_costo: '1',
      condicion_neumatico: '1',
    });
    for (const id of [fleet.brands.B, fleet.brands.A, other.brands.A])
      query.append('array_id_neumaticos', String(id));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/excel/reportecomparativomarcas?${query}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const rows =
      sheet
        ?.getSheetValues()
        .filter(Boolean)
        .map((row) => (row as unknown[]).slice(1)) ?? [];
    const screenA = (await column(fleet.brands.A, KM_NEW)).data[0];
    const screenB = (await column(fleet.brands.B, KM_NEW)).data[0];
    expect(rows).toContainEqual(['Marca', 'BCA-B', 'BCA-A']);
    expect(rows).toContainEqual(['Cantidad de neumáticos', screenB.cantidad, screenA.cantidad]);
    expect(rows).toContainEqual([
      'Costo por km promedio (USD/km)',
      screenB.costo_km_promedio,
      screenA.costo_km_promedio,
    ]);
    expect(rows).toContainEqual(['Km proyectados promedio', screenB.km_proyectados, screenA.km_proyectados]);
  });

  it('asks for one to five columns', async () => {
    const base = `/api/excel/reportecomparativomarcas?id_cliente=${fleet.clientId}&tipo_costo=1&condicion_neumatico=1`;
    const many = await t.get(`${base}&array_id_neumaticos=1,2,3,4,5,6`, token);
    expect(many.status).toBe(422);
    expect(JSON.stringify(many.body)).toContain(BRAND_COMPARISON_MSG.columnas);
    const none = await t.get(base, token);
    expect(none.status).toBe(422);
    expect(JSON.stringify(none.body)).toContain(BRAND_COMPARISON_MSG.columnas);
  });
});
