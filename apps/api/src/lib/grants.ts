import { and, eq } from 'drizzle-orm';
import { type ActionCode, MSG } from '@huella/contracts';
import type { Db } from '../db/client';
import { permisos } from '../db/schema/index';
import { ForbiddenError } from './http-errors';

/**
 * For the spec's "store" calls that both create and edit (plantas/store, vehiculoconfiguracion/store): the
 * route's `config.access` checks the view grant, the handler this one once it knows which action it is.
 */
export async function assertGrant(db: Db, roleId: number, menuId: number, action: ActionCode): Promise<void> {
  const [grant] = await db
    .select({ id: permisos.id })
    .from(permisos)
    .where(and(eq(permisos.id_rol, roleId), eq(permisos.id_menu, menuId), eq(permisos.id_accion, action)))
    .limit(1);
  if (!grant) throw new ForbiddenError(MSG.sinPermiso);
}
