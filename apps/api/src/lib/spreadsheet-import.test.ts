import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildZip, XLSX_MARKERS } from '../../test/zip';
import { assertSafeXlsx, readSpreadsheetRows, SPREADSHEET_LIMITS } from './spreadsheet-import';

const statusOf = async (check: Promise<unknown>) => {
  try {
    await check;
    return 200;
  } catch (error) {
    return (error as { statusCode?: number }).statusCode ?? 500;
  }
};

async function workbook(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('datos');
  sheet.addRow(['A', 'B', 'C']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('spreadsheet import caps (architecture §5)', () => {
  it('reads a real workbook’s data rows with their Excel row numbers, blank rows skipped', async () => {
    const file = await workbook([
      ['uno', 1, new Date('2026-01-02T00:00:00Z')],
      [],
      [' dos ', { formula: '1+1', result: 2 }, null],
    ]);
    const rows = await readSpreadsheetRows(file, { columns: 3 });
    expect(rows).toEqual([
      { rowNumber: 2, cells: ['uno', 1, '2026-01-02'] },
      { rowNumber: 4, cells: ['dos', 2, null] },
    ]);
  });

  it('reads only the parts it needs: a lying entry it does not read is never inflated', async () => {
    const main = 'http://schemas.openxmlformats.org';
    const sheet =
      `<worksheet xmlns="${main}/spreadsheetml/2006/main"><sheetData>` +
      '<row r="1"><c r="A1" t="inlineStr"><is><t>Serie</t></is></c></row>' +
      '<row r="2"><c r="A2" t="inlineStr"><is><t> NEU-1 </t></is></c><c r="B2"><v>17</v></c></row>' +
      '</sheetData></worksheet>';
    const file = buildZip([
      ...XLSX_MARKERS,
      {
        name: 'xl/workbook.xml',
        content: Buffer.from(
          `<workbook xmlns="${main}/spreadsheetml/2006/main" xmlns:r="${main}/officeDocument/2006/relationships">` +
            '<sheets><sheet name="datos" sheetId="1" r:id="rId1"/></sheets></workbook>',
        ),
      },
      {
        name: 'xl/_rels/workbook.xml.rels',
        content: Buffer.from(
          `<Relationships xmlns="${main}/package/2006/relationships"><Relationship Id="rId1" ` +
            `Type="${main}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>` +
            '</Relationships>',
        ),
      },
      { name: 'xl/worksheets/sheet1.xml', content: Buffer.from(sheet) },
      { name: 'xl/media/image1.png', content: Buffer.alloc(20 * 1024 * 1024), declaredSize: 1000 },
    ]);
    expect(await readSpreadsheetRows(file, { columns: 2 })).toEqual([{ rowNumber: 2, cells: ['NEU-1', 17] }]);
  });

  it('refuses a zip bomb before inflating it (ratio over 100:1)', async () => {
    const bomb = buildZip([
      ...XLSX_MARKERS,
      { name: 'xl/worksheets/sheet1.xml', content: Buffer.alloc(20 * 1024 * 1024) },
    ]);
    expect(bomb.length).toBeLessThan(100 * 1024);
    const started = Date.now();
    expect(await statusOf(assertSafeXlsx(bomb))).toBe(413);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('refuses a bomb that lies about its sizes: inflation stops at the declared size', async () => {
    const liar = buildZip([
      ...XLSX_MARKERS,
      { name: 'xl/worksheets/sheet1.xml', content: Buffer.alloc(20 * 1024 * 1024), declaredSize: 1000 },
    ]);
    expect(await statusOf(assertSafeXlsx(liar))).toBe(413);
  });

  it('refuses more than 20 entries, more than 100 MB in total, and more than 50 000 rows', async () => {
    const many = buildZip(
      Array.from({ length: 21 }, (_, index) => ({ name: `xl/e${index}.xml`, content: Buffer.from('x') })),
    );
    expect(await statusOf(assertSafeXlsx(many))).toBe(413);
    const huge = buildZip([{ name: 'xl/a.xml', content: Buffer.from('x'), declaredSize: 101 * 1024 * 1024 }]);
    expect(await statusOf(assertSafeXlsx(huge))).toBe(413);
    const rows = Buffer.from('<row r="1"></row>'.repeat(SPREADSHEET_LIMITS.maxRows + 2));
    const tall = buildZip([{ name: 'xl/worksheets/sheet1.xml', content: rows }]);
    expect(await statusOf(assertSafeXlsx(tall))).toBe(413);
    const fits = buildZip([
      { name: 'xl/worksheets/sheet1.xml', content: Buffer.from('<row r="1"></row>'.repeat(100)) },
    ]);
    expect(await statusOf(assertSafeXlsx(fits))).toBe(200);
  });

  it('refuses what is not a zip', async () => {
    expect(
      await statusOf(assertSafeXlsx(Buffer.from('PK\u0003\u0004 not really a zip at all, no directory'))),
    ).toBe(422);
  });
});
