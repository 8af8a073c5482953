import ExcelJS from 'exceljs';
import { count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CRITERIA_MSG, IMPORT_MSG, IMPORT_SEPARATOR } from '@huella/contracts';
import { accionesUsuario, criteriosAceptacion } from '../../db/schema/index';
import { CLIENTS, createTestApp, PNG_BYTES, type TestApp, USERS } from '../../../test/app';
import { templateWithExamples, uploadImport } from '../../../test/imports';
import { buildZip, XLSX_MARKERS } from '../../../test/zip';
import { CRITERIA_COLUMNS } from './criteria-import';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => t.close());

const NEXT = new Date().getFullYear() + 1;

async function criteriaFile(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('criterio_aceptacion');
  sheet.addRow(CRITERIA_COLUMNS.map((column) => column.header));
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const upload = (token: string, content: Buffer, name = 'criterios.xlsx', clientId?: number) =>
  uploadImport(t, 'criterio', token, { content, name }, clientId);
const countOf = async (clientId: number) => {
  const [row] = await t.db
    .select({ total: count() })
    .from(criteriosAceptacion)
    .where(eq(criteriosAceptacion.id_cliente, clientId));
  return Number(row?.total ?? 0);
};

describe('POST importar/criterio', () => {
  it('imports every row of a good file (indicator by name or code)', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const before = await countOf(CLIENTS.andinos);
    const file = await criteriaFile([
      ['Costo por kilómetro', NEXT, 'MICHELIN XZE2+ - 295/80R22.5', 0.012, 0.018, 0.012, 0.02],
      ['costo por hora', NEXT, 'BRIDGESTONE VRDP - 27.00R49', 1.8, 2.6, 1.8, 2.7],
      [3, NEXT, null, null, null, 0.4, 0.6, 60, 40],
      ['Índice de reencauchabilidad', NEXT, null, 2, 1.2, 1, 2],
    ]);
    const res = await upload(token, file);
    expect(res.status).toBe(200);
    expect(res.body).toBe('Se registraron 4 criterios de aceptación');
    expect(await countOf(CLIENTS.andinos)).toBe(before + 4);
    const [index] = await t.db
      .select()
      .from(criteriosAceptacion)
      .where(eq(criteriosAceptacion.criterioobjetivo_calculo, '60.00'));
    expect(index?.criterioobjetivo).toBe('0.6000');
    // One line in the action log, written with the import (spec 3 §2.15).
    const logged = await t.db
      .select()
      .from(accionesUsuario)
      .where(eq(accionesUsuario.id_cliente, CLIENTS.andinos));
    expect(logged).toEqual([
      expect.objectContaining({
        email: USERS.andinosAdmin,
        modulo: 'catalogos',
        accion: 'Importar',
        vista: 'Importar criterios',
        detalle: '4 criterios de aceptación importados',
      }),
    ]);
  });

  it('writes nothing when two rows are wrong and lists both with their row numbers', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const before = await countOf(CLIENTS.andinos);
    const file = await criteriaFile([
      ['Costo por kilómetro', NEXT, 'A - 1', 0.012, 0.018, 0.012, 0.02],
      ['Costo por kilómetro', NEXT, 'B - 2', 6, 7, 6, 8],
      ['Costo por kilómetro', NEXT, 'C - 3', 0.012, 0.018, 0.012, 0.02],
      ['Índice de reencauche', NEXT, null, null, null, 0.4, 0.6, 150, 40],
    ]);
    const res = await upload(token, file);
    expect(res.status).toBe(200);
    const [title, detail] = String(res.body).split(IMPORT_SEPARATOR);
    expect(title).toBe('Error al Cargar Datos');
    expect(detail?.split('\n')).toEqual([
      `Fila 3: ${CRITERIA_MSG.objetivoMax5}`,
      `Fila 5: ${CRITERIA_MSG.porcentaje}`,
    ]);
    expect(await countOf(CLIENTS.andinos)).toBe(before);
  });

  it('reports rows already registered or repeated in the file', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const year = new Date().getFullYear();
    const file = await criteriaFile([
      ['Índice de reencauche', year, null, null, null, 0.4, 0.6, 60, 40],
      ['Costo por kilómetro', NEXT, 'A - 1', 0.012, 0.018, 0.012, 0.02],
      ['Costo por kilómetro', NEXT, 'a - 1', 0.012, 0.018, 0.012, 0.02],
    ]);
    const res = await upload(token, file);
    expect(String(res.body).split(IMPORT_SEPARATOR)[1]?.split('\n')).toEqual([
      'Fila 2: Este criterio ya fue registrado',
      'Fila 4: Este criterio ya fue registrado (fila 3)',
    ]);
  });

  it('refuses what is not a spreadsheet (415), over 12 MB (413) and a zip bomb', async () => {
    const token = await t.login(USERS.andinosAdmin);
    expect((await upload(token, PNG_BYTES, 'criterios.xlsx')).status).toBe(415);
    expect((await upload(token, Buffer.from('Indicador;Año\n'), 'criterios.csv')).status).toBe(415);
    const big = Buffer.concat([await criteriaFile([]), Buffer.alloc(12 * 1024 * 1024 + 10)]);
    const tooBig = await upload(token, big);
    expect(tooBig.status).toBe(413);
    const bomb = buildZip([
      ...XLSX_MARKERS,
      { name: 'xl/worksheets/sheet1.xml', content: Buffer.alloc(30 * 1024 * 1024) },
    ]);
    const refused = await upload(token, bomb);
    expect(refused.status).toBe(413);
    expect(refused.body.error).toBe('El archivo excede los límites permitidos para una importación');
  });

  it('403 without the grant on 28 or for another client; nothing written', async () => {
    const file = await criteriaFile([['Costo por kilómetro', NEXT, 'A - 1', 0.012, 0.018, 0.012, 0.02]]);
    const before = await countOf(CLIENTS.andinos);
    expect((await upload(await t.login(USERS.andinosOperator), file)).status).toBe(403);
    expect((await upload(await t.login(USERS.surAdmin), file)).status).toBe(403);
    expect(await countOf(CLIENTS.andinos)).toBe(before);
  });

  it('serves the template: unchanged it imports nothing; its example rows, copied, validate (refused only as already registered)', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/importar/criterio/plantilla?id_cliente=${CLIENTS.andinos}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual([
      'criterio_aceptacion',
      'Ejemplos',
      'Indicadores',
    ]);
    const before = await countOf(CLIENTS.andinos);
    const unchanged = await upload(token, res.rawPayload);
    expect(unchanged.body).toBe(`Error al Cargar Datos${IMPORT_SEPARATOR}${IMPORT_MSG.sinFilas}`);
    expect(await countOf(CLIENTS.andinos)).toBe(before);

    // The examples are for the current year, which the demo already holds: both copied rows are refused as such.
    const { file } = await templateWithExamples(res.rawPayload);
    const imported = await upload(token, file);
    const [title, detail] = String(imported.body).split(IMPORT_SEPARATOR);
    expect(title).toBe('Error al Cargar Datos');
    expect(detail?.split('\n')).toEqual([
      `Fila 2: ${CRITERIA_MSG.yaRegistrado.trim()}`,
      `Fila 3: ${CRITERIA_MSG.yaRegistrado.trim()}`,
    ]);
  });
});
