import { and, eq, inArray } from 'drizzle-orm';
import { type ActionCode, MSG } from '@huella/contracts';
import type { Db } from '../../db/client';
import { permisos } from '../../db/schema/index';
import { ForbiddenError } from '../../lib/http-errors';

/** Menu ids of the screens that share these calls (docs/decisions/0007-client-administration-calls.md). */
export const MENU = { clients: 6, clientUsers: 7, subscriptions: 91, myAccount: 92 } as const;

/**
 * The first of `menus` on which the role holds `action`, or throws 403. Some calls serve an internal screen and
 * '/micuenta' alike (cliente/show, cliente/store, userclientes/*), so their route declares `session` and the
 * handler asks here which screen's grant applies: the internal one reaches every client, 'Mi cuenta' only the
 * user's own company.
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
