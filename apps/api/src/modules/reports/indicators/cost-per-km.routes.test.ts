import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REPORT_MSG } from '@huella/contracts';
import { lotIndicator } from '@huella/domain';
import { CLIENTS, createTestApp, revokeGrant, type TestApp, USERS } from '../../../../test/app';
import { buildCostFleet, clientId, COST_YEAR, type IndicatorFleet } from './indicators.test-support';

let t: TestApp;
let token: string;
let fleet: IndicatorFleet;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.login(USERS.andinosOperator);
  fleet = await buildCostFleet(t);
});
afterEach(async () => t.close());

const cost = (body: Record<string, unknown>) =>
  t.post('/api/indicador/costo_por_kilometro', { id_cliente: clientId, year: COST_YEAR, ...body }, token);

const emptyMonth = (mes: number) => ({
  mes,
  total_lote: 0,
  suma_precio: 0,
  suma_km_recorrido: 0,
  indicador: null,
});

describe('POST indicador/costo_por_kilometro', () => {
  it('computes each monthly lot as a ratio of sums, the row’s year and the KPI from the yearly sums', async () => {
    const res = await cost({ unidadmedida: 'K' });
    expect(res.status).toBe(200);
    const { datos, kpi, mensaje } = res.body.success;
    expect(mensaje).toBeNull();
    expect(datos.map((row: { marca: string }) => row.marca)).toEqual(['IX-MARCA', 'IX-OTRA']);
    const [first, second] = datos;
    // domain.md §5's lot: 400 + 410 + 390 over 50 000 + 62 000 + 48 000 (scrap and km 0 left out).
    expect(first.meses[2]).toEqual({
      mes: 3,
      total_lote: 3,
      suma_precio: 1200,
      suma_km_recorrido: 160_000,
      indicador: 0.0075,
    });
    expect(first.indicador_mes_3).toBe(0.0075);
    // The same lot through the domain's formula (the tyre without distance is left out there too).
    const lot = lotIndicator([
      { costo_acumulado: 400, km_total: 50_000 },
      { costo_acumulado: 410, km_total: 62_000 },
      { costo_acumulado: 390, km_total: 48_000 },
      { costo_acumulado: 500, km_total: 0 },
    ]);
    expect(first.meses[2]).toEqual({
      mes: 3,
      total_lote: lot.total_lote,
      suma_precio: lot.suma_precio,
      suma_km_recorrido: lot.suma_km_recorrido,
      indicador: lot.indicador,
    });
    expect(first.meses[4]).toEqual({
      mes: 5,
      total_lote: 1,
      suma_precio: 200,
      suma_km_recorrido: 10_000,
      indicador: 0.02,
    });
    expect(first.indicador_mes_5).toBe(0.02);
    expect(first.meses).toHaveLength(12);
    expect(first.meses[0]).toEqual(emptyMonth(1));
    expect(first.indicador_mes_1).toBeNull();
    expect(first.indicador_mes_12).toBeNull();
    expect(first).toMatchObject({
      modelo: 'IXM1',
      medida: 'IXS-1',
      total_lote: 4,
      suma_precio: 1400,
      suma_km_recorrido: 170_000,
    });
    expect(first.indicador).toBeCloseTo(1400 / 170_000, 12);
    expect(second).toMatchObject({
      marca: 'IX-OTRA',
      total_lote: 1,
      indicador: 0.001,
      indicador_mes_3: 0.001,
    });
    // The KPI is Σ price ÷ Σ km of the year, not the mean of the rows (0.0082 and 0.001).
    expect(kpi).toMatchObject({ total_lote: 5, suma_precio: 1500, suma_km_recorrido: 270_000 });
    expect(kpi.indicador).toBeCloseTo(1500 / 270_000, 12);
  });

  it('matches the criterion written with or without the brand, without case; K criteria are not H’s', async () => {
    const { datos } = (await cost({})).body.success;
    const spec = (superior: number, inferior: number, min: number, max: number) => ({
      criterio_superior: superior,
      criterio_inferior: inferior,
      rango_c_inferior: min,
      rango_c_superior: max,
      tolerable_inferior: min,
      tolerable_superior: max,
    });
    expect(datos[0].criterio).toEqual(spec(0.0075, 0.01, 0.008, 0.009));
    expect(datos[1].criterio).toEqual(spec(0.002, 0.004, 0.002, 0.003));

    const hours = (await cost({ unidadmedida: 'H' })).body.success;
    expect(hours.datos).toHaveLength(1);
    expect(hours.datos[0]).toMatchObject({ marca: 'IX-MARCA', criterio: null, indicador: 0.3 });
    expect(hours.datos[0].indicador_mes_3).toBe(0.3);
    expect(hours.kpi).toEqual({ total_lote: 1, suma_precio: 300, suma_km_recorrido: 1000, indicador: 0.3 });
  });

  it('filters by brand; a year without lots answers the spec’s text', async () => {
    const other = (await cost({ marca: fleet.otherBrandId })).body.success;
    expect(other.datos.map((row: { marca: string }) => row.marca)).toEqual(['IX-OTRA']);
    expect(other.kpi.indicador).toBe(0.001);

    const empty = (await cost({ year: 2018 })).body.success;
    expect(empty).toEqual({
      datos: [],
      kpi: { total_lote: 0, suma_precio: 0, suma_km_recorrido: 0, indicador: null },
      mensaje: REPORT_MSG.sinCostoKm,
    });
  });

  it('refuses without the permission, another client’s id and a year before 2018', async () => {
    expect((await cost({ id_cliente: CLIENTS.sur })).status).toBe(403);
    expect((await cost({ year: 2017 })).status).toBe(422);
    await revokeGrant(t, 65);
    expect((await cost({})).status).toBe(403);
  });
});

