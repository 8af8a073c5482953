import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACTION, IMAGES_FOLDER, STORED_IMAGE_NAME } from '@huella/contracts';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { usuarios } from '../../db/schema/index';
import { grantedMenu } from '../../lib/grants';
import { NotFoundError } from '../../lib/http-errors';
import { userOf } from '../../plugins/access';
import type { SessionUser } from '../auth/sessions.service';
import { canSeeIncidentImage, INCIDENT_FOLDER } from '../incidents/incidents.service';
import { canSeeClientImage } from '../images/images.service';
import { eq } from 'drizzle-orm';

/** Menu id of 'Gestión Usuarios' (spec 1 §2.2): who manages users sees their signatures. */
const USERS_MENU = 5;
const SIGNATURES_FOLDER = 'firmas';

/** Whether the user may see a signature: its owner, or whoever may open the users screen. */
async function canSeeSignature(db: Db, user: SessionUser, stored: string): Promise<boolean> {
  const [owner] = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(eq(usuarios.imagen_firma, stored))
    .limit(1);
  if (!owner) return false;
  if (owner.id === user.id) return true;
  return grantedMenu(db, user.role, [USERS_MENU], ACTION.view).then(
    () => true,
    () => false,
  );
}

const CHECKS: Record<string, (db: Db, user: SessionUser, stored: string) => Promise<boolean>> = {
  [INCIDENT_FOLDER]: canSeeIncidentImage,
  [SIGNATURES_FOLDER]: canSeeSignature,
  [IMAGES_FOLDER]: canSeeClientImage,
};

/**
 * Uploads that are not public (docs/decisions/0015, 0021): incident images, user signatures and the images of
 * imagen/subirimagen (whoever may work on the owning client). The name must be a generated one (no path can be
 * smuggled in) and the user allowed to see that file; anything else is a 404, so the answer never confirms that
 * someone else's file exists. Logos stay public at /api/logos/:name.
 */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/archivos/:folder/:name',
    {
      schema: {
        tags: ['Archivos'],
        summary: 'Imagen protegida (incidencias, firmas, imagenes) para quien puede verla',
        params: z.object({ folder: z.string().max(100), name: z.string().max(200) }),
      },
      config: { access: { session: true } },
    },
    async (request, reply) => {
      const { folder, name } = request.params;
      const check = Object.hasOwn(CHECKS, folder) ? CHECKS[folder] : undefined;
      if (!check || !STORED_IMAGE_NAME.test(name)) throw new NotFoundError();
      const stored = `${folder}/${name}`;
      if (!(await check(app.db, userOf(request), stored))) throw new NotFoundError();
      const file = path.join(app.uploadsDir, folder, name);
      if (!fs.existsSync(file)) throw new NotFoundError();
      return reply
        .type(name.endsWith('.png') ? 'image/png' : 'image/jpeg')
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(fs.createReadStream(file));
    },
  );
};
