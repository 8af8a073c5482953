import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MONTH_NAMES, REPORT_MSG, SCRAP_REPORT_MSG } from '@huella/contracts';
import { CLIENTS, createTestApp, revokeGrant, type TestApp, USERS } from '../../../../test/app';
import { buildScrapSet, SCRAP_YEAR, type ScrapSet } from './scrap-reports.test-support';

let t: TestApp;
let token: string;
let set: ScrapSet;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.login(USERS.superadmin);
  set = await buildScrapSet(t);
});
afterEach(async () => t.close());

const REASON_URL = '/api/reporte/scrapmotivoretiro';
const BRAND_URL = '/api/reporte/scrapmarca';

async function report(url: string, body: Record<string, unknown> = {}) {
  const res = await t.post(url, { id_cliente: set.clientId, year: SCRAP_YEAR, ...body }, token);
  expect(res.status).toBe(200);
  return res.body.success;
}

/** The 12 months with the given counts (month → {id → count}); every listed id is present, 0 when none. */
function months(grouping: 'motivo' | 'marca', ids: number[], counts: Record<number, Record<number, number>>) {
  return MONTH_NAMES.map((nombre, index) => {
    const mes = index + 1;
    const row: Record<string, unknown> = { mes, nombre };
    let total = 0;
    for (const id of ids) {
      const count = counts[mes]?.[id] ?? 0;
      row[`cantidad_${grouping}_${id}`] = count;
      total += count;
    }
    return { ...row, total_mes: total };
  });
}

const sumOf = (values: number[]) => Math.round(values.reduce((sum, value) => sum + value, 0) * 100) / 100;

describe('POST reporte/scrapmotivoretiro', () => {
  it('counts the year’s records per month and reason, with totals and percentages adding to 100', async () => {
    const data = await report(REASON_URL);
    const [r1, r2, r3] = set.reasons.map((reason) => reason.id) as [number, number, number];
    // R2 5/9 = 55.55|56 takes the missing hundredth; R1 3/9 = 33.33, R3 1/9 = 11.11.
    expect(data.motivos).toEqual([
      { id: r2, descripcion: set.reasons[1]?.descripcion, total: 5, porcentaje: 55.56 },
      { id: r1, descripcion: set.reasons[0]?.descripcion, total: 3, porcentaje: 33.33 },
      { id: r3, descripcion: set.reasons[2]?.descripcion, total: 1, porcentaje: 11.11 },
    ]);
    expect(sumOf(data.motivos.map((m: { porcentaje: number }) => m.porcentaje))).toBe(100);
    expect(data.total).toBe(9);
    expect(data.mensaje).toBeNull();
    // The other year's two records and the other client's record are not counted.
    expect(data.meses).toEqual(
      months('motivo', [r2, r1, r3], {
        1: { [r1]: 2, [r2]: 1 },
        3: { [r1]: 1, [r2]: 2 },
        7: { [r2]: 1 },
        12: { [r2]: 1, [r3]: 1 },
      }),
    );
  });

  it('answers the neighbouring years with their own records only', async () => {
    const before = await report(REASON_URL, { year: SCRAP_YEAR - 1 });
    expect(before.total).toBe(1);
    expect(before.meses[11].total_mes).toBe(1);
    expect(before.motivos).toEqual([
      { id: set.reasons[0]?.id, descripcion: set.reasons[0]?.descripcion, total: 1, porcentaje: 100 },
    ]);
    const after = await report(REASON_URL, { year: SCRAP_YEAR + 1 });
    expect(after.total).toBe(1);
    expect(after.meses[0].total_mes).toBe(1);
  });

  it('answers an empty year with 12 zero months, empty lists and the empty text', async () => {
    for (const url of [REASON_URL, BRAND_URL]) {
      const data = await report(url, { year: SCRAP_YEAR - 3 });
      expect(data.meses).toEqual(MONTH_NAMES.map((nombre, i) => ({ mes: i + 1, nombre, total_mes: 0 })));
      expect(data.motivos ?? data.marcas).toEqual([]);
      expect(data.total).toBe(0);
      expect(data.mensaje).toBe(REPORT_MSG.sinDatosTabla);
    }
  });

  it('counts only the client’s own records (the other client has its own)', async () => {
    const res = await t.post(REASON_URL, { id_cliente: set.otherClientId, year: SCRAP_YEAR }, token);
    expect(res.body.success.total).toBe(1);
    expect(res.body.success.meses[0]).toEqual({
      mes: 1,
      nombre: 'Enero',
      total_mes: 1,
      [`cantidad_motivo_${set.reasons[0]?.id}`]: 1,
    });
  });
});