describe('POST reporte/detalles_costo_por_kilometro', () => {
  it('lists every monthly lot with sums, averages and the indicator', async () => {
    const res = await t.post(
      '/api/reporte/detalles_costo_por_kilometro',
      { id_cliente: clientId, year: COST_YEAR },
      token,
    );
    expect(res.status).toBe(200);
    expect(res.body.success.detalles).toEqual([
      {
        marca: 'IX-MARCA',
        modelo: 'IXM1',
        medida: 'IXS-1',
        total_lote: 3,
        suma_precio: 1200,
        promedio_precio: 400,
        suma_km_recorrido: 160_000,
        promedio_km_recorrido: 160_000 / 3,
        indicador: 0.0075,
        fecha_mes: `${COST_YEAR}-03`,
      },
      {
        marca: 'IX-OTRA',
        modelo: 'IXM2',
        medida: 'IXS-1',
        total_lote: 1,
        suma_precio: 100,
        promedio_precio: 100,
        suma_km_recorrido: 100_000,
        promedio_km_recorrido: 100_000,
        indicador: 0.001,
        fecha_mes: `${COST_YEAR}-03`,
      },
      {
        marca: 'IX-MARCA',
        modelo: 'IXM1',
        medida: 'IXS-1',
        total_lote: 1,
        suma_precio: 200,
        promedio_precio: 200,
        suma_km_recorrido: 10_000,
        promedio_km_recorrido: 10_000,
        indicador: 0.02,
        fecha_mes: `${COST_YEAR}-05`,
      },
    ]);
    const empty = await t.post(
      '/api/reporte/detalles_costo_por_kilometro',
      { id_cliente: clientId, year: 2018 },
      token,
    );
    expect(empty.body).toEqual({ success: { detalles: [] } });
  });

  it('refuses another client’s id and a user without the home permission', async () => {
    const url = '/api/reporte/detalles_costo_por_kilometro';
    expect((await t.post(url, { id_cliente: CLIENTS.sur, year: COST_YEAR }, token)).status).toBe(403);
    await revokeGrant(t, 19);
    expect((await t.post(url, { id_cliente: clientId, year: COST_YEAR }, token)).status).toBe(403);
  });
});

