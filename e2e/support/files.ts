import fs from 'node:fs';
import { expect, type Download, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';

/**
 * Clicks what starts a download (`start`), waits for the browser's download and saves it under the test's
 * output folder; answers the suggested file name and the saved path.
 */
export async function saveDownload(
  page: Page,
  start: () => Promise<void>,
): Promise<{ fileName: string; path: string; download: Download }> {
  const [download] = await Promise.all([page.waitForEvent('download'), start()]);
  const fileName = download.suggestedFilename();
  const path = test.info().outputPath(`${Date.now()}-${fileName}`);
  await download.saveAs(path);
  return { fileName, path, download };
}

/** A sheet's rows as plain values (row 1 first), read with exceljs; empty trailing rows are left out. */
export async function readSheetRows(path: string, sheet: number | string = 1): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const worksheet = typeof sheet === 'number' ? workbook.worksheets[sheet - 1] : workbook.getWorksheet(sheet);
  expect(worksheet, `sheet ${sheet} of ${path}`).toBeDefined();
  const rows: unknown[][] = [];
  worksheet?.eachRow({ includeEmpty: false }, (row) => {
    // exceljs rows are 1-based: values[0] is always empty.
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    rows.push(values.map((value) => (value === undefined ? null : value)));
  });
  return rows;
}

/** An .xlsx in memory: one sheet, a header row and the given rows, as the import screens take it. */
export async function buildWorkbook(
  sheetName: string,
  header: string[],
  rows: (string | number | null)[][],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet(sheetName);
  worksheet.addRow(header);
  for (const row of rows) worksheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The records of an RFC 4180 CSV text (quoted fields may hold commas, quotes and line breaks); no BOM. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index];
    if (quoted) {
      if (char === '"' && body[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[index + 1] === '\n') index += 1;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}

export const readText = (path: string) => fs.readFileSync(path, 'utf8');
