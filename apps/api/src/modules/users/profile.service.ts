import { eq, sql } from 'drizzle-orm';
import { PROFILE_MSG, type Profile, type ProfileUpdateRequest } from '@huella/contracts';
import { type Actor, recordAction } from '../../lib/action-log';
import type { Db } from '../../db/client';
import { roles, usuarios } from '../../db/schema/index';
import { NotFoundError, ValidationError } from '../../lib/http-errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { assertNotLockedOut, recordAttempt } from '../auth/login.service';
import { revokeUserSessions } from '../auth/sessions.service';

/**
 * 'Mi perfil': every function takes the session's user id and touches that row only; nothing here accepts an
 * id from the request (docs/decisions/0031-own-profile.md).
 */
export async function getOwnProfile(db: Db, params: { userId: number }): Promise<Profile> {
  const [row] = await db
    .select({
      id: usuarios.id,
      nombre: usuarios.nombre,
      apellidos: usuarios.apellidos,
      telefono: sql<string>`coalesce(${usuarios.telefono}, '')`,
      email: usuarios.email,
      rol: roles.name,
    })
    .from(usuarios)
    .innerJoin(roles, eq(roles.id, usuarios.role_id))
    .where(eq(usuarios.id, params.userId));
  if (!row) throw new NotFoundError();
  return row;
}

/** usuarios/perfil: name, surname and phone of the caller; an empty phone is stored as none. */
export async function updateOwnProfile(
  db: Db,
  params: { userId: number; input: ProfileUpdateRequest },
): Promise<Profile> {
  const { nombre, apellidos, telefono } = params.input;
  await db
    .update(usuarios)
    .set({ nombre, apellidos, telefono: telefono === '' ? null : telefono, updated_at: sql`now()` })
    .where(eq(usuarios.id, params.userId));
  return getOwnProfile(db, params);
}

/**
 * usuarios/cambiarpassword: the current password proves it is the user (a wrong one counts toward the login
 * lockout, like every other password check, so a session left open cannot be used to guess it); the new one is
 * set, a pending temporary-password demand is cleared, and every other session of the user ends.
 */
export async function changeOwnPassword(
  db: Db,
  params: {
    user: { id: number; email: string; sessionId: number };
    actor: Actor;
    ip: string;
    password_actual: string;
    password: string;
  },
): Promise<void> {
  const { user } = params;
  const attempt = { email: user.email, ip: params.ip };
  await assertNotLockedOut(db, attempt);
  const [row] = await db
    .select({ password_hash: usuarios.password_hash })
    .from(usuarios)
    .where(eq(usuarios.id, user.id));
  const isCurrent = await verifyPassword(row?.password_hash, params.password_actual);
  await recordAttempt(db, { ...attempt, exitoso: isCurrent });
  if (!isCurrent) throw new ValidationError('password_actual', PROFILE_MSG.passwordActualIncorrecto);
  const passwordHash = await hashPassword(params.password);
  await db.transaction(async (tx) => {
    await tx
      .update(usuarios)
      .set({ password_hash: passwordHash, cambiar_password: false, updated_at: sql`now()` })
      .where(eq(usuarios.id, user.id));
    await revokeUserSessions(tx, user.id, { except: user.sessionId });
    // Logged here and not around the call: a wrong current password must keep its failed attempt on record.
    await recordAction(tx, params.actor, {
      modulo: 'administracion',
      accion: 'Editar',
      vista: 'Mi perfil',
      detalle: 'Contraseña propia cambiada',
    });
  });
}
