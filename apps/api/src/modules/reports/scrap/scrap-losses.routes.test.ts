import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SCRAP_LOSS_MSG, SCRAP_LOSS_ROW_LIMIT } from '@huella/contracts';
import { CLIENTS, createTestApp, revokeGrant, type TestApp, USERS } from '../../../../test/app';
import { readyTyre, reasonId } from '../../lifecycle/scrap.test-support';
import { buildLossFleet, type LossFleet } from './scrap-losses.test-support';

let t: TestApp;
let token: string;
let fleet: LossFleet;
let other: LossFleet;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.login(USERS.superadmin);
  fleet = await buildLossFleet(t, 'SLA', '20100000871');
  // Another client with records in the same period: never part of the first one's answer.
  other = await buildLossFleet(t, 'SLB', '20100000872');
});
afterEach(async () => t.close());

const PERIOD = { fecha_inicial: '2025-01-01', fecha_final: '2025-03-31' };

const losses = (body: Record<string, unknown>, as = token) =>
  t.post('/api/reporte/perdidasscrap', { id_cliente: fleet.clientId, ...PERIOD, ...body }, as);

async function seriesOf(body: Record<string, unknown>): Promise<string[]> {
  const res = await losses(body);
  expect(res.status).toBe(200);
  return res.body.data.map((row: { num_serie: string }) => row.num_serie);
}

