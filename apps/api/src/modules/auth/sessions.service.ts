import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { sesiones, usuarios } from '../../db/schema/index';
import { hashToken, newToken } from '../../lib/tokens';

/** Idle and absolute limits (architecture §5): an unattended session ends, and none lives past a day's work. */
export const IDLE_MINUTES = 30;
export const ABSOLUTE_HOURS = 12;
/** Activity is written at most once a minute per session, not on every request. */
const TOUCH_EVERY_SECONDS = 60;

export interface SessionUser {
  sessionId: number;
  id: number;
  role: number;
  email: string;
  nombre: string;
  apellidos: string;
  lastActivityAt: Date;
}

export async function createSession(db: Db | Tx, params: { userId: number; ip: string }): Promise<string> {
  const token = newToken();
  await db
    .insert(sesiones)
    .values({ id_usuario: params.userId, token_hash: hashToken(token), ip: params.ip });
  return token;
}

/** The live session of a token, or undefined when unknown, revoked, idle too long or too old. */
export async function findSession(db: Db, token: string): Promise<SessionUser | undefined> {
  const [row] = await db
    .select({
      sessionId: sesiones.id,
      id: usuarios.id,
      role: usuarios.role_id,
      email: usuarios.email,
      nombre: usuarios.nombre,
      apellidos: usuarios.apellidos,
      lastActivityAt: sesiones.last_activity_at,
    })
    .from(sesiones)
    .innerJoin(usuarios, eq(usuarios.id, sesiones.id_usuario))
    .where(
      and(
        eq(sesiones.token_hash, hashToken(token)),
        isNull(sesiones.revoked_at),
        sql`${sesiones.last_activity_at} > now() - make_interval(mins => ${IDLE_MINUTES})`,
        sql`${sesiones.created_at} > now() - make_interval(hours => ${ABSOLUTE_HOURS})`,
      ),
    )
    .limit(1);
  return row;
}

/** Slides the idle expiry forward. */
export async function touchSession(db: Db, user: SessionUser): Promise<void> {
  if (Date.now() - user.lastActivityAt.getTime() < TOUCH_EVERY_SECONDS * 1000) return;
  await db
    .update(sesiones)
    .set({ last_activity_at: sql`now()` })
    .where(eq(sesiones.id, user.sessionId));
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db
    .update(sesiones)
    .set({ revoked_at: sql`now()` })
    .where(eq(sesiones.id, sessionId));
}

/** After a password change every open session of the user ends. */
export async function revokeUserSessions(db: Db | Tx, userId: number): Promise<void> {
  await db
    .update(sesiones)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(sesiones.id_usuario, userId), isNull(sesiones.revoked_at)));
}
