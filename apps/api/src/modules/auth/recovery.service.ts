import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { MSG } from '@huella/contracts';
import type { Db } from '../../db/client';
import { recuperacionesPassword, usuarios } from '../../db/schema/index';
import { BadRequestError } from '../../lib/http-errors';
import type { Mailer } from '../../lib/mailer';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { hashToken, newCode } from '../../lib/tokens';
import { revokeUserSessions } from './sessions.service';

export const RECOVERY_MINUTES = 30;

/**
 * login/send/email: mails a single-use code (and a link carrying it). The route answers before this runs and
 * the same whether or not the address exists, so the form cannot be used to find accounts.
 */
export async function sendRecoveryEmail(
  db: Db,
  mailer: Mailer,
  params: { email: string; publicUrl: string },
): Promise<void> {
  const user = await db.query.usuarios.findFirst({ where: eq(usuarios.email, params.email) });
  if (!user) return;
  const code = newCode();
  await db.transaction(async (tx) => {
    // A new code replaces any earlier one still pending.
    await tx
      .update(recuperacionesPassword)
      .set({ used_at: sql`now()` })
      .where(and(eq(recuperacionesPassword.id_usuario, user.id), isNull(recuperacionesPassword.used_at)));
    await tx.insert(recuperacionesPassword).values({
      id_usuario: user.id,
      token_hash: hashToken(code),
      expires_at: sql`now() + make_interval(mins => ${RECOVERY_MINUTES})`,
    });
  });
  const link = `${params.publicUrl}/resetpassword?email=${encodeURIComponent(user.email)}&token=${code}`;
  await mailer.send({
    to: user.email,
    subject: 'Huella: recuperación de contraseña',
    text:
      `Hola ${user.nombre}:\n\n` +
      `Recibimos una solicitud para restablecer su contraseña.\n` +
      `Código de recuperación: ${code}\n\n` +
      `También puede abrir este enlace: ${link}\n\n` +
      `El código vence en ${RECOVERY_MINUTES} minutos y sirve una sola vez. ` +
      `Si usted no lo pidió, ignore este correo.`,
    secrets: [code],
  });
}

async function findValidRecovery(db: Db, params: { email: string; token_password: string }) {
  const [row] = await db
    .select({ id: recuperacionesPassword.id, userId: usuarios.id })
    .from(recuperacionesPassword)
    .innerJoin(usuarios, eq(usuarios.id, recuperacionesPassword.id_usuario))
    .where(
      and(
        eq(usuarios.email, params.email),
        eq(recuperacionesPassword.token_hash, hashToken(params.token_password.toUpperCase())),
        isNull(recuperacionesPassword.used_at),
        gt(recuperacionesPassword.expires_at, sql`now()`),
      ),
    )
    .limit(1);
  return row;
}

/** login/ressetpass: whether a code is still good, so the link's page can say so before asking for a password. */
export async function isRecoveryValid(db: Db, params: { email: string; token_password: string }) {
  return (await findValidRecovery(db, params)) !== undefined;
}

/** login/reset/password: sets the new password, spends the code and ends every open session. */
export async function resetPassword(
  db: Db,
  params: { email: string; token_password: string; new_password: string },
): Promise<void> {
  const recovery = await findValidRecovery(db, params);
  if (!recovery) throw new BadRequestError(MSG.tokenInvalido);
  const passwordHash = await hashPassword(params.new_password);
  await db.transaction(async (tx) => {
    // The used_at guard makes a code spent by a concurrent request fail here instead of applying twice.
    const spent = await tx
      .update(recuperacionesPassword)
      .set({ used_at: sql`now()` })
      .where(and(eq(recuperacionesPassword.id, recovery.id), isNull(recuperacionesPassword.used_at)))
      .returning({ id: recuperacionesPassword.id });
    if (spent.length === 0) throw new BadRequestError(MSG.tokenInvalido);
    await tx
      .update(usuarios)
      .set({ password_hash: passwordHash, cambiar_password: false, updated_at: sql`now()` })
      .where(eq(usuarios.id, recovery.userId));
    await revokeUserSessions(tx, recovery.userId);
  });
}

/**
 * /usuarios/restorepassword: the user proves the temporary (or current) password and chooses a new one; open
 * sessions end.
 */
export async function restorePassword(
  db: Db,
  params: { email: string; passwordTemporal: string; password: string },
): Promise<boolean> {
  const user = await db.query.usuarios.findFirst({ where: eq(usuarios.email, params.email) });
  if (!(await verifyPassword(user?.password_hash, params.passwordTemporal)) || !user) return false;
  const passwordHash = await hashPassword(params.password);
  await db.transaction(async (tx) => {
    await tx
      .update(usuarios)
      .set({ password_hash: passwordHash, cambiar_password: false, updated_at: sql`now()` })
      .where(eq(usuarios.id, user.id));
    await revokeUserSessions(tx, user.id);
  });
  return true;
}
