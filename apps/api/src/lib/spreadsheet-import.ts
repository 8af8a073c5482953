import { inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { HttpError } from './http-errors';

/**
 * Uploaded spreadsheets are untrusted zip files (architecture §5): their central directory is read and every
 * entry inflated under a hard output cap BEFORE ExcelJS sees the file, so a zip bomb costs at most the caps.
 * Shared by the criteria, vehicle and tyre imports.
 */
export const SPREADSHEET_LIMITS = {
  maxEntries: 20,
  maxUncompressedBytes: 100 * 1024 * 1024,
  maxRatio: 100,
  maxRows: 50_000,
} as const;
export type SpreadsheetLimits = typeof SPREADSHEET_LIMITS;

export const SPREADSHEET_MSG = {
  invalido: 'El archivo no es un Excel válido',
  limites: 'El archivo excede los límites permitidos para una importación',
  filas: (max: number) => `El archivo supera el máximo de ${max} filas`,
  sinHoja: 'El archivo no tiene hojas',
} as const;

const invalid = () => new HttpError(422, SPREADSHEET_MSG.invalido);
const tooBig = () => new HttpError(413, SPREADSHEET_MSG.limites);

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

/** The central directory's entries, read from the end-of-central-directory record (no zip64: refused). */
function readCentralDirectory(zip: Buffer, limits: SpreadsheetLimits): ZipEntry[] {
  const EOCD = 0x06054b50;
  let eocd = -1;
  for (let offset = zip.length - 22; offset >= Math.max(0, zip.length - 22 - 0xffff); offset -= 1) {
    if (zip.readUInt32LE(offset) === EOCD) {
      eocd = offset;
      break;
    }
  }
  if (eocd < 0) throw invalid();
  const total = zip.readUInt16LE(eocd + 10);
  const directoryOffset = zip.readUInt32LE(eocd + 16);
  if (total === 0xffff || directoryOffset === 0xffffffff) throw invalid();
  if (total > limits.maxEntries) throw tooBig();
  const entries: ZipEntry[] = [];
  let offset = directoryOffset;
  for (let index = 0; index < total; index += 1) {
    if (offset + 46 > zip.length || zip.readUInt32LE(offset) !== 0x02014b50) throw invalid();
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    entries.push({
      method: zip.readUInt16LE(offset + 10),
      compressedSize: zip.readUInt32LE(offset + 20),
      uncompressedSize: zip.readUInt32LE(offset + 24),
      localHeaderOffset: zip.readUInt32LE(offset + 42),
      name: zip.toString('utf8', offset + 46, offset + 46 + nameLength),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** An entry's bytes, inflated with the output capped at its declared size: a lying header cannot grow it. */
function inflateEntry(zip: Buffer, entry: ZipEntry): Buffer {
  const local = entry.localHeaderOffset;
  if (local + 30 > zip.length || zip.readUInt32LE(local) !== 0x04034b50) throw invalid();
  const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
  const data = zip.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) throw invalid();
  if (entry.method === 0) return data;
  if (entry.method !== 8) throw invalid();
  try {
    // One byte over the declared size is enough to tell a liar.
    const output = inflateRawSync(data, { maxOutputLength: entry.uncompressedSize + 1 });
    if (output.length !== entry.uncompressedSize) throw tooBig();
    return output;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw tooBig();
    throw invalid();
  }
}

/** Counts `<row` elements of the worksheets: the row cap is checked on the XML, before any parsing. */
function countRows(xml: Buffer): number {
  let count = 0;
  let from = 0;
  for (;;) {
    const at = xml.indexOf('<row', from);
    if (at < 0) return count;
    const next = xml[at + 4];
    // '<row ' or '<row>' (not '<rowBreaks').
    if (next === 0x20 || next === 0x3e) count += 1;
    from = at + 4;
  }
}

/** Checks an .xlsx against the caps; throws 413 (over a cap) or 422 (not a well-formed zip). */
export function assertSafeXlsx(zip: Buffer, limits: SpreadsheetLimits = SPREADSHEET_LIMITS): void {
  const entries = readCentralDirectory(zip, limits);
  let uncompressed = 0;
  let compressed = 0;
  for (const entry of entries) {
    uncompressed += entry.uncompressedSize;
    compressed += entry.compressedSize;
    if (uncompressed > limits.maxUncompressedBytes) throw tooBig();
    // Small entries (styles, empty sheets) may compress far better than 100:1 without harm.
    if (
      entry.uncompressedSize > 1024 * 1024 &&
      entry.uncompressedSize > entry.compressedSize * limits.maxRatio
    )
      throw tooBig();
  }
  if (compressed > 0 && uncompressed > 1024 * 1024 && uncompressed > compressed * limits.maxRatio)
    throw tooBig();
  let rows = 0;
  for (const entry of entries) {
    const content = inflateEntry(zip, entry);
    if (entry.name.startsWith('xl/worksheets/') && entry.name.endsWith('.xml')) {
      rows += countRows(content);
      if (rows > limits.maxRows + 1) throw new HttpError(413, SPREADSHEET_MSG.filas(limits.maxRows));
    }
  }
}

export type CellValue = string | number | boolean | null;

export interface SheetRow {
  /** The row number as Excel shows it (the header is row 1). */
  rowNumber: number;
  cells: CellValue[];
}

/** A cell's plain value: text of rich text and hyperlinks, a formula's cached result, dates as yyyy-mm-dd. */
function plain(value: ExcelJS.CellValue): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value)
    return (
      value.richText
        .map((part) => part.text)
        .join('')
        .trim() || null
    );
  if ('text' in value && typeof value.text === 'string') return value.text.trim() || null;
  if ('result' in value) return plain(value.result as ExcelJS.CellValue);
  return null;
}

/**
 * The first worksheet's data rows (row 1 is the header), as plain values, blank rows skipped. The file must be
 * an .xlsx already typed by content (`readMultipart`); it is checked against the caps before parsing.
 */
export async function readSpreadsheetRows(
  buffer: Buffer,
  options: { columns: number; limits?: SpreadsheetLimits },
): Promise<SheetRow[]> {
  assertSafeXlsx(buffer, options.limits);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw invalid();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new HttpError(422, SPREADSHEET_MSG.sinHoja);
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1) return;
    const cells = Array.from({ length: options.columns }, (_, index) => plain(row.getCell(index + 1).value));
    if (cells.some((cell) => cell !== null)) rows.push({ rowNumber, cells });
  });
  return rows;
}
