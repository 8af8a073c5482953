import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MONTH_NAMES, REPORT_MSG } from '@huella/contracts';
import { retreadability, retreadIndex } from '@huella/domain';
import { CLIENTS, createTestApp, revokeGrant, type TestApp, USERS } from '../../../../test/app';
import { buildRetreadFleet, clientId, RETREAD_YEAR } from './indicators.test-support';

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.login(USERS.andinosOperator);
  await buildRetreadFleet(t);
});
afterEach(async () => t.close());

const INDEX = '/api/indicador/indice_reencauche';
const RETREADABILITY = '/api/indicador/indice_reencauchabilidad';
const ask = async (url: string, year = RETREAD_YEAR, client: number = clientId) =>
  t.post(url, { id_cliente: client, year }, token);

const month = (
  mes: number,
  vidas: number,
  vidas_reencauchadas: number,
  suma_reencauches: number,
  indicador: number | null,
) => ({ mes, nombre: MONTH_NAMES[mes - 1], vidas, vidas_reencauchadas, suma_reencauches, indicador });

describe('POST indicador/indice_reencauche', () => {
  it('divides the retreaded lives by the lives started each month and over the year (12 of 20 → 0.6)', async () => {
    const res = await ask(INDEX);
    expect(res.status).toBe(200);
    const { meses, anual, criterio, mensaje } = res.body.success;
    expect(meses).toHaveLength(12);
    expect(meses[0]).toEqual(month(1, 0, 0, 0, null));
    // February: 8 new + 6 registered retreaded (the scrapped one left out); April: 4 R2 and 2 R3 retreads.
    expect(meses[1]).toMatchObject({ mes: 2, nombre: 'Febrero', vidas: 14, vidas_reencauchadas: 6 });
    expect(meses[1].indicador).toBeCloseTo(6 / 14, 12);
    expect(meses[2]).toEqual(month(3, 0, 0, 0, null)); // its tyre's current life started in the next year
    expect(meses[3]).toEqual(month(4, 6, 6, 14, 1));
    expect(anual).toEqual({ vidas: 20, vidas_reencauchadas: 12, suma_reencauches: 20, indicador: 0.6 });
    expect(anual.indicador).toBe(retreadIndex(12, 20));
    expect(criterio).toEqual({
      criterio_superior: 0.6,
      criterio_inferior: 0.4,
      rango_c_inferior: 0.45,
      rango_c_superior: 0.55,
      tolerable_inferior: 0.45,
      tolerable_superior: 0.55,
    });
    expect(mensaje).toBeNull();
  });

  it('answers 12 empty months and the spec’s text for a year without lives', async () => {
    const { success } = (await ask(INDEX, 2018)).body;
    expect(success.meses).toEqual(Array.from({ length: 12 }, (_, i) => month(i + 1, 0, 0, 0, null)));
    expect(success.anual).toEqual({ vidas: 0, vidas_reencauchadas: 0, suma_reencauches: 0, indicador: null });
    expect(success.criterio).toBeNull();
    expect(success.mensaje).toBe(REPORT_MSG.sinReencauche);
  });

  it('refuses another client’s id and a user without the permission', async () => {
    expect((await ask(INDEX, RETREAD_YEAR, CLIENTS.sur)).status).toBe(403);
    await revokeGrant(t, 66);
    expect((await ask(INDEX)).status).toBe(403);
    expect((await ask(RETREADABILITY)).status).toBe(200);
  });
});

describe('POST indicador/indice_reencauchabilidad', () => {
  it('averages the retread level of the retreaded lives (1×6, 2×4, 3×2 → 1.67); R>6 counts 7', async () => {
    const { meses, anual, criterio, mensaje } = (await ask(RETREADABILITY)).body.success;
    expect(meses[1]).toEqual(month(2, 14, 6, 6, 1));
    expect(meses[3].indicador).toBeCloseTo(14 / 6, 12);
    expect(anual.vidas_reencauchadas).toBe(12);
    expect(anual.suma_reencauches).toBe(20);
    expect(anual.indicador).toBeCloseTo(20 / 12, 12);
    expect(Math.round(anual.indicador * 100) / 100).toBe(1.67);
    // The domain's formula over the year's lives (0 = a life not retreaded).
    const lives = [...Array<number>(8).fill(0), ...Array<number>(6).fill(1), 2, 2, 2, 2, 3, 3];
    expect(anual.indicador).toBeCloseTo(retreadability(lives) ?? Number.NaN, 12);
    expect(criterio).toBeNull(); // no criterion of indicator 4 that year
    expect(mensaje).toBeNull();

    const next = (await ask(RETREADABILITY, RETREAD_YEAR + 1)).body.success;
    // January: the R1 retread; June: the R8 one, counted 7 → (1 + 7) ÷ 2.
    expect(next.anual).toEqual({ vidas: 2, vidas_reencauchadas: 2, suma_reencauches: 8, indicador: 4 });
    expect(next.meses[5]).toEqual(month(6, 1, 1, 7, 7));
  });

  it('answers the spec’s text for a year without retreaded lives', async () => {
    const { success } = (await ask(RETREADABILITY, 2018)).body;
    expect(success.mensaje).toBe(REPORT_MSG.sinReencauchabilidad);
    expect(success.meses.every((m: { indicador: number | null }) => m.indicador === null)).toBe(true);
    await revokeGrant(t, 67);
    expect((await ask(RETREADABILITY)).status).toBe(403);
  });
});

