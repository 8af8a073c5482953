import { asc, count, eq } from 'drizzle-orm';
import { ACCESS_MSG, type Role } from '@huella/contracts';
import type { Db } from '../../db/client';
import { roles, usuarios } from '../../db/schema/index';
import { isUniqueViolation } from '../../lib/db-errors';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/http-errors';

/** Roles 1–5 are the fixed ids the platform's rules name (domain.md §14); they can be edited, not deleted. */
const FIXED_ROLE_MAX = 5;

const roleColumns = { id: roles.id, name: roles.name, description: roles.description };

export function listRoles(db: Db): Promise<Role[]> {
  return db.select(roleColumns).from(roles).orderBy(asc(roles.id));
}

export async function getRole(db: Db, params: { id: number }): Promise<Role> {
  const [row] = await db.select(roleColumns).from(roles).where(eq(roles.id, params.id));
  if (!row) throw new NotFoundError();
  return row;
}

export async function findRoleByName(db: Db, name: string): Promise<Role | undefined> {
  const [row] = await db.select(roleColumns).from(roles).where(eq(roles.name, name));
  return row;
}

export async function createRole(db: Db, params: { name: string; description: string }): Promise<Role> {
  if (await findRoleByName(db, params.name)) throw new ConflictError(ACCESS_MSG.rolDuplicado);
  try {
    const [row] = await db.insert(roles).values(params).returning(roleColumns);
    if (!row) throw new Error('insert returned nothing');
    return row;
  } catch (error) {
    // Two administrators creating the same name at once: the unique index decides.
    if (isUniqueViolation(error)) throw new ConflictError(ACCESS_MSG.rolDuplicado);
    throw error;
  }
}

/** Only the description changes: the name is the role's identity in permission assignments (spec 1 §4). */
export async function updateRole(
  db: Db,
  params: { id: number; name: string; description: string },
): Promise<Role> {
  const current = await getRole(db, { id: params.id });
  if (current.name !== params.name) throw new ValidationError('name', ACCESS_MSG.rolNombreFijo);
  const [row] = await db
    .update(roles)
    .set({ description: params.description })
    .where(eq(roles.id, params.id))
    .returning(roleColumns);
  if (!row) throw new NotFoundError();
  return row;
}

/** Returns the deleted role, so the action log can name it. */
export async function deleteRole(db: Db, params: { id: number }): Promise<Role> {
  const role = await getRole(db, params);
  if (params.id <= FIXED_ROLE_MAX) throw new ConflictError(ACCESS_MSG.rolDelSistema);
  await db.transaction(async (tx) => {
    const [users] = await tx.select({ total: count() }).from(usuarios).where(eq(usuarios.role_id, params.id));
    if ((users?.total ?? 0) > 0) throw new ConflictError(ACCESS_MSG.rolConUsuarios);
    // Its grants go with it (permisos.id_rol cascades).
    await tx.delete(roles).where(eq(roles.id, params.id));
  });
  return role;
}
