import { and, eq, inArray } from 'drizzle-orm';
import { type ActionCode, MSG } from '@huella/contracts';
import type { Db } from '../db/client';
import { permisos } from '../db/schema/index';
import { ForbiddenError } from './http-errors';

/**
 * The first of `menus` on which the role holds `action`, or throws 403. Some calls serve an internal screen and
 * '/micuenta' alike (cliente/show, cliente/store, userclientes/*), so their route declares `session` and the
 * handler asks here which screen's grant applies (docs/decisions/0007-client-administration-calls.md).
 */
export async function grantedMenu(
  db: Db,
  roleId: number,
  menus: number[],
  action: ActionCode,
): Promise<number> {
  const rows = await db
    .select({ menu: permisos.id_menu })
    .from(permisos)
    .where(
      and(eq(permisos.id_rol, roleId), inArray(permisos.id_menu, menus), eq(permisos.id_accion, action)),
    );
  const held = new Set(rows.map((row) => row.menu));
  const menu = menus.find((id) => held.has(id));
  if (menu === undefined) throw new ForbiddenError(MSG.sinPermiso);
  return menu;
}

/**
 * The role holds `action` on `menuId`, or 403. A route's declared grant is checked by the access plugin in its
 * one statement (authorizeRequest, sessions.service.ts); the spec's "store" calls that both create and edit
 * (plantas/store, vehiculoconfiguracion/store) call this once they know which action it is.
 */
export async function assertGrant(db: Db, roleId: number, menuId: number, action: ActionCode): Promise<void> {
  await grantedMenu(db, roleId, [menuId], action);
}
