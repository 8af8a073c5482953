import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TYRE_COMPARISON_MSG } from '@huella/contracts';
import { CLIENTS, createTestApp, revokeGrant, type TestApp, USERS } from '../../../../test/app';
import { comparisonTableRows } from './tyre-comparison.export';
import { buildComparisonFleet, type ComparisonFleet } from './tyre-comparison.test-support';

let t: TestApp;
let token: string;
let fleet: ComparisonFleet;
let other: ComparisonFleet;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.login(USERS.superadmin);
  fleet = await buildComparisonFleet(t, 'TCA', '20100000931');
  other = await buildComparisonFleet(t, 'TCB', '20100000932');
});
afterEach(async () => t.close());

const compare = (body: Record<string, unknown>, as = token) =>
  t.post('/api/reporte/comparativoneumatico', { id_cliente: fleet.clientId, ...body }, as);
const list = (body: Record<string, unknown>, as = token) =>
  t.post('/api/reporte/neumaticoscomparativo', { id_cliente: fleet.clientId, ...body }, as);

const empty = (vida: string) => ({ vida, costo: 0, recorrido: 0, costo_por_unidad: null });

describe('POST /api/reporte/comparativoneumatico', () => {
  it("gives domain.md §4/§5's example per life: 418.08 + 150 + 20 over 85 000 + 60 000 km → 0.0041", async () => {
    const res = await compare({ id_neumatico: fleet.tyreC });
    expect(res.status).toBe(200);
    expect(res.body.neumatico).toEqual({
      id: fleet.tyreC,
      num_serie: 'TCA-C',
      marca: 'TCA-MARCA',
      modelo: 'TCA-MOD',
      medida: 'TCA 295/80R22.5',
      condicion: 'R1',
      tipo_costo: 1,
      vidas: [
        { vida: 'N', costo: 418.08, recorrido: 85000, costo_por_unidad: 0.0049 },
        { vida: 'R1', costo: 170, recorrido: 60000, costo_por_unidad: 0.0028 },
        ...['R2', 'R3', 'R4', 'R5', 'R6', 'R'].map(empty),
      ],
      costo_acumulado: 588.08,
      recorrido_acumulado: 145000,
      costo_por_unidad: 0.0041,
      // 145 000 so far + 10 000 km/mm × (10 − 5) mm still above the limit.
      recorrido_proyectado: 195000,
    });
  });

  it('leaves out a voided record and keeps hours apart; a tyre that never ran has no ratio', async () => {
    const a = (await compare({ id_neumatico: fleet.tyreIds.A })).body.neumatico;
    // 20 000 on VO (the voided 5 000 counts nothing) + 40 000 open on VK; 400 ÷ 60 000.
    expect(a.vidas[0]).toEqual({ vida: 'N', costo: 400, recorrido: 60000, costo_por_unidad: 0.0067 });
    expect(a.recorrido_proyectado).toBe(94285.7);
    const b = (await compare({ id_neumatico: fleet.tyreIds.B })).body.neumatico;
    expect(b.vidas.slice(0, 2)).toEqual([
      { vida: 'N', costo: 300, recorrido: 40000, costo_por_unidad: 0.0075 },
      { vida: 'R1', costo: 170, recorrido: 30000, costo_por_unidad: 0.0057 },
    ]);
    expect([b.costo_por_unidad, b.recorrido_proyectado]).toEqual([0.0067, 130000]);
    const h = (await compare({ id_neumatico: fleet.tyreIds.H })).body.neumatico;
    expect([h.tipo_costo, h.recorrido_acumulado, h.costo_por_unidad, h.recorrido_proyectado]).toEqual([
      2, 4000, 0.125, 11000,
    ]);
    const s = (await compare({ id_neumatico: fleet.tyreIds.S })).body.neumatico;
    expect([s.costo_acumulado, s.recorrido_acumulado, s.costo_por_unidad, s.recorrido_proyectado]).toEqual([
      400,
      0,
      null,
      null,
    ]);
  });

  it("answers 404 for another client's tyre, 422 for a bad id and 403 without the permission", async () => {
    expect((await compare({ id_neumatico: other.tyreC })).status).toBe(404);
    const bad = await compare({ id_neumatico: 'x' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ id_neumatico: [TYRE_COMPARISON_MSG.neumatico] });
    // A client member: their own client answers (404 for this id), another client or no menu 87 is 403.
    const operator = await t.login(USERS.andinosOperator);
    const ask = (id_cliente: number) =>
      t.post('/api/reporte/comparativoneumatico', { id_cliente, id_neumatico: fleet.tyreC }, operator);
    expect((await ask(CLIENTS.andinos)).status).toBe(404);
    expect((await ask(fleet.clientId)).status).toBe(403);
    await revokeGrant(t, 87);
    expect((await ask(CLIENTS.andinos)).status).toBe(403);
    expect(
      (await t.post('/api/reporte/neumaticoscomparativo', { id_cliente: CLIENTS.andinos }, operator)).status,
    ).toBe(403);
  });
});

