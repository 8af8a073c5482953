import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REPORT_MSG } from '@huella/contracts';
import { clientes } from '../../../db/schema/index';
import { CLIENTS, createTestApp, revokeGrant, type TestApp, USERS } from '../../../../test/app';
import { buildFleet, type Fleet } from './dashboard.test-support';

let t: TestApp;
let token: string;
let fleet: Fleet;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.login(USERS.superadmin);
  fleet = await buildFleet(t);
});
afterEach(async () => t.close());

const slice = (descripcion: string, cantidad: number, porcentaje: number) => ({
  descripcion,
  cantidad,
  porcentaje,
});
const total = (slices: { porcentaje: number }[]) =>
  Math.round(slices.reduce((sum, s) => sum + s.porcentaje, 0) * 100) / 100;

async function dashboard() {
  const res = await t.post('/api/home/reportesvistaprincipal', { id_cliente: fleet.clientId }, token);
  expect(res.status).toBe(200);
  return res.body.success;
}

describe('POST home/reportesvistaprincipal', () => {
  it('counts the tyres out of scrap by brand: top 5, then OTROS, percentages adding to 100', async () => {
    const data = await dashboard();
    // 18 tyres in service; DB-G's 4 scrapped tyres would have put it in the top 5 (5 tyres).
    // 5/18 = 27.77|78, 4/18 = 22.22|22, 3/18 = 16.66|67, 2/18 = 11.11|11 (×3 with OTROS = F + G): the two
    // hundredths missing go to the largest remainders, A and C.
    expect(data.marcas).toEqual([
      slice('DB-A', 5, 27.78),
      slice('DB-B', 4, 22.22),
      slice('DB-C', 3, 16.67),
      slice('DB-D', 2, 11.11),
      slice('DB-E', 2, 11.11),
      slice('OTROS', 2, 11.11),
    ]);
    expect(total(data.marcas)).toBe(100);
  });

  it('merges both ready states into one slice and leaves scrap out', async () => {
    const data = await dashboard();
    // 7/18 = 38.88|89, 6/18 = 33.33|33, 2/18 = 11.11|11 (×2), 1/18 = 5.55|56 → +0.01 to 7 and to 1.
    expect(data.estados).toEqual([
      slice('Listo para instalar', 7, 38.89),
      slice('Instalado', 6, 33.33),
      slice('En reencauche', 2, 11.11),
      slice('En reparación', 2, 11.11),
      slice('Desinstalado (por evaluar)', 1, 5.56),
    ]);
    expect(data.estados.some((s: { descripcion: string }) => s.descripcion === 'Scrap')).toBe(false);
    expect(total(data.estados)).toBe(100);
  });

  it('shows model and design (the model alone without a design), top 10 then OTROS', async () => {
    const data = await dashboard();
    // 3/18 = 16.66|67 (×2), 2/18 = 11.11|11 (×2 and OTROS), 1/18 = 5.55|56 (×6): five hundredths missing go
    // to the two 3s and the first three 1s (ties: first listed).
    expect(data.modelos).toEqual([
      slice('DBM01 / DBD01', 3, 16.67),
      slice('DBM01 / DBD02', 3, 16.67),
      slice('DBM02 / DBD03', 2, 11.11),
      slice('DBM02 / DBD04', 2, 11.11),
      slice('DBM03 / DBD05', 1, 5.56),
      slice('DBM03 / DBD06', 1, 5.56),
      slice('DBM04 / DBD07', 1, 5.56),
      slice('DBM04 / DBD08', 1, 5.55),
      slice('DBM05 / DBD09', 1, 5.55),
      slice('DBM05 / DBD10', 1, 5.55),
      // 'DBM06' (no design) and 'DBM06 / DBD11'.
      slice('OTROS', 2, 11.11),
    ]);
    expect(total(data.modelos)).toBe(100);
  });

  it('counts sizes, new and retreaded tyres, and scrap per year over the last 5 years', async () => {
    const data = await dashboard();
    // 10/18 = 55.55|56, 5/18 = 27.77|78, 3/18 = 16.66|67 → +0.01 to 5 and to 3.
    expect(data.medidas).toEqual([
      slice('DBS-1', 10, 55.55),
      slice('DBS-2', 5, 27.78),
      slice('DBS-3', 3, 16.67),
    ]);
    expect(data.cantidadnuevos).toBe(12);
    expect(data.cantidadreencauchados).toBe(6);
    const y = fleet.year;
    // Two scrapped two years ago, one this year; the one of five years ago is outside the window.
    expect(data.neumaticosscrap).toEqual([
      { anio: y - 4, cantidad: 0 },
      { anio: y - 3, cantidad: 0 },
      { anio: y - 2, cantidad: 2 },
      { anio: y - 1, cantidad: 0 },
      { anio: y, cantidad: 1 },
    ]);
  });

  it('answers empty series, zero counts and five zero years for a client without tyres', async () => {
    const [empty] = await t.db
      .insert(clientes)
      .values({ razon_social: 'Empresa Vacía S.A.C.', ruc: '20100000992', estado: true })
      .returning({ id: clientes.id });
    const res = await t.post('/api/home/reportesvistaprincipal', { id_cliente: empty?.id }, token);
    expect(res.status).toBe(200);
    const y = fleet.year;
    expect(res.body.success).toEqual({
      marcas: [],
      estados: [],
      modelos: [],
      medidas: [],
      neumaticosscrap: [y - 4, y - 3, y - 2, y - 1, y].map((anio) => ({ anio, cantidad: 0 })),
      cantidadnuevos: 0,
      cantidadreencauchados: 0,
    });
    const count = await t.post('/api/neumaticos/totalneumatico', { id_cliente: empty?.id }, token);
    expect(count.body).toEqual({ total: 0 });
  });
});

