import { and, eq } from 'drizzle-orm';
import { IMAGE_MSG, IMAGES_FOLDER, uploadedImageName } from '@huella/contracts';
import type { Db } from '../../db/client';
import { imagenes } from '../../db/schema/index';
import { ValidationError } from '../../lib/http-errors';
import { canUseClient } from '../session/client-access';

interface UserRef {
  id: number;
  role: number;
}

/** The stored path (folder included) of an answered name, as the `imagenes` table and the disk keep it. */
export const storedImagePath = (nombre: string) => `${IMAGES_FOLDER}/${nombre}`;

/** imagen/subirimagen: the uploaded file belongs to the client named by the call; the uploader is the trail. */
export async function recordImage(
  db: Db,
  params: { clientId: number; userId: number; stored: string },
): Promise<void> {
  await db
    .insert(imagenes)
    .values({ nombre: params.stored, id_cliente: params.clientId, id_usuario: params.userId });
}

/**
 * For the calls that reference an upload (scrap, inspection photos): the answered `nombre` must be an image of
 * this same client, or the request is refused on `field` (422) before anything is written. Answers the stored
 * path to keep.
 */
export async function clientImagePath(
  db: Db,
  params: { clientId: number; nombre: string; field: string },
): Promise<string> {
  const parsed = uploadedImageName.safeParse(params.nombre);
  if (!parsed.success) throw new ValidationError(params.field, IMAGE_MSG.imagenNoDisponible);
  const stored = storedImagePath(parsed.data);
  const [row] = await db
    .select({ nombre: imagenes.nombre })
    .from(imagenes)
    .where(and(eq(imagenes.nombre, stored), eq(imagenes.id_cliente, params.clientId)));
  if (!row) throw new ValidationError(params.field, IMAGE_MSG.imagenNoDisponible);
  return row.nombre;
}

/** GET archivos/imagenes/…: whoever may work on the owning client (members, assigned staff, administrators). */
export async function canSeeClientImage(db: Db, user: UserRef, stored: string): Promise<boolean> {
  const [row] = await db
    .select({ id_cliente: imagenes.id_cliente })
    .from(imagenes)
    .where(eq(imagenes.nombre, stored));
  return row !== undefined && (await canUseClient(db, user, row.id_cliente));
}
