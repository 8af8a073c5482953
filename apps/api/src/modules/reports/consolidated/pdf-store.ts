import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { reportesPdf } from '../../../db/schema/index';
import { removeStoredFile } from '../../../lib/uploads';

/** Where the consolidated reports' PDFs are kept, under the uploads folder. */
export const REPORTS_FOLDER = 'reportes';

export interface StoredReportPdf {
  id: number;
  uuid: string;
}

/**
 * Keeps a consolidated-report PDF: the file under a generated name, then its row (the uuid the web knows it
 * by). The file is written aside and renamed, so no reader sees half a document; if the row cannot be written
 * the file is removed again. Inside a caller's transaction, a later failure there leaves an orphan file only,
 * never a row without its file.
 */
export async function saveReportPdf(
  db: Db | Tx,
  uploadsDir: string,
  params: {
    clientId: number;
    userId: number | null;
    year: number;
    month1: number;
    month2: number;
    pdf: Buffer;
  },
): Promise<StoredReportPdf> {
  const archivo = `${REPORTS_FOLDER}/${randomBytes(16).toString('hex')}.pdf`;
  const target = path.join(uploadsDir, archivo);
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.writeFile(`${target}.part`, params.pdf);
  await fs.rename(`${target}.part`, target);
  try {
    const [row] = await db
      .insert(reportesPdf)
      .values({
        id_cliente: params.clientId,
        id_usuario: params.userId,
        anio: params.year,
        mes1: params.month1,
        mes2: params.month2,
        archivo,
        tamanio: params.pdf.length,
      })
      .returning({ id: reportesPdf.id, uuid: reportesPdf.uuid });
    if (!row) throw new Error('reportes_pdf insert returned no row');
    return row;
  } catch (error) {
    await removeStoredFile(uploadsDir, archivo);
    throw error;
  }
}

/** A stored PDF's row by uuid, or undefined; the caller decides who may read it. */
export async function findReportPdf(db: Db | Tx, uuid: string) {
  const [row] = await db.select().from(reportesPdf).where(eq(reportesPdf.uuid, uuid)).limit(1);
  return row;
}

/** A client's stored PDF by id (the one under review of a report), or undefined. */
export async function findClientReportPdf(db: Db | Tx, clientId: number, id: number) {
  const [row] = await db
    .select()
    .from(reportesPdf)
    .where(and(eq(reportesPdf.id_cliente, clientId), eq(reportesPdf.id, id)))
    .limit(1);
  return row;
}

/** The bytes of a stored PDF; undefined when the file is gone. */
export async function readReportPdf(uploadsDir: string, archivo: string): Promise<Buffer | undefined> {
  const target = path.resolve(uploadsDir, archivo);
  if (!target.startsWith(path.resolve(uploadsDir) + path.sep)) return undefined;
  return fs.readFile(target).catch(() => undefined);
}