describe('POST reporte/scrapmarca', () => {
  it('counts the year’s records per month and brand of the tyre, ties by name', async () => {
    const data = await report(BRAND_URL);
    const [a, b, c] = set.brands.map((brand) => brand.id) as [number, number, number];
    // A 5/9 = 55.55|56 takes the missing hundredth; B and C 2/9 = 22.22 each.
    expect(data.marcas).toEqual([
      { id: a, descripcion: 'SR-A', total: 5, porcentaje: 55.56 },
      { id: b, descripcion: 'SR-B', total: 2, porcentaje: 22.22 },
      { id: c, descripcion: 'SR-C', total: 2, porcentaje: 22.22 },
    ]);
    expect(sumOf(data.marcas.map((m: { porcentaje: number }) => m.porcentaje))).toBe(100);
    expect(data.total).toBe(9);
    expect(data.meses).toEqual(
      months('marca', [a, b, c], {
        1: { [a]: 2, [b]: 1 },
        3: { [a]: 2, [c]: 1 },
        7: { [b]: 1 },
        12: { [a]: 1, [c]: 1 },
      }),
    );
  });
});

async function download(path: string, query: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/excel/${path}?${query}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe(
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: String(res.headers['nombre-archivo']), sheet: sheet.name, rows };
}

type Group = { id: number; descripcion: string; total: number; porcentaje: number };
type Month = Record<string, number | string>;

/** The sheet the screen's answer should give: header, a row per month, totals and percentages. */
function expectedRows(
  grouping: 'motivo' | 'marca',
  data: { meses: Month[]; total: number },
  groups: Group[],
) {
  return [
    ['Mes', ...groups.map((g) => g.descripcion), 'Total'],
    ...data.meses.map((m) => [
      m.nombre,
      ...groups.map((g) => m[`cantidad_${grouping}_${g.id}`]),
      m.total_mes,
    ]),
    ['Total', ...groups.map((g) => g.total), data.total],
    ['Porcentaje (%)', ...groups.map((g) => g.porcentaje), data.total > 0 ? 100 : 0],
  ];
}