describe('POST neumaticomarca/index', () => {
  it('lists the brands the client’s tyres carry, by name', async () => {
    const res = await t.post('/api/neumaticomarca/index', { id_cliente: clientId }, token);
    expect(res.status).toBe(200);
    const names = res.body.data.map((brand: { descripcion: string }) => brand.descripcion);
    expect(names).toContain('IX-MARCA');
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const sur = await t.login(USERS.surOperator);
    const surBrands = await t.post('/api/neumaticomarca/index', { id_cliente: CLIENTS.sur }, sur);
    expect(surBrands.body.data.map((brand: { descripcion: string }) => brand.descripcion)).not.toContain(
      'IX-MARCA',
    );
    expect((await t.post('/api/neumaticomarca/index', { id_cliente: CLIENTS.sur }, token)).status).toBe(403);
  });
});

describe('GET excel/reporteindicadorcostokmhr', () => {
  const FILLS = { verde: 'FFC8E6C9', amarillo: 'FFFFF3B0', rojo: 'FFFFCDD2', gris: 'FFEEEEEE' };
  const fillOf = (cell: ExcelJS.Cell) =>
    cell.fill?.type === 'pattern' ? (cell.fill.fgColor?.argb ?? null) : null;

  it('exports the screen’s numbers, each cell painted with its criterion colour', async () => {
    const screen = (await cost({})).body.success;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/excel/reporteindicadorcostokmhr?id_cliente=${clientId}&id_usuario=1&year=${COST_YEAR}&unidadmedida=K&marca=`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['nombre-archivo']).toBe(`indicador-costo-por-kilometro-${COST_YEAR}.xlsx`);
    expect(response.headers['content-disposition']).toContain('indicador-costo-por-kilometro');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    expect(sheet.getCell('B2').value).toBeCloseTo(screen.kpi.indicador, 12);
    const rows: ExcelJS.Row[] = [];
    sheet.eachRow((row) => {
      if (row.getCell(1).value === 'IX-MARCA' || row.getCell(1).value === 'IX-OTRA') rows.push(row);
    });
    expect(rows).toHaveLength(2);
    const [first, second] = rows as [ExcelJS.Row, ExcelJS.Row];
    screen.datos[0].meses.forEach((month: { indicador: number | null }, index: number) => {
      expect(first.getCell(8 + index).value ?? null).toBe(month.indicador);
    });
    // March 0.0075 ties the objective: green; May 0.02 past the deficient: red; the year 0.0082 tolerable: yellow.
    expect(fillOf(first.getCell(10))).toBe(FILLS.verde);
    expect(fillOf(first.getCell(12))).toBe(FILLS.rojo);
    expect(fillOf(first.getCell(20))).toBe(FILLS.amarillo);
    expect(fillOf(first.getCell(8))).toBe(FILLS.gris);
    expect(first.getCell(20).value).toBeCloseTo(screen.datos[0].indicador, 12);
    expect(first.getCell(4).value).toBe(0.0075);
    expect(second.getCell(10).value).toBe(0.001);
    expect(fillOf(second.getCell(10))).toBe(FILLS.verde);
  });

  it('answers JSON errors: 403 for another client or without permission, 422 without a year', async () => {
    const get = (query: string) => t.get(`/api/excel/reporteindicadorcostokmhr?${query}`, token);
    expect((await get(`id_cliente=${CLIENTS.sur}&year=${COST_YEAR}`)).status).toBe(403);
    const missing = await get(`id_cliente=${clientId}`);
    expect(missing.status).toBe(422);
    expect(missing.body.error).toBeTruthy();
    await revokeGrant(t, 65);
    expect((await get(`id_cliente=${clientId}&year=${COST_YEAR}`)).status).toBe(403);
  });

  it("answers the spec's HTML page {exito: false, mensaje} when the file cannot be built", async () => {
    // A real failure of the database: the criteria table is missing.
    await t.db.execute(sql`alter table criterios_aceptacion rename to criterios_aceptacion_fuera`);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/excel/reporteindicadorcostokmhr?id_cliente=${clientId}&year=${COST_YEAR}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['nombre-archivo']).toBeUndefined();
    expect(JSON.parse(res.body)).toEqual({ exito: false, mensaje: REPORT_MSG.excelGeneracion });
  });
});
