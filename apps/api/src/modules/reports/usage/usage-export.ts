import type { FastifyReply } from 'fastify';
import { type ExportColumn, FILE_NAME_HEADER, sendExport } from '../../../lib/export';

/**
 * The usage exports (spec 3 §7 Exports: POST, a spreadsheet named by the nombre-archivo header): always xlsx,
 * streamed by lib/export (keyset batches for the long lists, one batch for the aggregates).
 */
export function sendUsageExport<Row>(
  reply: FastifyReply,
  options: {
    fileName: string;
    sheetName: string;
    columns: ExportColumn<Row>[];
    batches: AsyncIterable<Row[]>;
  },
) {
  reply.header(FILE_NAME_HEADER, `${options.fileName}.xlsx`);
  return sendExport(reply, { format: 'xlsx', ...options });
}

/** The rows of an aggregate, read at once (they are a few per user or period), as one batch. */
export async function* oneBatch<Row>(rows: () => Promise<Row[]>): AsyncGenerator<Row[]> {
  const all = await rows();
  if (all.length > 0) yield all;
}

/** Seconds as the screen writes them: hh:mm:ss (hours may pass 99). */
export function hms(seconds: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

/** yyyy-mm-dd → dd/mm/yyyy and yyyy-mm → mm/yyyy, the dates of every other export. */
export const localDate = (iso: string) => iso.split('-').reverse().join('/');
