import { and, asc, count, desc, eq, ilike, inArray, notInArray, or, sql } from 'drizzle-orm';
import {
  isInternalRole,
  MEMBER_ROLES,
  MSG,
  reachesEveryClient,
  ROLE,
  USER_MSG,
  type Paged,
  type UserDetail,
  type UserListItem,
  userListQuery,
} from '@huella/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { clientes, roles, usuarioClientes, usuarios } from '../../db/schema/index';
import { isUniqueViolation } from '../../lib/db-errors';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/http-errors';
import { likePattern, offsetOf, toPage } from '../../lib/paging';
import { hashPassword } from '../../lib/passwords';
import { revokeUserSessions } from '../auth/sessions.service';

type ListQuery = z.output<typeof userListQuery>;

const internalOnly = notInArray(usuarios.role_id, [...MEMBER_ROLES]);
const fullName = sql<string>`trim(${usuarios.nombre} || ' ' || ${usuarios.apellidos})`;

const SORT_COLUMNS = {
  id: usuarios.id,
  rol: roles.name,
  name: fullName,
  email: usuarios.email,
  fecha: usuarios.created_at,
} as const;

/** usuarios/indexminified: the internal users (roles 1–3), searched by name, e-mail or role, paged in SQL. */
export async function listInternalUsers(db: Db, query: ListQuery): Promise<Paged<UserListItem>> {
  const term = query.search ? likePattern(query.search) : undefined;
  const where = and(
    internalOnly,
    term ? or(ilike(fullName, term), ilike(usuarios.email, term), ilike(roles.name, term)) : undefined,
  );
  const sortColumn = SORT_COLUMNS[query.sortBy ?? 'id'];
  const rows = await db
    .select({
      id: usuarios.id,
      role_id: usuarios.role_id,
      rol: roles.name,
      name: fullName,
      email: usuarios.email,
      img_firma: sql<boolean>`${usuarios.imagen_firma} is not null`,
      fecha: sql<string>`to_char(${usuarios.created_at}, 'YYYY-MM-DD')`,
    })
    .from(usuarios)
    .innerJoin(roles, eq(roles.id, usuarios.role_id))
    .where(where)
    .orderBy(query.sortDirection === 'desc' ? desc(sortColumn) : asc(sortColumn), asc(usuarios.id))
    .limit(query.per_page)
    .offset(offsetOf(query));
  const [total] = await db
    .select({ total: count() })
    .from(usuarios)
    .innerJoin(roles, eq(roles.id, usuarios.role_id))
    .where(where);
  return toPage(rows, total?.total ?? 0, query);
}

/**
 * The choices of the user form: internal roles and every client (technicians are assigned some). Role 1 is
 * offered only to a superadministrator, the only one who may give it.
 */
export async function getUserFormOptions(db: Db, params: { actor: Actor }) {
  const hidden =
    params.actor.role === ROLE.superadmin ? [...MEMBER_ROLES] : [...MEMBER_ROLES, ROLE.superadmin];
  const roleRows = await db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(notInArray(roles.id, hidden))
    .orderBy(asc(roles.id));
  const clientRows = await db
    .select({ id: clientes.id, razon_social: clientes.razon_social })
    .from(clientes)
    .orderBy(asc(clientes.razon_social));
  return { roles: roleRows, clientes: clientRows };
}

/** An internal user; members (roles 4, 5) are another screen's, so here they do not exist (404). */
export async function getInternalUser(
  db: Db | Tx,
  params: { id: number; lock?: boolean },
): Promise<UserDetail> {
  const query = db
    .select({
      id: usuarios.id,
      nombre: usuarios.nombre,
      apellidos: usuarios.apellidos,
      telefono: usuarios.telefono,
      email: usuarios.email,
      role_id: usuarios.role_id,
      imagen_firma: usuarios.imagen_firma,
    })
    .from(usuarios)
    .where(and(eq(usuarios.id, params.id), internalOnly));
  // Locked when a change follows: the role read here is the role the checks below rely on.
  const [row] = params.lock ? await query.for('update') : await query;
  if (!row) throw new NotFoundError();
  const assigned = await db
    .select({ id: usuarioClientes.id_cliente })
    .from(usuarioClientes)
    .where(eq(usuarioClientes.id_usuario, row.id))
    .orderBy(asc(usuarioClientes.id_cliente));
  const { role_id, ...user } = row;
  return { ...user, selectedRoles: [role_id], selectedEmpresa: assigned.map((item) => item.id) };
}

/** Who is asking: their id and role (from the session). */
export interface Actor {
  id: number;
  role: number;
}

/**
 * No escalation (issue #8): only a superadministrator may give role 1, or change, reset or delete a user who
 * holds it. Otherwise an administrator could make themselves (or an accomplice) superadministrator, or lock the
 * superadministrators out by changing their password.
 */
function assertMayTouchRole(actor: Actor, ...roleIds: number[]) {
  if (actor.role !== ROLE.superadmin && roleIds.includes(ROLE.superadmin)) {
    throw new ForbiddenError(USER_MSG.soloSuperadministrador);
  }
}

export interface UserInput {
  nombre: string;
  apellidos: string;
  telefono: string;
  email: string;
  selectedRoles: number[];
  selectedEmpresa: number[];
  pasword?: string;
}

/** Roles 1 and 2 reach every client (client-access.ts); every other internal role keeps its assigned clients. */
function clientsToStore(input: UserInput): number[] {
  return reachesEveryClient(roleOf(input)) ? [] : [...new Set(input.selectedEmpresa)];
}

