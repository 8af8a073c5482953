import { asc, eq } from 'drizzle-orm';
import { ACTION, type MenuEntry, type PermissionMap } from '@huella/contracts';
import type { Db } from '../../db/client';
import { menus, permisos } from '../../db/schema/index';

/** The role's permission map (spec 1 §6): menu id → action codes, as the web's guard reads it. */
export async function getPermissionMap(db: Db, params: { roleId: number }): Promise<PermissionMap> {
  const rows = await db
    .select({ menu: permisos.id_menu, action: permisos.id_accion })
    .from(permisos)
    .where(eq(permisos.id_rol, params.roleId))
    .orderBy(asc(permisos.id_menu), asc(permisos.id_accion));
  const map: PermissionMap = {};
  for (const row of rows) (map[String(row.menu)] ??= []).push(row.action);
  return map;
}

type MenuRow = typeof menus.$inferSelect;

/**
 * The drawer's tree for one session kind: screens of that kind the role may view, inside the groups that
 * still hold something. The whole menu table is a few dozen rows, so it is read once and shaped here.
 */
export async function getMenuTree(
  db: Db,
  params: { sessionKind: 'client' | 'clientless'; permissions: PermissionMap },
): Promise<MenuEntry[]> {
  const rows = await db
    .select()
    .from(menus)
    .where(eq(menus.visible, true))
    .orderBy(asc(menus.orden), asc(menus.id));
  const childrenOf = new Map<number | null, MenuRow[]>();
  for (const row of rows) {
    const siblings = childrenOf.get(row.id_menu) ?? [];
    siblings.push(row);
    childrenOf.set(row.id_menu, siblings);
  }
  const build = (parentId: number | null): MenuEntry[] =>
    (childrenOf.get(parentId) ?? []).flatMap((row): MenuEntry[] => {
      const entry = {
        id: row.id,
        menu: row.menu,
        path: row.path,
        icon: row.icon,
        id_menu: row.id_menu,
        menu_submenu: build(row.id),
      };
      if (row.path) {
        const canView = params.permissions[String(row.id)]?.includes(ACTION.view) ?? false;
        return canView && row.sesion === params.sessionKind ? [entry] : [];
      }
      return entry.menu_submenu.length > 0 ? [entry] : [];
    });
  return build(null);
}
