import { setImmediate as nextTurn } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import type { Db } from '../src/db/client';
import { isImportRunning } from '../src/lib/spreadsheet-import-routes';
import { EXAMPLES_SHEET } from '../src/lib/template-examples';
import { TYRE_IMPORT_COLUMNS } from '../src/modules/tyres/tyre-import';
import { CLIENTS, multipartPayload, type TestApp } from './app';

/**
 * POST importar/{kind} as the screen sends it: the file as multipart and id_cliente in the query string (the
 * access check reads it before the body).
 */
export function uploadImport(
  t: TestApp,
  kind: string,
  token: string,
  file: { content: Buffer; name: string },
  clientId: number = CLIENTS.andinos,
) {
  const { payload, headers } = multipartPayload({ id_cliente: String(clientId), id_usuario: '1' }, file);
  return t.request({
    method: 'POST',
    url: `/api/importar/${kind}?id_cliente=${clientId}`,
    payload,
    headers,
    token,
  });
}

/**
 * A tyre import file of `rows` valid new tyres of the demo catalogue, serials `${prefix}-000001`…: big enough
 * (some thousands) to keep an import running while a test sends other requests.
 */
export async function tyreImportFile(rows: number, prefix: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('neumaticos');
  sheet.columns = TYRE_IMPORT_COLUMNS.map(({ header, key }) => ({ header, key }));
  for (let index = 1; index <= rows; index += 1)
    sheet.addRow({
      num_serie: `${prefix}-${String(index).padStart(6, '0')}`,
      serie_cliente: '2324',
      fecha_registro: '2030-01-15',
      precio_dolares: 520,
      unidad_medida: 'K',
      condicion: 'Nuevo',
      presion_recomendada: 110,
      modelo: 'X MULTI Z',
      marca: 'MICHELIN',
      medida: '295/80R22.5',
      k_recorridos: 0,
      remanente_original: 17,
    });
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Waits, turn by turn of the event loop, until the client's import has taken its slot. */
export async function untilImportRunning(db: Db, clientId: number): Promise<void> {
  for (let turn = 0; turn < 100_000; turn += 1) {
    if (isImportRunning(db, clientId)) return;
    await nextTurn();
  }
  throw new Error(`the import of client ${clientId} never started`);
}

/** Waits, turn by turn, until the client's import slot is free again. */
export async function untilImportFinished(db: Db, clientId: number): Promise<void> {
  for (let turn = 0; turn < 1_000_000; turn += 1) {
    if (!isImportRunning(db, clientId)) return;
    await nextTurn();
  }
  throw new Error(`the import of client ${clientId} never ended`);
}

/**
 * A downloaded template with its example rows copied to the data sheet, as a user who fills the template from
 * its examples does; answers the new file and the copied rows (header left out).
 */
export async function templateWithExamples(template: Buffer): Promise<{ file: Buffer; rows: unknown[][] }> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(template as unknown as ArrayBuffer);
  const [data] = book.worksheets;
  const examples = book.getWorksheet(EXAMPLES_SHEET);
  if (!data || !examples) throw new Error('the template has no data or examples sheet');
  const rows: unknown[][] = [];
  examples.eachRow((row, rowNumber) => {
    // ExcelJS rows are 1-based: values[0] is always empty.
    if (rowNumber > 1 && Array.isArray(row.values)) rows.push(row.values.slice(1));
  });
  for (const row of rows) data.addRow(row);
  return { file: Buffer.from(await book.xlsx.writeBuffer()), rows };
}
