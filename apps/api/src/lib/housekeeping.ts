import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { correosSalientes, incidenteImagenes, inspeccionDetalles, intentosLogin } from '../db/schema/index';
import { HIDDEN_SECRET } from './mailer';
import { removeStoredFile } from './uploads';

/**
 * A code or temporary password as the recovery and credential mails wrote it (the code alphabet, lib/tokens.ts).
 * New rows never hold one (the mailer hides them); rows written before that are cleaned by `cleanUp`.
 */
const SECRET_IN_MAIL = '(Código de recuperación: |Contraseña temporal: |token=)[A-Z0-9]{6,}';

/** Rows older than this are no longer needed (the lockout counts 15 minutes; an image upload is sent at once). */
const KEEP_MS = 24 * 60 * 60 * 1000;
/**
 * A draft reading (saved from the inspection dialog, never finished) is kept a month: an inspector may leave a
 * vehicle half done and come back to it, but not after that (docs/decisions/0037-inspections.md).
 */
export const DRAFT_KEEP_MS = 30 * 24 * 60 * 60 * 1000;
/** The running server cleans up once an hour. */
export const HOUSEKEEPING_EVERY_MS = 60 * 60 * 1000;

/**
 * Tables and files that only grow otherwise: login attempts past any lockout window, and incident images
 * uploaded but never sent (their pending rows and their files). Also hides the secrets of outbox mails stored
 * before the mailer hid them, so an older database stops keeping them in plain text. And inspection drafts
 * abandoned for a month.
 */
export async function cleanUp(
  db: Db,
  params: { uploadsDir: string; now?: Date },
): Promise<{ attempts: number; images: number; mails: number; drafts: number }> {
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
  const mails = await db
    .update(correosSalientes)
    .set({
      texto: sql`regexp_replace(${correosSalientes.texto}, ${SECRET_IN_MAIL}, ${`\\1${HIDDEN_SECRET}`}, 'g')`,
    })
    .where(sql`${correosSalientes.texto} ~ ${SECRET_IN_MAIL}`)
    .returning({ id: correosSalientes.id });
  const drafts = await db
    .delete(inspeccionDetalles)
    .where(
      sql`${inspeccionDetalles.id_inspeccion} is null and ${inspeccionDetalles.created_at} < ${new Date((params.now ?? new Date()).getTime() - DRAFT_KEEP_MS)}`,
    )
    .returning({ id: inspeccionDetalles.id });
  return { attempts: attempts.length, images: images.length, mails: mails.length, drafts: drafts.length };
}

/**
 * PostgreSQL's autovacuum keeps the planner's statistics; the embedded database has no autovacuum, so without
 * this a freshly seeded or grown PGlite plans the reports' joins as if every table were empty (the consolidated
 * report's rotations: 20 s on the demo instead of 70 ms). The server runs it at start and with each clean-up.
 */
export async function refreshPlannerStatistics(db: Db): Promise<void> {
  await db.execute(sql`analyze`);
}
