import { lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { incidenteImagenes, intentosLogin } from '../db/schema/index';
import { removeStoredFile } from './uploads';

/** Rows older than this are no longer needed (the lockout counts 15 minutes; an image upload is sent at once). */
const KEEP_MS = 24 * 60 * 60 * 1000;
/** The running server cleans up once an hour. */
export const HOUSEKEEPING_EVERY_MS = 60 * 60 * 1000;

/**
 * Tables and files that only grow otherwise: login attempts past any lockout window, and incident images
 * uploaded but never sent (their pending rows and their files).
 */
export async function cleanUp(
  db: Db,
  params: { uploadsDir: string; now?: Date },
): Promise<{ attempts: number; images: number }> {
  const before = new Date((params.now ?? new Date()).getTime() - KEEP_MS);
  const attempts = await db
    .delete(intentosLogin)
    .where(lt(intentosLogin.created_at, before))
    .returning({ id: intentosLogin.id });
  const images = await db
    .delete(incidenteImagenes)
    .where(lt(incidenteImagenes.created_at, before))
    .returning({ nombre: incidenteImagenes.nombre });
  for (const image of images) await removeStoredFile(params.uploadsDir, image.nombre);
  return { attempts: attempts.length, images: images.length };
}
