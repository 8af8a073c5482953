import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { usuarios } from '../../db/schema/index';
import { hashPassword } from '../../lib/passwords';
import { createTestApp, DEMO_PASSWORD, type TestApp, USERS } from '../../../test/app';
import { createOutbox, type Outbox } from '../../../test/outbox';

/** Issue #8 item 5: codes, temporary passwords, tokens, hashes and a failed query's values never reach the log. */
let t: TestApp;
let outbox: Outbox;
let lines: string[];
const log = () => lines.join('');
/** The error logged for the request that failed, as the log holds it. */
const loggedFailure = () => {
  const line = lines.find((entry) => entry.includes('unhandled error'));
  return line
    ? (JSON.parse(line) as { err: Record<string, unknown> & { cause?: Record<string, unknown> } })
    : undefined;
};

beforeEach(async () => {
  lines = [];
  outbox = createOutbox();
  t = await createTestApp({
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    outboxDir: outbox.dir,
  });
});
afterEach(async () => {
  await t.close();
  outbox.remove();
});

const LOGIN = '/api/login/authenticateSimplified';

/** Makes every insert or update of `table` fail inside the database, as a broken query would. */
async function breakWrites(table: string) {
  await t.db.execute(
    sql.raw(`create function huella_test_fail() returns trigger language plpgsql as
      $$ begin raise exception 'escritura rechazada por la prueba'; end $$`),
  );
  await t.db.execute(
    sql.raw(`create trigger huella_test_fail before insert or update on ${table}
      for each row execute function huella_test_fail()`),
  );
}

describe('the server log', () => {
  it('never holds a recovery code, in the mail or in the link', async () => {
    expect((await t.post('/api/login/send/email', { email: USERS.surAdmin })).status).toBe(200);
    const [mail = ''] = await outbox.waitForMails(USERS.surAdmin);
    const code = /Código de recuperación: (\w+)/.exec(mail)?.[1] ?? '';
    expect(code).toHaveLength(8);
    // The link of the mail, opened in the browser, reaches the server with the code in its query string.
    await t.get(`/resetpassword?email=${encodeURIComponent(USERS.surAdmin)}&token=${code}`);
    await t.post('/api/login/ressetpass', { email: USERS.surAdmin, token_password: code });

    expect(log()).toContain('correo en la bandeja de salida');
    expect(log()).toContain('/resetpassword?[oculto]');
    expect(log()).not.toContain(code);
    expect(log()).not.toContain(USERS.surAdmin);
  });

  it('never holds a temporary password sent as credentials', async () => {
    const admin = await t.login(USERS.superadmin);
    const [operator] = await t.db.select().from(usuarios).where(eq(usuarios.email, USERS.surOperator));
    const res = await t.post('/api/userclientes/sendcredentials', { id_usuario: operator?.id }, admin);
    expect(res.status).toBe(200);
    const [mail = ''] = await outbox.waitForMails(USERS.surOperator);
    const password = /Contraseña temporal: (\S+)/.exec(mail)?.[1] ?? '';
    expect(password).toHaveLength(10);

    expect(log()).toContain('correo en la bandeja de salida');
    expect(log()).not.toContain(password);
    expect(log()).not.toContain(USERS.surOperator);
  });

  it('never holds a password tried at login, nor the session token', async () => {
    expect((await t.post(LOGIN, { email: USERS.surAdmin, password: 'clave-equivocada' })).status).toBe(401);
    const token = await t.login(USERS.surAdmin);
    await t.post('/api/menu/principal', {}, token);

    expect(log()).toContain('/api/menu/principal');
    expect(log()).not.toContain('clave-equivocada');
    expect(log()).not.toContain(DEMO_PASSWORD);
    expect(log()).not.toContain(token);
  });

  it('leaves out any query string that carries a secret', async () => {
    await t.get('/api/health?token=TOKEN-SECRETO-1');
    await t.get('/api/health?codigo=CODIGO-SECRETO-2&x=1');
    await t.get('/api/health?password=CLAVE-SECRETA-3');
    await t.get('/api/health?page=2');

    expect(log()).not.toMatch(/SECRET[OA]-\d/);
    expect(log()).toContain('/api/health?[oculto]');
    expect(log()).toContain('/api/health?page=2');
  });

  it('logs a failed query by its text, never its values (e-mails)', async () => {
    await breakWrites('intentos_login');
    const res = await t.post(LOGIN, { email: 'nadie.registrado@huella.pe', password: 'clave-equivocada' });
    expect(res.status).toBe(500);

    const failure = loggedFailure();
    expect(failure?.err.message).toMatch(/^Failed query: insert into "intentos_login"/);
    expect(failure?.err.query).toMatch(/^insert into "intentos_login"/);
    expect(failure?.err.cause?.message).toBe('escritura rechazada por la prueba');
    expect(failure?.err).not.toHaveProperty('params');
    expect(failure?.err.cause).not.toHaveProperty('params');
    expect(JSON.stringify(failure)).not.toContain('params');
    expect(log()).not.toContain('nadie.registrado@huella.pe');
  });

  it('logs a failed query by its text, never its values (password hashes)', async () => {
    await t.db
      .update(usuarios)
      .set({ cambiar_password: true, password_hash: await hashPassword('TEMP-1234') })
      .where(eq(usuarios.email, USERS.surOperator));
    await breakWrites('usuarios');
    const res = await t.post('/api/usuarios/restorepassword', {
      email: USERS.surOperator,
      passwordTemporal: 'TEMP-1234',
      password: 'mi-clave-nueva',
    });
    expect(res.status).toBe(500);

    expect(loggedFailure()?.err.query).toMatch(/^update "usuarios" set "password_hash" = \$1/);
    expect(log()).not.toContain('$argon2');
    expect(log()).not.toContain('TEMP-1234');
    expect(log()).not.toContain('mi-clave-nueva');
    expect(log()).not.toContain(USERS.surOperator);
  });
});