describe('POST reporte/perdidasscrap', () => {
  it('lists the period newest first with the recorded loss (domain.md §11: 418.08 × 4 ÷ 13 = 128.64) and totals', async () => {
    const res = await losses({});
    expect(res.status).toBe(200);
    const row = (k: number) => res.body.data.find((r: { id: number }) => r.id === fleet.scrapIds[k]);
    expect(row(0)).toEqual({
      id: fleet.scrapIds[0],
      id_neumatico: expect.any(Number),
      num_serie: 'SLA-0',
      serie_cliente: 'DOTSLA',
      marca: 'SLA-A',
      modelo: 'SLAM1',
      medida: 'SLAS-1',
      condicion: 'N',
      fecha_scrap: '2025-03-01',
      motivo: fleet.motivo,
      remanente_original: 16,
      remanente_final: 7,
      remanente_limite: 3,
      costo: 418.08,
      costo_perdido: 128.64,
    });
    // Newest first, ties by id descending; record 3 (2024-12-31) is before the period.
    expect(res.body.data.map((r: { num_serie: string }) => r.num_serie)).toEqual([
      'SLA-1',
      'SLA-4',
      'SLA-0',
      'SLA-2',
    ]);
    expect(res.body.data.map((r: { condicion: string }) => r.condicion)).toEqual(['R2', 'N', 'N', 'R']);
    expect(res.body.data.map((r: { costo_perdido: number }) => r.costo_perdido)).toEqual([
      0, 123.46, 128.64, 112.5,
    ]);
    // Σ at the stored 4 decimals, rounded once: 418.08 + 250 + 300 + 123.4567; 128.64 + 0 + 112.5 + 123.4567.
    expect(res.body.totales).toEqual({ cantidad: 4, costo: 1091.54, costo_perdido: 364.6 });
    expect(res.body).toMatchObject({ total: 4, limitado: false, mensaje: null });
  });

  it('shows what the lifecycle recorded for a tyre scrapped through its own route', async () => {
    const operator = await t.login(USERS.andinosOperator);
    const sample = await readyTyre(t);
    const scrapped = await t.post(
      '/api/neumaticos/storescrap',
      {
        id_cliente: CLIENTS.andinos,
        id_usuario: 1,
        neumatico: {
          num_serie: 'perdida-001',
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
        },
      },
      operator,
    );
    expect(scrapped.status).toBe(200);
    const res = await losses(
      { id_cliente: CLIENTS.andinos, fecha_inicial: '2025-08-20', fecha_final: '2025-08-20' },
      operator,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.find((row: { num_serie: string }) => row.num_serie === 'PERDIDA-001')).toMatchObject(
      {
        serie_cliente: '2319',
        condicion: 'N',
        fecha_scrap: '2025-08-20',
        motivo: 'DESGASTE FINAL',
        remanente_original: 16,
        remanente_final: 7,
        remanente_limite: 3,
        costo: 418.08,
        costo_perdido: 128.64,
      },
    );
  });

  it('filters by brand, model, size and condition', async () => {
    expect(await seriesOf({ id_marca: fleet.brandIds[0] })).toEqual(['SLA-1', 'SLA-4', 'SLA-0']);
    expect(await seriesOf({ id_modelo: fleet.modelIds[1] })).toEqual(['SLA-2']);
    expect(await seriesOf({ id_medida: fleet.sizeIds[1] })).toEqual(['SLA-1']);
    expect(await seriesOf({ id_marca: fleet.brandIds[0], id_medida: fleet.sizeIds[0] })).toEqual([
      'SLA-4',
      'SLA-0',
    ]);
    expect(await seriesOf({ condicion: 'N' })).toEqual(['SLA-4', 'SLA-0']);
    expect(await seriesOf({ condicion: '2' })).toEqual(['SLA-1']);
    expect(await seriesOf({ condicion: 'R' })).toEqual(['SLA-2']);
    expect(await seriesOf({ condicion: '5' })).toEqual([]);
    // Registered retreaded without a counted retread: its first retreaded life.
    expect(await seriesOf({ condicion: '1', fecha_inicial: '2024-12-01' })).toEqual(['SLA-3']);
    // Empty selects ('') mean all.
    expect(await seriesOf({ id_marca: '', id_modelo: '', id_medida: '', condicion: '' })).toHaveLength(4);
  });

  it('includes both ends of the period', async () => {
    expect(await seriesOf({ fecha_inicial: '2025-03-31', fecha_final: '2025-03-31' })).toEqual(['SLA-1']);
    expect(await seriesOf({ fecha_inicial: '2024-12-31', fecha_final: '2025-01-01' })).toEqual([
      'SLA-2',
      'SLA-3',
    ]);
    expect(await seriesOf({ fecha_inicial: '2025-03-02', fecha_final: '2025-03-30' })).toEqual([]);
  });

  it('answers the spec’s empty text and zero totals when nothing was scrapped', async () => {
    const res = await losses({ fecha_inicial: '2020-01-01', fecha_final: '2020-12-31' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: [],
      totales: { cantidad: 0, costo: 0, costo_perdido: 0 },
      total: 0,
      limitado: false,
      mensaje: SCRAP_LOSS_MSG.sinDatos,
    });
  });

  it('refuses missing, malformed and impossible dates, and an end before the start, with the spec’s texts', async () => {
    const errorsOf = async (body: Record<string, unknown>) => {
      const res = await losses(body);
      expect(res.status).toBe(422);
      return res.body.errors;
    };
    expect(await errorsOf({ fecha_inicial: '' })).toEqual({ fecha_inicial: [SCRAP_LOSS_MSG.fechas] });
    expect(await errorsOf({ fecha_final: undefined })).toEqual({ fecha_final: [SCRAP_LOSS_MSG.fechas] });
    expect(await errorsOf({ fecha_inicial: '01/03/2025' })).toEqual({
      fecha_inicial: [SCRAP_LOSS_MSG.fechas],
    });
    expect(await errorsOf({ fecha_final: '2025-02-30' })).toEqual({ fecha_final: [SCRAP_LOSS_MSG.fechas] });
    expect(await errorsOf({ fecha_inicial: '2025-04-01' })).toEqual({ fecha_final: [SCRAP_LOSS_MSG.rango] });
    expect((await losses({ condicion: 'X' })).status).toBe(422);
  });

  it('shows only the client’s own records', async () => {
    const res = await losses({ id_cliente: other.clientId });
    expect(res.body.data.map((r: { num_serie: string }) => r.num_serie)).toEqual([
      'SLB-1',
      'SLB-4',
      'SLB-0',
      'SLB-2',
    ]);
    // The first client's brand filter asked of the other client finds nothing of the first.
    expect((await losses({ id_cliente: other.clientId, id_marca: fleet.brandIds[0] })).body.data).toEqual([]);
  });

  it('answers 403 for another client’s id and without menu 86', async () => {
    const operator = await t.login(USERS.andinosOperator);
    const ask = (id_cliente: number) =>
      t.post('/api/reporte/perdidasscrap', { id_cliente, ...PERIOD }, operator);
    expect((await ask(CLIENTS.andinos)).status).toBe(200);
    expect((await ask(CLIENTS.sur)).status).toBe(403);
    expect((await ask(fleet.clientId)).status).toBe(403);
    await revokeGrant(t, 86);
    expect((await ask(CLIENTS.andinos)).status).toBe(403);
  });
});

