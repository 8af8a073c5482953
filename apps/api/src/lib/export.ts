import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REPORT_MSG } from '@huella/contracts';

/**
 * Streaming spreadsheet exports (Excel and CSV) for the report screens.
 *
 * Usage (see modules/vehicles/vehicles.routes.ts):
 *
 *   return sendExport(reply, {
 *     format: 'xlsx',                      // or 'csv'
 *     fileName: 'Vehiculos',               // the extension is added
 *     sheetName: 'Vehículos',
 *     columns: [{ header: 'Placa', width: 14, value: (row) => row.placa }, …],
 *     batches: keysetBatches((afterId, limit) => listBatch(db, { clientId, afterId, limit }), (row) => row.id),
 *   });
 *
 * Rows come from `batches`, an async iterable of row arrays read from the database a batch at a time (keyset
 * pages of 1 000 by default), and are written to the reply as they arrive: an export of 50 000 rows never holds
 * more than one batch in memory. The first batch is read before the headers go out, so a failing query still
 * answers a normal JSON error; a failure after that aborts the download (the browser sees a broken file).
 */
export type ExportFormat = 'xlsx' | 'csv';
export type ExportValue = string | number | Date | null | undefined;

export interface ExportColumn<Row> {
  header: string;
  /** Excel column width in characters (CSV ignores it). */
  width?: number;
  value: (row: Row) => ExportValue;
}

export interface ExportOptions<Row> {
  format: ExportFormat;
  /** File name without extension, as the spec names it ('Vehiculos'); sent in Content-Disposition. */
  fileName: string;
  sheetName?: string;
  columns: ExportColumn<Row>[];
  batches: AsyncIterable<Row[]>;
}

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** Spec 2 and 3 §7: the browser reads the download's name from this header (Content-Disposition carries it too). */
export const FILE_NAME_HEADER = 'nombre-archivo';

/**
 * Spec 3 §7–§8: an export that could not be built answers an HTML-typed page carrying `{exito: false, mensaje}`,
 * whose mensaje the screen shows. Refusals (401, 403, 422) stay ordinary JSON errors with their own texts.
 */
export function sendFailedExport(reply: FastifyReply, mensaje: string) {
  return reply
    .code(200)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(JSON.stringify({ exito: false, mensaje }));
}

/** Batch size of `keysetBatches`: large enough to keep round trips few, small enough to keep memory flat. */
export const EXPORT_BATCH_SIZE = 1000;

/**
 * Reads a table in keyset pages: `fetchAfter(undefined, n)` gives the first n rows in key order,
 * `fetchAfter(lastKey, n)` the next ones. Stops at the first short page.
 */
export async function* keysetBatches<Row, Key>(
  fetchAfter: (after: Key | undefined, limit: number) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<Row[]> {
  let after: Key | undefined;
  for (;;) {
    const rows = await fetchAfter(after, batchSize);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (rows.length < batchSize || last === undefined) return;
    after = keyOf(last);
  }
}

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function contentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Streams the export to the reply; return its result from the route handler. */
export async function sendExport<Row>(
  reply: FastifyReply,
  options: ExportOptions<Row>,
): Promise<FastifyReply> {
  const iterator = options.batches[Symbol.asyncIterator]();
  const first = await iterator.next();
  const stream = new PassThrough();
  reply
    .header('content-type', EXPORT_CONTENT_TYPES[options.format])
    .header('content-disposition', contentDisposition(`${options.fileName}.${options.format}`))
    .header('cache-control', 'no-store');
  void reply.send(stream);

  async function* rest(): AsyncGenerator<Row[]> {
    if (!first.done) yield first.value;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  const write = options.format === 'xlsx' ? writeXlsx : writeCsv;
  write(stream, options, rest()).catch((error: unknown) => {
    reply.log.error({ err: error }, 'export failed mid-stream');
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply;
}

async function writeXlsx<Row>(stream: Writable, options: ExportOptions<Row>, batches: AsyncIterable<Row[]>) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(options.sheetName ?? options.fileName, {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = options.columns.map((column) => ({ header: column.header, width: column.width ?? 16 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const rows of batches) {
    for (const row of rows) sheet.addRow(options.columns.map((column) => column.value(row) ?? null)).commit();
    // Give the zip writer a chance to flush before the next batch is read.
    if (stream.writableNeedDrain) await once(stream, 'drain');
    await nextTurn();
  }
  sheet.commit();
  await workbook.commit();
}

/*
 * After each batch the writers wait one turn of the event loop: the embedded database answers a query without
 * one, so without it the compressed bytes and the socket writes of a whole export waited for its last batch
 * (the first byte came at 90 % of the download; bench/results/2026-11-24-internal-reports.md).
 */

/** RFC 4180 field: quoted when it holds a separator, quote or line break. */
function csvField(value: ExportValue): string {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? value.toISOString() : String(value);
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

async function writeCsv<Row>(stream: Writable, options: ExportOptions<Row>, batches: AsyncIterable<Row[]>) {
  const line = (values: ExportValue[]) => `${values.map(csvField).join(',')}\r\n`;
  // The BOM makes Excel read the file as UTF-8 (accents in names).
  stream.write(`\uFEFF${line(options.columns.map((column) => column.header))}`);
  for await (const rows of batches) {
    const chunk = rows.map((row) => line(options.columns.map((column) => column.value(row)))).join('');
    if (!stream.write(chunk)) await once(stream, 'drain');
    await nextTurn();
  }
  stream.end();
}

/**
 * Builds and sends a workbook with the spreadsheet type, Content-Disposition and the spec's `nombre-archivo`
 * header. A file that cannot be built (the query or the workbook fails) answers the spec's HTML-typed page
 * `{exito: false, mensaje}` (spec 3 §7–§8), as the home exports do; refusals (401, 403, 422) happen before, as
 * ordinary JSON errors.
 */
export async function sendWorkbook(
  request: FastifyRequest,
  reply: FastifyReply,
  build: () => Promise<{ workbook: ExcelJS.Workbook; fileName: string }>,
) {
  let name: string;
  let buffer: Buffer;
  try {
    const { workbook, fileName } = await build();
    name = `${fileName}.xlsx`;
    buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  } catch (error) {
    request.log.error({ err: error }, `export ${request.url} failed`);
    return sendFailedExport(reply, REPORT_MSG.excelGeneracion);
  }
  return reply
    .header('content-type', EXPORT_CONTENT_TYPES.xlsx)
    .header('content-disposition', contentDisposition(name))
    .header(FILE_NAME_HEADER, name)
    .header('cache-control', 'no-store')
    .send(buffer);
}
