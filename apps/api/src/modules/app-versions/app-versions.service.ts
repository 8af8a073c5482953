import fs from 'node:fs/promises';
import path from 'node:path';
import { desc } from 'drizzle-orm';
import type { AppVersion } from '@huella/contracts';
import { type Actor, recordAction } from '../../lib/action-log';
import type { Db } from '../../db/client';
import { appVersiones } from '../../db/schema';
import { HttpError } from '../../lib/http-errors';
import { INVALID_TYPE, MAX_UPLOAD_BYTES, storeFile, type UploadedFile } from '../../lib/uploads';
import { zipEntryNames } from '../../lib/zip-entries';

/** Packages live under uploads/apps and are served by GET /downloads/{nombre}. */
export const APP_FOLDER = 'apps';
/** Spec 1 §9: every upload, the Android package included, is capped at 10 MB (ADR 0012). */
export const MAX_APK_BYTES = MAX_UPLOAD_BYTES;
/** Generated names only (storeFile): anything else, a path included, is not a package of ours. */
export const APK_NAME = /^[0-9a-f]{32}\.apk$/;

/** What the overflow menu shows beside the version (spec 3 §3 'App version'). */
const MENU_TEXT = 'Descargar aplicación';
const MENU_ICON = 'android';

type AppVersionRow = typeof appVersiones.$inferSelect;
const toAppVersion = (row: AppVersionRow): AppVersion => ({
  text: MENU_TEXT,
  icon: MENU_ICON,
  version: row.version,
  nombre: row.nombre,
});

/**
 * An APK is a zip whose central directory lists AndroidManifest.xml. The upload reader only sniffs the bytes;
 * this reads the directory, so a zip that merely mentions the name somewhere is refused too.
 */
export function assertApk(file: UploadedFile): void {
  if (file.kind !== 'apk' || !zipEntryNames(file.buffer)?.includes('AndroidManifest.xml')) {
    throw new HttpError(415, INVALID_TYPE);
  }
}

/** Stores the package under a generated name and records it; the newest row is the one offered. */
export async function publishAppVersion(
  db: Db,
  input: { userId: number; version: string; file: UploadedFile; uploadsDir: string; actor: Actor },
): Promise<AppVersion> {
  assertApk(input.file);
  const stored = await storeFile(input.uploadsDir, APP_FOLDER, input.file);
  try {
    // The row and its action record land together, inside the try: if either fails the file goes too.
    return await db.transaction(async (tx) => {
      const rows = await tx
        .insert(appVersiones)
        .values({
          version: input.version,
          nombre: path.basename(stored),
          nombre_original: input.file.filename.slice(0, 255),
          tamano: input.file.buffer.length,
          id_usuario: input.userId,
        })
        .returning();
      await recordAction(tx, input.actor, {
        modulo: 'administracion',
        accion: 'Publicar',
        vista: 'Aplicación móvil',
        detalle: `Versión ${input.version} de la aplicación móvil publicada`,
      });
      return toAppVersion(rows[0] as AppVersionRow);
    });
  } catch (error) {
    // No row points at the file: remove it so a failed publish leaves nothing behind.
    await fs.rm(path.join(input.uploadsDir, stored), { force: true });
    throw error;
  }
}

export async function lastAppVersion(db: Db): Promise<AppVersion | null> {
  const [row] = await db
    .select()
    .from(appVersiones)
    .orderBy(desc(appVersiones.created_at), desc(appVersiones.id))
    .limit(1);
  return row ? toAppVersion(row) : null;
}

/** The stored file of a published package and its label, or undefined (unknown, unsafe or missing name). */
export async function appPackageFile(
  db: Db,
  uploadsDir: string,
  name: string,
): Promise<{ file: string; version: string } | undefined> {
  if (!APK_NAME.test(name)) return undefined;
  const published = await db.query.appVersiones.findFirst({
    columns: { version: true },
    where: (table, { eq }) => eq(table.nombre, name),
  });
  if (!published) return undefined;
  const file = path.join(uploadsDir, APP_FOLDER, name);
  try {
    return (await fs.stat(file)).isFile() ? { file, version: published.version } : undefined;
  } catch {
    return undefined;
  }
}