describe('GET excel/reporteperdidasscrap', () => {
  const query = (params: Record<string, string | number>) =>
    new URLSearchParams(
      Object.entries({ id_cliente: fleet.clientId, ...PERIOD, ...params }).map(([k, v]): [string, string] => [
        k,
        String(v),
      ]),
    ).toString();

  async function workbookOf(params: Record<string, string | number>) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/excel/reporteperdidasscrap?${query(params)}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return { rows, fileName: res.headers['nombre-archivo'] };
  }

  it('carries the screen’s rows in its order and a totals line', async () => {
    const params = { id_marca: fleet.brandIds[0] ?? 0 };
    const screen = (await losses(params)).body;
    const { rows, fileName } = await workbookOf(params);
    expect(fileName).toBe('reporte-perdidas-scrap-2025-01-01-2025-03-31.xlsx');
    expect(rows[0]?.[0]).toBe('Serie');
    expect(rows[0]?.at(-1)).toBe('Costo perdido (USD)');
    const body = rows.slice(1, -1);
    expect(body).toEqual(
      screen.data.map((r: Record<string, unknown>) =>
        [
          r.num_serie,
          r.serie_cliente,
          r.marca,
          r.modelo,
          r.medida,
          r.condicion,
          r.fecha_scrap,
          r.motivo,
          r.remanente_original,
          r.remanente_final,
          r.remanente_limite,
          r.costo,
          r.costo_perdido,
        ].map((value) => value ?? undefined),
      ),
    );
    const totals = rows.at(-1) ?? [];
    expect(totals[0]).toBe(`TOTAL (${screen.totales.cantidad} neumáticos)`);
    expect(totals.slice(-2)).toEqual([screen.totales.costo, screen.totales.costo_perdido]);
    expect(screen.totales).toEqual({ cantidad: 3, costo: 791.54, costo_perdido: 252.1 });
  });

  it('cuts the screen at the row limit (saying so, totals of the whole period) while the file has every row', async () => {
    // SCRAP_LOSS_ROW_LIMIT + 1 more new tyres of brand A scrapped on 2025-02-01, each losing 10.00 of 20.00.
    const extra = SCRAP_LOSS_ROW_LIMIT + 1;
    await t.db.execute(sql`
      with tyres as (
        insert into neumaticos (id_cliente, num_serie, estado, nuevo, id_marca, id_modelo, id_medida,
          remanente_original, remanente_actual, unidad_medida, precio, tipo_moneda, fecha_registro)
        select ${fleet.clientId}, 'SLX-' || g, 0, 1, ${fleet.brandIds[0]}, ${fleet.modelIds[0]},
          ${fleet.sizeIds[0]}, 16, 9, 'K', 20, 2, '2024-01-15'
        from generate_series(1, ${extra}) g
        returning id)
      insert into neumatico_scrap (id_cliente, id_neumatico, id_motivo_scrap, fecha_scrap, remanente_original,
        remanente_final, remanente_limite, costo_vida, costo_perdido)
      select ${fleet.clientId}, id, (select min(id) from motivos_scrap), '2025-02-01', 16, 9.5, 3, 20, 10
      from tyres`);
    const screen = (await losses({})).body;
    expect(screen.data).toHaveLength(SCRAP_LOSS_ROW_LIMIT);
    expect(screen).toMatchObject({ total: 4 + extra, limitado: true, mensaje: null });
    expect(screen.totales).toEqual({
      cantidad: 4 + extra,
      costo: 1091.54 + 20 * extra,
      costo_perdido: 364.6 + 10 * extra,
    });
    const { rows } = await workbookOf({});
    // Header, every row of the period (keyset batches of 1 000 joined without a gap or repeat), totals.
    expect(rows).toHaveLength(1 + 4 + extra + 1);
    const series = rows.slice(1, -1).map((row) => row[0]);
    expect(new Set(series).size).toBe(4 + extra);
    expect(series.slice(0, SCRAP_LOSS_ROW_LIMIT)).toEqual(
      screen.data.map((row: { num_serie: string }) => row.num_serie),
    );
    expect(rows.at(-1)?.[0]).toBe(`TOTAL (${4 + extra} neumáticos)`);
  });

  it('answers the date errors as 422 JSON, and 403 for another client', async () => {
    const bad = await t.get(
      `/api/excel/reporteperdidasscrap?${query({ fecha_inicial: '2025-04-01' })}`,
      token,
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ fecha_final: [SCRAP_LOSS_MSG.rango] });
    const missing = await t.get(`/api/excel/reporteperdidasscrap?${query({ fecha_inicial: '' })}`, token);
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ fecha_inicial: [SCRAP_LOSS_MSG.fechas] });
    const operator = await t.login(USERS.andinosOperator);
    expect((await t.get(`/api/excel/reporteperdidasscrap?${query({})}`, operator)).status).toBe(403);
  });
});