async function checkClientsExist(db: Db | Tx, ids: number[]) {
  if (ids.length === 0) return;
  const found = await db.select({ id: clientes.id }).from(clientes).where(inArray(clientes.id, ids));
  if (found.length !== ids.length) throw new ValidationError('selectedEmpresa', USER_MSG.clienteInexistente);
}

async function checkEmailFree(db: Db | Tx, email: string, selfId: number | null) {
  const [other] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, email));
  if (other && other.id !== selfId) throw new ConflictError(MSG.correoYaRegistrado);
}

function roleOf(input: UserInput): number {
  const roleId = input.selectedRoles[0];
  if (roleId === undefined || !isInternalRole(roleId)) {
    throw new ValidationError('selectedRoles', USER_MSG.rolNoPermitido);
  }
  return roleId;
}

/** A role's name for the action log's detail. */
export async function roleNameOf(db: Db, roleId: number): Promise<string> {
  const [row] = await db.select({ name: roles.name }).from(roles).where(eq(roles.id, roleId));
  return row?.name ?? String(roleId);
}

/** usuarios/store: the administrator sets the password here, so no change is demanded at first login. */
export async function createInternalUser(
  db: Db,
  params: { input: UserInput & { pasword: string }; signature: string; actor: Actor },
): Promise<number> {
  const { input } = params;
  const roleId = roleOf(input);
  assertMayTouchRole(params.actor, roleId);
  const clientIds = clientsToStore(input);
  await checkEmailFree(db, input.email, null);
  await checkClientsExist(db, clientIds);
  const passwordHash = await hashPassword(input.pasword);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(usuarios)
        .values({
          nombre: input.nombre,
          apellidos: input.apellidos,
          telefono: input.telefono,
          email: input.email,
          password_hash: passwordHash,
          role_id: roleId,
          imagen_firma: params.signature,
          cambiar_password: false,
        })
        .returning({ id: usuarios.id });
      if (!row) throw new Error('insert returned nothing');
      if (clientIds.length > 0) {
        await tx
          .insert(usuarioClientes)
          .values(clientIds.map((id) => ({ id_usuario: row.id, id_cliente: id })));
      }
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(MSG.correoYaRegistrado);
    throw error;
  }
}

/**
 * usuarios/update. A new password ends the user's sessions (architecture §5); a new signature replaces the
 * stored file. Answers the replaced file's name so the caller can remove it once the change is committed. The
 * user's row is read and locked in the same transaction that writes it, so the role checks see the role that is
 * replaced.
 */
export async function updateInternalUser(
  db: Db,
  params: { id: number; input: UserInput; signature: string | null; actor: Actor },
): Promise<{ replacedSignature: string | null }> {
  const { input, actor } = params;
  const roleId = roleOf(input);
  const clientIds = clientsToStore(input);
  // Hashing is slow: done before the transaction so no row stays locked meanwhile.
  const passwordHash = input.pasword ? await hashPassword(input.pasword) : null;
  try {
    return await db.transaction(async (tx) => {
      const current = await getInternalUser(tx, { id: params.id, lock: true });
      const currentRole = current.selectedRoles[0] ?? 0;
      assertMayTouchRole(actor, currentRole, roleId);
      // A superadministrator demoting themselves could leave nobody able to administer access.
      if (params.id === actor.id && roleId !== currentRole) {
        throw new ValidationError('selectedRoles', USER_MSG.noCambiarPropioRol);
      }
      await checkEmailFree(tx, input.email, params.id);
      await checkClientsExist(tx, clientIds);
      await tx
        .update(usuarios)
        .set({
          nombre: input.nombre,
          apellidos: input.apellidos,
          telefono: input.telefono,
          email: input.email,
          role_id: roleId,
          updated_at: new Date(),
          ...(params.signature && { imagen_firma: params.signature }),
          ...(passwordHash && { password_hash: passwordHash, cambiar_password: false }),
        })
        .where(eq(usuarios.id, params.id));
      await tx.delete(usuarioClientes).where(eq(usuarioClientes.id_usuario, params.id));
      if (clientIds.length > 0) {
        await tx
          .insert(usuarioClientes)
          .values(clientIds.map((id) => ({ id_usuario: params.id, id_cliente: id })));
      }
      if (passwordHash) {
        await revokeUserSessions(tx, params.id);
      }
      return { replacedSignature: params.signature ? current.imagen_firma : null };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(MSG.correoYaRegistrado);
    throw error;
  }
}

/** eliminarusuario: never oneself (the screen would lock its only administrator out), never a superadmin by others. */
export async function deleteInternalUser(
  db: Db,
  params: { id: number; actor: Actor },
): Promise<{ name: string; signature: string | null }> {
  try {
    return await db.transaction(async (tx) => {
      const user = await getInternalUser(tx, { id: params.id, lock: true });
      assertMayTouchRole(params.actor, user.selectedRoles[0] ?? 0);
      if (user.id === params.actor.id) throw new ConflictError(USER_MSG.noEliminarseASiMismo);
      await tx.delete(usuarios).where(eq(usuarios.id, params.id));
      return { name: `${user.nombre} ${user.apellidos}`.trim(), signature: user.imagen_firma };
    });
  } catch (error) {
    // A row elsewhere that keeps the user (foreign key without cascade): history must stay readable.
    if (hasCode(error, '23503')) throw new ConflictError(USER_MSG.usuarioConHistorial);
    throw error;
  }
}

function hasCode(error: unknown, code: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 3; depth++) {
    if (typeof current === 'object' && 'code' in current && current.code === code) return true;
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined;
  }
  return false;
}
