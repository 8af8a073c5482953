import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { createInflateRaw } from 'node:zlib';
import ExcelJS from 'exceljs';
import { HttpError } from './http-errors';

/**
 * Uploaded spreadsheets are untrusted zip files (architecture §5): their central directory is read and the
 * parts the import needs are inflated under hard caps BEFORE ExcelJS sees them, so a zip bomb costs at most
 * the caps. Then ExcelJS's streaming reader parses the first worksheet row by row, yielding to the event loop
 * as it goes, so an import never holds the whole workbook nor starves other requests
 * (docs/decisions/0020-streaming-imports.md). Shared by the criteria, vehicle and tyre imports.
 */
export interface SpreadsheetLimits {
  maxEntries: number;
  maxUncompressedBytes: number;
  maxRatio: number;
  maxRows: number;
}

/** Near the largest real file: a fleet's whole tyre or vehicle list, about 50 000 rows. */
export const SPREADSHEET_LIMITS: SpreadsheetLimits = {
  maxEntries: 20,
  maxUncompressedBytes: 100 * 1024 * 1024,
  maxRatio: 100,
  maxRows: 50_000,
};

export const SPREADSHEET_MSG = {
  invalido: 'El archivo no es un Excel válido',
  limites: 'El archivo excede los límites permitidos para una importación',
  filas: (max: number) => `El archivo supera el máximo de ${max} filas`,
  sinHoja: 'El archivo no tiene hojas',
  enCurso: 'Ya hay una importación en curso para este cliente. Intente nuevamente cuando termine.',
  cancelada: 'La importación se canceló porque se cerró la conexión',
} as const;

const invalid = () => new HttpError(422, SPREADSHEET_MSG.invalido);
const tooBig = () => new HttpError(413, SPREADSHEET_MSG.limites);
const tooManyRows = (limits: SpreadsheetLimits) => new HttpError(413, SPREADSHEET_MSG.filas(limits.maxRows));

/**
 * Rows read and checked between two turns of the event loop: a turn every few milliseconds lets the health
 * check and the lists answer while an import at the cap runs.
 */
const ROWS_PER_TURN = 200;

/** Stops an import whose request was closed: its client would never see the answer, so nothing is written. */
export function assertNotCancelled(signal?: AbortSignal): void {
  if (signal?.aborted) throw new HttpError(400, SPREADSHEET_MSG.cancelada);
}

/** Gives the event loop a turn every `every` calls (once per row read), and stops a cancelled import. */
function createPacer(signal?: AbortSignal, every = ROWS_PER_TURN): () => Promise<void> {
  let calls = 0;
  return async () => {
    calls += 1;
    if (calls % every !== 0) return;
    await nextTurn();
    assertNotCancelled(signal);
  };
}

interface ZipEntry {
  name: string;
  method: number;
  crc: number;
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
      crc: zip.readUInt32LE(offset + 16),
      compressedSize: zip.readUInt32LE(offset + 20),
      uncompressedSize: zip.readUInt32LE(offset + 24),
      localHeaderOffset: zip.readUInt32LE(offset + 42),
      name: zip.toString('utf8', offset + 46, offset + 46 + nameLength),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** An entry's compressed bytes, found through its local header (a view of the upload, not a copy). */
function compressedData(zip: Buffer, entry: ZipEntry): Buffer {
  const local = entry.localHeaderOffset;
  if (local + 30 > zip.length || zip.readUInt32LE(local) !== 0x04034b50) throw invalid();
  const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
  const data = zip.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) throw invalid();
  if (entry.method !== 0 && entry.method !== 8) throw invalid();
  if (entry.method === 0 && entry.compressedSize !== entry.uncompressedSize) throw invalid();
  return data;
}

/**
 * Inflates an entry chunk by chunk (zlib works off the main thread) and hands each chunk to `onChunk`; more
 * bytes than the declared size stop it at once, so a lying header cannot grow it. Nothing is kept.
 */