describe('GET excel/reportescrapmotivo and excel/reportescrapmarca', () => {
  it('writes the screen’s table: months as rows, reasons as columns, totals and percentages', async () => {
    const data = await report(REASON_URL);
    const file = await download('reportescrapmotivo', `id_cliente=${set.clientId}&year=${SCRAP_YEAR}`);
    expect(file.name).toBe(`reporte-scrap-por-motivo-${SCRAP_YEAR}.xlsx`);
    expect(file.sheet).toBe('Scrap por motivo');
    expect(file.rows[0]).toEqual([`Scrap por motivo de retiro ${SCRAP_YEAR}`]);
    // Row 2 is blank (eachRow skips it).
    expect(file.rows.slice(1)).toEqual(expectedRows('motivo', data, data.motivos));
  });

  it('narrows the reason export to month1..month2, its totals and percentages over those months', async () => {
    const file = await download(
      'reportescrapmotivo',
      `id_cliente=${set.clientId}&year=${SCRAP_YEAR}&month1=3&month2=7`,
    );
    expect(file.name).toBe(`reporte-scrap-por-motivo-${SCRAP_YEAR}-meses-03-a-07.xlsx`);
    expect(file.rows[0]).toEqual([`Scrap por motivo de retiro ${SCRAP_YEAR} (Marzo a Julio)`]);
    const [r1, r2] = set.reasons as [ScrapSet['reasons'][number], ScrapSet['reasons'][number]];
    // March: R1 1, R2 2; July: R2 1. R2 3/4 = 75 %, R1 1/4 = 25 %.
    expect(file.rows.slice(1)).toEqual([
      ['Mes', r2.descripcion, r1.descripcion, 'Total'],
      ['Marzo', 2, 1, 3],
      ['Abril', 0, 0, 0],
      ['Mayo', 0, 0, 0],
      ['Junio', 0, 0, 0],
      ['Julio', 1, 0, 1],
      ['Total', 3, 1, 4],
      ['Porcentaje (%)', 75, 25, 100],
    ]);
  });

  it('refuses month2 before month1 and months outside 1..12 with 422', async () => {
    const get = (query: string) =>
      t.get(`/api/excel/reportescrapmotivo?id_cliente=${set.clientId}&year=${SCRAP_YEAR}&${query}`, token);
    const reversed = await get('month1=5&month2=4');
    expect(reversed.status).toBe(422);
    expect(reversed.body.error).toBe(SCRAP_REPORT_MSG.mesRango);
    expect((await get('month1=0')).status).toBe(422);
    expect((await get('month2=13')).status).toBe(422);
    expect((await get('month1=4&month2=4')).status).toBe(200);
  });

  it('writes the brand table as the screen shows it', async () => {
    const data = await report(BRAND_URL);
    const file = await download('reportescrapmarca', `id_cliente=${set.clientId}&year=${SCRAP_YEAR}`);
    expect(file.name).toBe(`reporte-scrap-por-marca-${SCRAP_YEAR}.xlsx`);
    expect(file.rows[0]).toEqual([`Scrap por marca ${SCRAP_YEAR}`]);
    expect(file.rows.slice(1)).toEqual(expectedRows('marca', data, data.marcas));
  });

  it('writes an empty year as zero months with the empty text', async () => {
    const file = await download('reportescrapmarca', `id_cliente=${set.clientId}&year=${SCRAP_YEAR - 3}`);
    expect(file.rows.slice(1)).toEqual([
      ['Mes', 'Total'],
      ...MONTH_NAMES.map((nombre) => [nombre, 0]),
      ['Total', 0],
      ['Porcentaje (%)', 0],
      [REPORT_MSG.sinDatosTabla],
    ]);
  });

  it("answers the spec's HTML page with {exito: false, mensaje} when the file cannot be built", async () => {
    await t.db.execute(sql`alter table neumatico_scrap rename to neumatico_scrap_fuera`);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/excel/reportescrapmarca?id_cliente=${set.clientId}&year=${SCRAP_YEAR}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['nombre-archivo']).toBeUndefined();
    expect(JSON.parse(res.body)).toEqual({ exito: false, mensaje: REPORT_MSG.excelGeneracion });
  });
});

describe('access', () => {
  const call = (method: 'GET' | 'POST', url: string, clientId: number, as: string) =>
    method === 'POST'
      ? t.post(url, { id_cliente: clientId, year: SCRAP_YEAR }, as)
      : t.get(`${url}?id_cliente=${clientId}&year=${SCRAP_YEAR}`, as);
  const routes = [
    { menu: 84, method: 'POST', url: REASON_URL },
    { menu: 84, method: 'GET', url: '/api/excel/reportescrapmotivo' },
    { menu: 85, method: 'POST', url: BRAND_URL },
    { menu: 85, method: 'GET', url: '/api/excel/reportescrapmarca' },
  ] as const;

  it('lets an operator read its own client, refuses other clients’ ids, and refuses without its menu', async () => {
    const operator = await t.login(USERS.andinosOperator);
    for (const { method, url } of routes) {
      expect((await call(method, url, CLIENTS.andinos, operator)).status, url).toBe(200);
      expect((await call(method, url, CLIENTS.sur, operator)).status, url).toBe(403);
      expect((await call(method, url, set.clientId, operator)).status, url).toBe(403);
    }
    await revokeGrant(t, 84);
    for (const { menu, method, url } of routes) {
      expect((await call(method, url, CLIENTS.andinos, operator)).status, url).toBe(menu === 84 ? 403 : 200);
    }
    await revokeGrant(t, 85);
    for (const { method, url } of routes) {
      expect((await call(method, url, CLIENTS.andinos, operator)).status, url).toBe(403);
    }
  });

  it('refuses a bad year with 422 and no token with 401', async () => {
    for (const year of [2017, 'x', 20245, null]) {
      const res = await t.post(REASON_URL, { id_cliente: set.clientId, year }, token);
      expect(res.status, String(year)).toBe(422);
      expect(res.body.error).toBe(REPORT_MSG.anio);
    }
    expect((await t.post(BRAND_URL, { id_cliente: set.clientId }, token)).status).toBe(422);
    expect(
      (await t.get(`/api/excel/reportescrapmarca?id_cliente=${set.clientId}&year=abc`, token)).status,
    ).toBe(422);
    expect((await t.post(REASON_URL, { id_cliente: set.clientId, year: SCRAP_YEAR })).status).toBe(401);
  });
});