describe('POST /api/reporte/neumaticoscomparativo', () => {
  it('lists the client’s tyres id descending, 6 per page by default, never another client’s', async () => {
    const res = await list({});
    expect(res.status).toBe(200);
    const ids = res.body.data.map((row: { id: number }) => row.id);
    const { A, B, H, S } = fleet.tyreIds;
    expect(ids).toEqual([fleet.tyreC, S, H, B, A]);
    expect(res.body).toMatchObject({ per_page: 6, current_page: 1, from: 1, to: 5, total: 5 });
    expect(res.body.data[0]).toEqual({
      id: fleet.tyreC,
      num_serie: 'TCA-C',
      marca: 'TCA-MARCA',
      modelo: 'TCA-MOD',
      medida: 'TCA 295/80R22.5',
      condicion: 'R1',
      tipo_costo: 1,
      eje: 2,
    });
    expect(ids).not.toContain(other.tyreC);
  });

  it('filters by serial, cost type, axle and condition, and pages in SQL', async () => {
    const ids = async (body: Record<string, unknown>) =>
      (await list(body)).body.data.map((row: { id: number }) => row.id);
    expect(await ids({ num_serie: 'tca-c' })).toEqual([fleet.tyreC]);
    expect(await ids({ tipo_costo: 2 })).toEqual([fleet.tyreIds.H]);
    expect(await ids({ eje: 2 })).toEqual([fleet.tyreC]);
    expect(await ids({ condicion: '1' })).toEqual([fleet.tyreC, fleet.tyreIds.B]);
    expect(await ids({ condicion: 'N', tipo_costo: 1 })).toEqual([fleet.tyreIds.S, fleet.tyreIds.A]);
    expect(await ids({ condicion: 'R' })).toEqual([]);
    // The other client's brand filters nothing in: catalogue rows are global, the tyres are not.
    const brand = (await list({})).body;
    expect(brand.total).toBe(5);
    expect((await list({ per_page: 6, page: 2 })).body).toMatchObject({ data: [], from: null, total: 5 });
  });

  it('answers each validation message', async () => {
    const errors = async (body: Record<string, unknown>) => (await list(body)).body.errors;
    expect(await errors({ per_page: 7 })).toEqual({ per_page: [TYRE_COMPARISON_MSG.porPagina] });
    expect(await errors({ page: 0 })).toEqual({ page: [TYRE_COMPARISON_MSG.pagina] });
    expect(await errors({ tipo_costo: 3 })).toEqual({ tipo_costo: [TYRE_COMPARISON_MSG.tipoCosto] });
    expect(await errors({ eje: 4 })).toEqual({ eje: [TYRE_COMPARISON_MSG.eje] });
    expect(await errors({ condicion: '7' })).toEqual({ condicion: [TYRE_COMPARISON_MSG.condicion] });
    expect(await errors({ num_serie: 'x'.repeat(51) })).toEqual({
      num_serie: [TYRE_COMPARISON_MSG.busqueda],
    });
  });
});

describe('GET /api/excel/reportecomparativoneumaticos', () => {
  const url = (ids: string) =>
    `/api/excel/reportecomparativoneumaticos?id_cliente=${fleet.clientId}&array_id_neumaticos=${ids}`;

  it('carries the screen’s table, one column per tyre in the order asked', async () => {
    const ids = [fleet.tyreC, fleet.tyreIds.B];
    const res = await t.app.inject({
      method: 'GET',
      url: url(ids.join(',')),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['nombre-archivo']).toBe('reporte-comparativo-neumaticos.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    // ExcelJS leaves a row's trailing empty cells out: read each row as wide as the table.
    workbook.worksheets[0]?.eachRow({ includeEmpty: true }, (row) =>
      rows.push(Array.from({ length: 1 + ids.length }, (_, index) => row.getCell(index + 1).value ?? null)),
    );
    const screen = await Promise.all(
      ids.map(async (id) => (await compare({ id_neumatico: id })).body.neumatico),
    );
    expect(rows).toEqual(comparisonTableRows(screen));
    expect(rows[0]).toEqual(['Serie', 'TCA-C', 'TCA-B']);
    expect(rows.find((row) => row[0] === 'Costo acumulado por km (USD/km)')).toEqual([
      'Costo acumulado por km (USD/km)',
      0.0041,
      0.0067,
    ]);
  });

  it('refuses another client’s id (404), mixed units, a bad list (422) and no permission (403)', async () => {
    expect((await t.get(url(`${fleet.tyreC},${other.tyreC}`), token)).status).toBe(404);
    const mixed = await t.get(url(`${fleet.tyreC},${fleet.tyreIds.H}`), token);
    expect(mixed.status).toBe(422);
    expect(mixed.body.errors).toEqual({ array_id_neumaticos: [TYRE_COMPARISON_MSG.otraUnidad] });
    const none = await t.get(url(''), token);
    expect(none.body.errors).toEqual({ array_id_neumaticos: [TYRE_COMPARISON_MSG.neumaticos] });
    const six = await t.get(url('1,2,3,4,5,6'), token);
    expect(six.body.errors).toEqual({ array_id_neumaticos: [TYRE_COMPARISON_MSG.neumaticos] });
    const twice = await t.get(url(`${fleet.tyreC},${fleet.tyreC}`), token);
    expect(twice.body.errors).toEqual({ array_id_neumaticos: [TYRE_COMPARISON_MSG.repetido] });
    const operator = await t.login(USERS.andinosOperator);
    expect((await t.get(url(String(fleet.tyreC)), operator)).status).toBe(403);
  });
});
