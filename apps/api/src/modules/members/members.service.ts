import { and, asc, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import {
  MEMBER_MSG,
  MEMBER_ROLES,
  MSG,
  ROLE,
  type MemberItem,
  type PagedQuery,
  memberForm,
} from '@huella/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { clientes, roles, usuarioClientes, usuarios } from '../../db/schema/index';
import { type Actor, recordAction } from '../../lib/action-log';
import { isUniqueViolation } from '../../lib/db-errors';
import { ConflictError, NotFoundError } from '../../lib/http-errors';
import type { Mailer } from '../../lib/mailer';
import { hashPassword } from '../../lib/passwords';
import { likePattern, offsetOf, toPage } from '../../lib/paging';
import { newCode } from '../../lib/tokens';
import { revokeUserSessions } from '../auth/sessions.service';

type MemberInput = z.output<typeof memberForm>;
const memberRoles = [...MEMBER_ROLES] as number[];

const memberColumns = {
  id_user: usuarios.id,
  nombres: usuarios.nombre,
  apellidos: usuarios.apellidos,
  email: usuarios.email,
  role_id: usuarios.role_id,
  role: roles.name,
  id_cliente: usuarioClientes.id_cliente,
};

const toItem = (row: Omit<MemberItem, 'name'>): MemberItem => ({
  ...row,
  name: `${row.nombres} ${row.apellidos}`.trim(),
});

/** Members of a client: users of roles 4 and 5 bound to it (technicians assigned to it are not members). */
const isMemberOf = (clientId: number) =>
  and(eq(usuarioClientes.id_cliente, clientId), inArray(usuarios.role_id, memberRoles));

export async function listMembers(db: Db, params: { clientId: number }) {
  const [cliente] = await db
    .select({ id: clientes.id, razon_social: clientes.razon_social })
    .from(clientes)
    .where(eq(clientes.id, params.clientId));
  if (!cliente) throw new NotFoundError();
  const [rows, roleRows] = await Promise.all([
    db
      .select(memberColumns)
      .from(usuarioClientes)
      .innerJoin(usuarios, eq(usuarios.id, usuarioClientes.id_usuario))
      .innerJoin(roles, eq(roles.id, usuarios.role_id))
      .where(isMemberOf(params.clientId))
      .orderBy(asc(usuarios.nombre), asc(usuarios.apellidos)),
    db
      .select({ id: roles.id, name: roles.name })
      .from(roles)
      .where(inArray(roles.id, memberRoles))
      .orderBy(asc(roles.id)),
  ]);
  return { miembros: rows.map(toItem), cliente, roles: roleRows };
}

/** One member of this client, or 404 (a member of another client is never found here). */
export async function getMember(db: Db | Tx, params: { clientId: number; userId: number }) {
  const [row] = await db
    .select(memberColumns)
    .from(usuarioClientes)
    .innerJoin(usuarios, eq(usuarios.id, usuarioClientes.id_usuario))
    .innerJoin(roles, eq(roles.id, usuarios.role_id))
    .where(and(isMemberOf(params.clientId), eq(usuarios.id, params.userId)));
  if (!row) throw new NotFoundError();
  return toItem(row);
}

/** The client a member belongs to (calls that name only `id_usuario`), or 404. */
export async function findMemberClient(db: Db, params: { userId: number }): Promise<number> {
  const [row] = await db
    .select({ id_cliente: usuarioClientes.id_cliente })
    .from(usuarioClientes)
    .innerJoin(usuarios, eq(usuarios.id, usuarioClientes.id_usuario))
    .where(and(eq(usuarios.id, params.userId), inArray(usuarios.role_id, memberRoles)))
    .limit(1);
  if (!row) throw new NotFoundError();
  return row.id_cliente;
}

function credentialsMail(params: { email: string; nombre: string; password: string; publicUrl: string }) {
  return {
    to: params.email,
    subject: 'Huella: sus credenciales de acceso',
    text:
      `Hola ${params.nombre}:\n\n` +
      `Se le dio acceso a Huella.\n` +
      `Usuario: ${params.email}\n` +
      `Contraseña temporal: ${params.password}\n\n` +
      `Ingrese en ${params.publicUrl}/login; en el primer ingreso se le pedirá elegir una contraseña nueva.`,
    secrets: [params.password],
  };
}

/** A random temporary password: the member must replace it at the first login (/changeyourpassword). */
const temporaryPassword = () => newCode(10);

export async function createMember(
  db: Db,
  mailer: Mailer,
  params: { clientId: number; member: MemberInput; publicUrl: string; actor: Actor; vista: string },
): Promise<MemberItem> {
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  const { member } = params;
  let userId: number;
  try {
    userId = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(usuarios)
        .values({
          nombre: member.nombre,
          apellidos: member.apellidos,
          email: member.email,
          role_id: member.role_id,
          password_hash: passwordHash,
          cambiar_password: true,
        })
        .returning({ id: usuarios.id });
      if (!user) throw new Error('member not created');
      await tx.insert(usuarioClientes).values({ id_usuario: user.id, id_cliente: params.clientId });
      // Logged here, not around the call: the mail goes only after the member and its record are committed.
      const [role] = await tx.select({ name: roles.name }).from(roles).where(eq(roles.id, member.role_id));
      await recordAction(tx, params.actor, {
        modulo: 'administracion',
        accion: 'Registrar',
        vista: params.vista,
        detalle: `Usuario ${member.email} registrado con el rol ${role?.name ?? member.role_id}`,
      });
      return user.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(MSG.correoYaRegistrado);
    throw error;
  }
  await mailer.send(
    credentialsMail({ email: member.email, nombre: member.nombre, password, publicUrl: params.publicUrl }),
  );
  return getMember(db, { clientId: params.clientId, userId });
}

/**
 * Locks the client's administrators (role 4 members) until the transaction ends and answers their ids. Two
 * requests that each demote or remove one of the last two administrators then run one after the other, and the
 * second sees that only one is left.
 */
async function lockAdministrators(tx: Tx, clientId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: usuarios.id })
    .from(usuarioClientes)
    .innerJoin(usuarios, eq(usuarios.id, usuarioClientes.id_usuario))
    .where(and(eq(usuarioClientes.id_cliente, clientId), eq(usuarios.role_id, ROLE.clientAdmin)))
    .orderBy(asc(usuarios.id))
    .for('no key update', { of: usuarios });
  return rows.map((row) => row.id);
}