async function inflateChecked(zip: Buffer, entry: ZipEntry, onChunk: (chunk: Buffer) => void): Promise<void> {
  const data = compressedData(zip, entry);
  if (entry.method === 0) {
    onChunk(data);
    return;
  }
  const inflater = createInflateRaw({ chunkSize: 64 * 1024 });
  let size = 0;
  try {
    inflater.end(data);
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > entry.uncompressedSize) throw tooBig();
      onChunk(chunk);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw invalid();
  } finally {
    inflater.destroy();
  }
  if (size !== entry.uncompressedSize) throw invalid();
}

/** Counts `<row ` / `<row>` elements (not `<rowBreaks`) of a worksheet streamed in chunks. */
function rowCounter() {
  let tail: Buffer = Buffer.alloc(0);
  let rows = 0;
  const countIn = (xml: Buffer) => {
    let count = 0;
    for (let at = xml.indexOf('<row'); at >= 0; at = xml.indexOf('<row', at + 4)) {
      const next = xml[at + 4];
      if (next === 0x20 || next === 0x3e) count += 1;
    }
    return count;
  };
  return {
    add(chunk: Buffer) {
      // An element split between two chunks starts in the previous chunk's last four bytes.
      rows += countIn(Buffer.concat([tail, chunk.subarray(0, 4)])) + countIn(chunk);
      tail = chunk.subarray(Math.max(0, chunk.length - 4));
      return rows;
    },
  };
}

/** The parts ExcelJS needs to read the first worksheet's values, in the order it needs them. */
const WORKBOOK_PARTS = [
  'xl/_rels/workbook.xml.rels',
  'xl/workbook.xml',
  'xl/styles.xml',
  'xl/sharedStrings.xml',
];
const worksheetNumber = (name: string) => /^xl\/worksheets\/sheet(\d+)\.xml$/.exec(name)?.[1];

/**
 * Checks an .xlsx against the caps: entries, total uncompressed size and ratio from the central directory,
 * then the parts an import reads (workbook, styles, shared strings, worksheets) inflated under their declared
 * sizes with the worksheets' rows counted. Throws 413 (over a cap) or 422 (not a well-formed zip); answers
 * those parts, which are then the only ones parsed.
 */
export async function assertSafeXlsx(
  zip: Buffer,
  limits: SpreadsheetLimits = SPREADSHEET_LIMITS,
): Promise<ZipEntry[]> {
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

  const parts = entries.filter(
    (entry) => WORKBOOK_PARTS.includes(entry.name) || worksheetNumber(entry.name) !== undefined,
  );
  if (new Set(parts.map((entry) => entry.name)).size !== parts.length) throw invalid();
  const counter = rowCounter();
  for (const entry of parts) {
    const isSheet = worksheetNumber(entry.name) !== undefined;
    await inflateChecked(zip, entry, (chunk) => {
      if (isSheet && counter.add(chunk) > limits.maxRows + 1) throw tooManyRows(limits);
    });
  }
  return parts;
}

/** A local file header with the sizes of the central directory (no data descriptor). */
function localHeader(name: string, entry: Omit<ZipEntry, 'name' | 'localHeaderOffset'>): Buffer {
  const nameBytes = Buffer.from(name);
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(0x800, 6);
  header.writeUInt16LE(entry.method, 8);
  header.writeUInt32LE(entry.crc, 14);
  header.writeUInt32LE(entry.compressedSize, 18);
  header.writeUInt32LE(entry.uncompressedSize, 22);
  header.writeUInt16LE(nameBytes.length, 26);
  return Buffer.concat([header, nameBytes]);
}

/** Parts whose absence would make ExcelJS park every worksheet in a temporary file until the end. */
const EMPTY_PARTS: Record<string, string> = {
  'xl/_rels/workbook.xml.rels':
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"></Relationships>',
  'xl/sharedStrings.xml': '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"></sst>',
};

/**
 * The zip ExcelJS reads: only the checked parts, workbook parts first and worksheets in sheet order, each
 * with the sizes that were checked. Whatever else the upload holds (hidden entries, media, a second copy of a
 * part) is never inflated.
 */