describe('GET excel/reporteindicereencauche and excel/reporteindicereencauchabilidad', () => {
  const fillOf = (cell: ExcelJS.Cell | undefined) =>
    cell?.fill?.type === 'pattern' ? (cell.fill.fgColor?.argb ?? null) : null;

  async function download(name: string, year = RETREAD_YEAR) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/excel/${name}?id_cliente=${clientId}&id_usuario=&year=${year}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const rows = new Map<string, ExcelJS.Row>();
    sheet.eachRow((row) => rows.set(String(row.getCell(1).value), row));
    return { response, rows };
  }

  it('exports the index as a percent of the screen’s fractions, painted higher-is-better', async () => {
    const screen = (await ask(INDEX)).body.success;
    const { response, rows } = await download('reporteindicereencauche');
    expect(response.headers['nombre-archivo']).toBe(`indice-reencauche-${RETREAD_YEAR}.xlsx`);
    for (const m of screen.meses) {
      const cell = rows.get(m.nombre)?.getCell(5);
      expect(cell?.value ?? null).toBe(m.indicador);
      expect(rows.get(m.nombre)?.getCell(2).value).toBe(m.vidas);
    }
    const year = rows.get('Año');
    expect(year?.getCell(5).value).toBe(0.6);
    expect(year?.getCell(5).numFmt).toBe('0.00%');
    expect(fillOf(year?.getCell(5))).toBe('FFC8E6C9'); // 0.6 ties the objective: green
    expect(fillOf(rows.get('Febrero')?.getCell(5))).toBe('FFFFF3B0'); // 0.43: above the deficient, yellow
    expect(fillOf(rows.get('Enero')?.getCell(5))).toBe('FFEEEEEE'); // no lives: grey
    expect(fillOf(rows.get('Abril')?.getCell(5))).toBe('FFC8E6C9');
    expect(rows.get('Criterio superior')?.getCell(2).value).toBe(0.6);
  });

  it('exports the retreadability with 2 decimals and no colour without a criterion', async () => {
    const screen = (await ask(RETREADABILITY)).body.success;
    const { response, rows } = await download('reporteindicereencauchabilidad');
    expect(response.headers['content-disposition']).toContain(
      `indice-reencauchabilidad-${RETREAD_YEAR}.xlsx`,
    );
    const year = rows.get('Año');
    expect(year?.getCell(5).value).toBe(screen.anual.indicador);
    expect(year?.getCell(5).numFmt).toBe('0.00');
    expect(fillOf(year?.getCell(5))).toBeNull();
    expect(rows.has('No cuenta con un criterio de Aceptacion')).toBe(true);
    expect(rows.get('Abril')?.getCell(5).value).toBe(screen.meses[3].indicador);
  });

  it('answers JSON 403 for another client', async () => {
    const res = await t.get(
      `/api/excel/reporteindicereencauche?id_cliente=${CLIENTS.sur}&year=${RETREAD_YEAR}`,
      token,
    );
    expect(res.status).toBe(403);
    expect(res.body.error).toBeTruthy();
  });

  it("answers the spec's HTML page {exito: false, mensaje} when the file cannot be built", async () => {
    await t.db.execute(sql`alter table criterios_aceptacion rename to criterios_aceptacion_fuera`);
    for (const name of ['reporteindicereencauche', 'reporteindicereencauchabilidad']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/excel/${name}?id_cliente=${clientId}&year=${RETREAD_YEAR}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.headers['content-type']).toContain('text/html');
      expect(JSON.parse(res.body)).toEqual({ exito: false, mensaje: REPORT_MSG.excelGeneracion });
    }
  });
});