describe('the home counters', () => {
  it('counts active vehicles, tyres out of scrap, the year’s criteria and finished inspections', async () => {
    const count = async (name: string) => {
      const res = await t.post(`/api/neumaticos/${name}`, { id_cliente: fleet.clientId }, token);
      expect(res.status).toBe(200);
      return res.body.total;
    };
    expect(await count('totalvehiculo')).toBe(3); // V3 is inactive
    expect(await count('totalneumatico')).toBe(18); // 22 tyres, 4 scrapped
    expect(await count('totalcriterio')).toBe(2); // the third is of last year
    expect(await count('reportscount')).toBe(2); // finished inspections of this year; drafts never count
  });
});

describe('the six home exports', () => {
  async function download(name: string) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/excel/${name}?id_cliente=${fleet.clientId}&id_usuario=1`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(String(res.headers['content-disposition'])).toContain('.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return { name: String(res.headers['nombre-archivo']), sheet: sheet.name, rows };
  }
  const asRows = (slices: { descripcion: string; cantidad: number; porcentaje: number }[]) =>
    slices.map((s) => [s.descripcion, s.cantidad, s.porcentaje]);

  it('writes the same numbers as the dashboard, every brand in the brand file', async () => {
    const data = await dashboard();

    const brands = await download('reporteneumaticospormarca');
    expect(brands.name).toBe('reporte-neumaticos-por-marca.xlsx');
    expect(brands.sheet).toContain('todas las marcas');
    // Every brand: 5/18 27.78, 4/18 22.22, 3/18 16.67, 2/18 11.11 ×2, 1/18 5.56 and 5.55 (ties: first listed).
    expect(brands.rows).toEqual([
      ['Marca', 'Cantidad', 'Porcentaje (%)'],
      ['DB-A', 5, 27.78],
      ['DB-B', 4, 22.22],
      ['DB-C', 3, 16.67],
      ['DB-D', 2, 11.11],
      ['DB-E', 2, 11.11],
      ['DB-F', 1, 5.56],
      ['DB-G', 1, 5.55],
    ]);
    // The first five are the pie's.
    expect(brands.rows.slice(1, 6)).toEqual(asRows(data.marcas.slice(0, 5)));

    const condition = await download('reporteneumaticosporcondicion');
    expect(condition.rows).toEqual([
      ['Condición', 'Cantidad', 'Porcentaje (%)'],
      ['Nuevo', data.cantidadnuevos, 66.67],
      ['Reencauchado', data.cantidadreencauchados, 33.33],
    ]);

    const models = await download('reporteneumaticospormodeloydisenio');
    expect(models.rows.slice(1)).toEqual(asRows(data.modelos));
    const states = await download('reporteneumaticosporestado');
    expect(states.rows.slice(1)).toEqual(asRows(data.estados));
    const sizes = await download('reporteneumaticospormedida');
    expect(sizes.rows.slice(1)).toEqual(asRows(data.medidas));

    const scrap = await download('reporteneumaticosenscrapporanio');
    expect(scrap.name).toBe('reporte-neumaticos-en-scrap-por-anio.xlsx');
    expect(scrap.rows).toEqual([
      ['Año', 'Cantidad'],
      ...data.neumaticosscrap.map((y: { anio: number; cantidad: number }) => [y.anio, y.cantidad]),
    ]);
  });
});

describe('a home export that cannot be built', () => {
  it("answers the spec's HTML page with {exito: false, mensaje} instead of a file", async () => {
    // A real failure of the database: the scrap table is missing.
    await t.db.execute(sql`alter table neumatico_scrap rename to neumatico_scrap_fuera`);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/excel/reporteneumaticospormarca?id_cliente=${fleet.clientId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['nombre-archivo']).toBeUndefined();
    expect(JSON.parse(res.body)).toEqual({ exito: false, mensaje: REPORT_MSG.excelGeneracion });
  });
});

describe('access', () => {
  const routes = [
    ['POST', '/api/home/reportesvistaprincipal'],
    ['POST', '/api/neumaticos/totalvehiculo'],
    ['POST', '/api/neumaticos/totalneumatico'],
    ['POST', '/api/neumaticos/totalcriterio'],
    ['POST', '/api/neumaticos/reportscount'],
    ['GET', '/api/excel/reporteneumaticospormarca'],
    ['GET', '/api/excel/reporteneumaticosporcondicion'],
    ['GET', '/api/excel/reporteneumaticospormodeloydisenio'],
    ['GET', '/api/excel/reporteneumaticosporestado'],
    ['GET', '/api/excel/reporteneumaticospormedida'],
    ['GET', '/api/excel/reporteneumaticosenscrapporanio'],
  ] as const;
  const call = (method: 'GET' | 'POST', url: string, clientId: number, as: string) =>
    method === 'POST'
      ? t.post(url, { id_cliente: clientId }, as)
      : t.get(`${url}?id_cliente=${clientId}`, as);

  it('lets an operator read its own client, refuses another client’s id, and refuses without menu 19', async () => {
    const operator = await t.login(USERS.andinosOperator);
    for (const [method, url] of routes) {
      expect((await call(method, url, CLIENTS.andinos, operator)).status, url).toBe(200);
      expect((await call(method, url, CLIENTS.sur, operator)).status, url).toBe(403);
      expect((await call(method, url, fleet.clientId, operator)).status, url).toBe(403);
    }
    await revokeGrant(t, 19);
    for (const [method, url] of routes) {
      expect((await call(method, url, CLIENTS.andinos, operator)).status, url).toBe(403);
    }
    expect((await t.post('/api/home/reportesvistaprincipal', { id_cliente: 'x' }, token)).status).toBe(422);
    expect((await t.post('/api/home/reportesvistaprincipal', { id_cliente: fleet.clientId })).status).toBe(
      401,
    );
  });
});