function* checkedZip(zip: Buffer, parts: ZipEntry[]): Generator<Buffer> {
  for (const name of WORKBOOK_PARTS) {
    const entry = parts.find((part) => part.name === name);
    if (entry) {
      yield localHeader(name, entry);
      yield compressedData(zip, entry);
    } else if (EMPTY_PARTS[name]) {
      const content = Buffer.from(EMPTY_PARTS[name]);
      yield localHeader(name, {
        method: 0,
        crc: 0,
        compressedSize: content.length,
        uncompressedSize: content.length,
      });
      yield content;
    }
  }
  const sheets = parts
    .filter((entry) => worksheetNumber(entry.name) !== undefined)
    .sort((a, b) => Number(worksheetNumber(a.name)) - Number(worksheetNumber(b.name)));
  for (const entry of sheets) {
    yield localHeader(entry.name, entry);
    yield compressedData(zip, entry);
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

/** What the streaming reader knows of the workbook (not in ExcelJS's types). */
interface ReaderState {
  model?: { sheets?: { name?: string }[] };
}

export interface SpreadsheetOptions {
  columns: number;
  limits?: SpreadsheetLimits;
  /** Aborted when the request is closed: reading stops at the next turn. */
  signal?: AbortSignal;
}

/**
 * The first worksheet's data rows (row 1 is the header) as plain values, blank rows skipped, one at a time.
 * The caps are checked when this is called, before any parsing (a bad file throws here); the rows are read as
 * they are iterated, with a turn of the event loop every few hundred rows, the caller's work on each row
 * included. The file must be an .xlsx already typed by content (`readMultipart`).
 */
export async function openSpreadsheet(
  buffer: Buffer,
  options: SpreadsheetOptions,
): Promise<AsyncIterable<SheetRow>> {
  const limits = options.limits ?? SPREADSHEET_LIMITS;
  const parts = await assertSafeXlsx(buffer, limits);
  return readRows(buffer, parts, { ...options, limits });
}

async function* readRows(
  buffer: Buffer,
  parts: ZipEntry[],
  options: SpreadsheetOptions & { limits: SpreadsheetLimits },
): AsyncGenerator<SheetRow> {
  const source = Readable.from(checkedZip(buffer, parts), { objectMode: false });
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(source, {
    entries: 'ignore',
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    // Kept (small) for one reason: a number formatted as a date is told apart by its style.
    styles: 'cache',
  });
  const pace = createPacer(options.signal);
  let found = false;
  try {
    for await (const worksheet of reader) {
      // The first sheet in the workbook's order (what Excel shows first), or the first one when unnamed.
      const first = (reader as unknown as ReaderState).model?.sheets?.[0]?.name;
      const name = (worksheet as unknown as { name?: string }).name;
      if (first !== undefined && name !== undefined && name !== first) continue;
      found = true;
      let seen = 0;
      let last = 0;
      for await (const row of worksheet) {
        seen += 1;
        if (seen > options.limits.maxRows + 1) throw tooManyRows(options.limits);
        const rowNumber = Number.isFinite(row.number) && row.number > 0 ? row.number : last + 1;
        last = rowNumber;
        if (rowNumber > 1) {
          const cells = Array.from({ length: options.columns }, (_, index) =>
            plain(row.getCell(index + 1).value),
          );
          if (cells.some((cell) => cell !== null)) yield { rowNumber, cells };
        }
        await pace();
      }
      break;
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw invalid();
  } finally {
    source.destroy();
  }
  if (!found) throw new HttpError(422, SPREADSHEET_MSG.sinHoja);
}

/** Every data row at once (small files and tests); the imports iterate `openSpreadsheet` instead. */
export async function readSpreadsheetRows(buffer: Buffer, options: SpreadsheetOptions): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  for await (const row of await openSpreadsheet(buffer, options)) rows.push(row);
  return rows;
}
