import { and, asc, eq } from 'drizzle-orm';
import { ACCESS_MSG, ACTION, ROLE } from '@huella/contracts';
import type { Db } from '../../db/client';
import { acciones, menus, permisos } from '../../db/schema/index';
import { NotFoundError, ValidationError, ConflictError } from '../../lib/http-errors';
import { findRoleByName, getRole } from './roles.service';

/** Menu id of the permission screen (spec 1 §2.2). */
export const PERMISSIONS_MENU = 4;

export async function listRoleGrants(db: Db, params: { roleId: number }) {
  await getRole(db, { id: params.roleId });
  const resultado = await db
    .select({ menu: permisos.id_menu, accion: permisos.id_accion })
    .from(permisos)
    .where(eq(permisos.id_rol, params.roleId))
    .orderBy(asc(permisos.id_menu), asc(permisos.id_accion));
  return { resultado, name_permisos: resultado.map((row) => `${row.menu}.${row.accion}`) };
}

/**
 * roles/asignarpermiso: one checkbox of the permission screen. The grant exists afterwards when it did not
 * before, and the other way round. Only actions the module offers can be granted.
 */
export async function togglePermission(
  db: Db,
  params: { roleName: string; namePermiso: string },
): Promise<{ asignado: boolean; menu: string; accion: string }> {
  const role = await findRoleByName(db, params.roleName);
  if (!role) throw new NotFoundError();
  const [menuId = 0, actionId = 0] = params.namePermiso.split('.').map(Number);
  const [menu] = await db
    .select({ acciones: menus.acciones, menu: menus.menu })
    .from(menus)
    .where(eq(menus.id, menuId));
  const [known] = await db
    .select({ id: acciones.id, name: acciones.name })
    .from(acciones)
    .where(eq(acciones.id, actionId));
  if (!menu || !known) throw new NotFoundError();
  const offered = (menu.acciones ?? '').split('.').map(Number);
  if (!offered.includes(actionId)) throw new ValidationError('name_permiso', ACCESS_MSG.accionNoOfrecida);

  // The names let the action log say which grant changed.
  const names = { menu: menu.menu, accion: known.name };
  return db.transaction(async (tx) => {
    const where = and(
      eq(permisos.id_rol, role.id),
      eq(permisos.id_menu, menuId),
      eq(permisos.id_accion, actionId),
    );
    const [existing] = await tx.select({ id: permisos.id }).from(permisos).where(where);
    if (existing) {
      // Without view and edit here nobody could give permissions back: the superadministrator keeps them.
      const isLockout =
        role.id === ROLE.superadmin &&
        menuId === PERMISSIONS_MENU &&
        (actionId === ACTION.view || actionId === ACTION.edit);
      if (isLockout) throw new ConflictError(ACCESS_MSG.permisoProtegido);
      await tx.delete(permisos).where(where);
      return { asignado: false, ...names };
    }
    await tx
      .insert(permisos)
      .values({ id_rol: role.id, id_menu: menuId, id_accion: actionId, name_permiso: params.namePermiso })
      .onConflictDoNothing();
    return { asignado: true, ...names };
  });
}
