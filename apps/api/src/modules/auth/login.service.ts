import { and, count, eq, gt, sql } from 'drizzle-orm';
import { isInternalRole, type LoginResponse, MSG } from '@huella/contracts';
import type { Db } from '../../db/client';
import { clientes, intentosLogin, usuarioClientes, usuarios } from '../../db/schema/index';
import { ForbiddenError, TooManyRequestsError, UnauthorizedError } from '../../lib/http-errors';
import { verifyPassword } from '../../lib/passwords';
import { createSession } from './sessions.service';

/** About 10 failures per account and 30 per address in 15 minutes (architecture §5); offices share an IP. */
export const LOGIN_LIMITS = { windowMinutes: 15, perAccount: 10, perIp: 30 };

async function recentFailures(
  db: Db,
  column: typeof intentosLogin.email | typeof intentosLogin.ip,
  value: string,
) {
  const [row] = await db
    .select({ total: count() })
    .from(intentosLogin)
    .where(
      and(
        eq(column, value),
        eq(intentosLogin.exitoso, false),
        gt(intentosLogin.created_at, sql`now() - make_interval(mins => ${LOGIN_LIMITS.windowMinutes})`),
      ),
    );
  return Number(row?.total ?? 0);
}

/** Refuses further guesses once an account or an address has failed too often. */
export async function assertNotLockedOut(db: Db, params: { email: string; ip: string }): Promise<void> {
  const [byAccount, byIp] = await Promise.all([
    recentFailures(db, intentosLogin.email, params.email),
    recentFailures(db, intentosLogin.ip, params.ip),
  ]);
  if (byAccount >= LOGIN_LIMITS.perAccount || byIp >= LOGIN_LIMITS.perIp) throw new TooManyRequestsError();
}

export async function recordAttempt(db: Db, params: { email: string; ip: string; exitoso: boolean }) {
  await db.insert(intentosLogin).values(params);
}

export function findUserByEmail(db: Db, email: string) {
  return db.query.usuarios.findFirst({ where: eq(usuarios.email, email) });
}

/** The member's company, when it is active: members work only inside it. */
async function memberClientId(db: Db, userId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: clientes.id })
    .from(usuarioClientes)
    .innerJoin(clientes, eq(clientes.id, usuarioClientes.id_cliente))
    .where(and(eq(usuarioClientes.id_usuario, userId), eq(clientes.estado, true)))
    .orderBy(clientes.id)
    .limit(1);
  return row?.id;
}

export async function login(
  db: Db,
  params: { email: string; password: string; ip: string },
): Promise<LoginResponse> {
  await assertNotLockedOut(db, params);
  const user = await findUserByEmail(db, params.email);
  if (!(await verifyPassword(user?.password_hash, params.password)) || !user) {
    await recordAttempt(db, { email: params.email, ip: params.ip, exitoso: false });
    throw new UnauthorizedError(MSG.credencialesInvalidas);
  }
  await recordAttempt(db, { email: params.email, ip: params.ip, exitoso: true });
  if (user.cambiar_password) throw new ForbiddenError(MSG.cambiarPassword, { code: 'CAMBIAR_PASSWORD' });

  let clientId: number | null = null;
  if (!isInternalRole(user.role_id)) {
    clientId = (await memberClientId(db, user.id)) ?? null;
    if (clientId === null) throw new ForbiddenError(MSG.usuarioInactivo);
  }
  const token = await createSession(db, { userId: user.id, ip: params.ip });
  return {
    token,
    role: user.role_id,
    userId: user.id,
    nombres: user.nombre,
    apellidos: user.apellidos,
    email: user.email,
    id_cliente: clientId,
  };
}