/**
 * A company is never left without an administrator (issue #8): the last one cannot be demoted or removed,
 * whoever asks, themselves included. 409 like the other refusals of this screen.
 */
async function assertKeepsAnAdministrator(tx: Tx, params: { clientId: number; userId: number }) {
  const admins = await lockAdministrators(tx, params.clientId);
  if (admins.includes(params.userId) && admins.length === 1) {
    throw new ConflictError(MEMBER_MSG.ultimoAdministrador);
  }
}

export async function updateMember(
  db: Db,
  params: { clientId: number; userId: number; member: MemberInput },
): Promise<MemberItem> {
  try {
    await db.transaction(async (tx) => {
      const current = await getMember(tx, params);
      if (current.role_id === ROLE.clientAdmin && params.member.role_id !== ROLE.clientAdmin) {
        await assertKeepsAnAdministrator(tx, params);
      }
      await tx
        .update(usuarios)
        .set({
          nombre: params.member.nombre,
          apellidos: params.member.apellidos,
          email: params.member.email,
          role_id: params.member.role_id,
          updated_at: new Date(),
        })
        .where(eq(usuarios.id, params.userId));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(MSG.correoYaRegistrado);
    throw error;
  }
  return getMember(db, params);
}

export async function deleteMember(
  db: Db,
  params: { clientId: number; userId: number; actingUserId: number },
): Promise<MemberItem> {
  return db.transaction(async (tx) => {
    const member = await getMember(tx, params);
    if (params.userId === params.actingUserId) throw new ConflictError(MEMBER_MSG.noEliminarseASiMismo);
    if (member.role_id === ROLE.clientAdmin) await assertKeepsAnAdministrator(tx, params);
    await tx.delete(usuarios).where(eq(usuarios.id, params.userId));
    return member;
  });
}

/** 'Enviar credenciales': a new temporary password by e-mail; open sessions end, the next login must change it. */
export async function sendCredentials(
  db: Db,
  mailer: Mailer,
  params: { clientId: number; userId: number; publicUrl: string; actor: Actor; vista: string },
): Promise<MemberItem> {
  const member = await getMember(db, params);
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx
      .update(usuarios)
      .set({ password_hash: passwordHash, cambiar_password: true, updated_at: new Date() })
      .where(eq(usuarios.id, params.userId));
    await revokeUserSessions(tx, params.userId);
    // The password never goes into the log: only that new credentials were sent.
    await recordAction(tx, params.actor, {
      modulo: 'administracion',
      accion: 'Enviar credenciales',
      vista: params.vista,
      detalle: `Credenciales enviadas a ${member.email}`,
    });
  });
  await mailer.send(
    credentialsMail({ email: member.email, nombre: member.nombres, password, publicUrl: params.publicUrl }),
  );
  return member;
}

const CLIENT_SORT = { id: clientes.id, razon_social: clientes.razon_social, miembros: count(usuarios.id) };

/** '/gestionCliente': every client with how many members it has. */
export async function listClientsWithMembers(
  db: Db,
  query: PagedQuery & { sortBy?: keyof typeof CLIENT_SORT },
) {
  const where: SQL | undefined = query.search
    ? ilike(clientes.razon_social, likePattern(query.search))
    : undefined;
  const sortColumn = CLIENT_SORT[query.sortBy ?? 'id'];
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: clientes.id, razon_social: clientes.razon_social, miembros: count(usuarios.id) })
      .from(clientes)
      .leftJoin(usuarioClientes, eq(usuarioClientes.id_cliente, clientes.id))
      .leftJoin(
        usuarios,
        and(eq(usuarios.id, usuarioClientes.id_usuario), inArray(usuarios.role_id, memberRoles)),
      )
      .where(where)
      .groupBy(clientes.id)
      .orderBy(query.sortDirection === 'desc' ? desc(sortColumn) : asc(sortColumn), asc(clientes.id))
      .limit(query.per_page)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(clientes).where(where),
  ]);
  return toPage(
    rows.map((row) => ({ ...row, miembros: Number(row.miembros) })),
    Number(total?.total ?? 0),
    query,
  );
}

export async function listClientsOfUser(db: Db, params: { userId: number }) {
  return db
    .select({ id: clientes.id, razon_social: clientes.razon_social })
    .from(usuarioClientes)
    .innerJoin(clientes, eq(clientes.id, usuarioClientes.id_cliente))
    .where(eq(usuarioClientes.id_usuario, params.userId))
    .orderBy(asc(clientes.razon_social));
}
