import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '@huella/contracts';
import { clientes, correosSalientes, sesiones, usuarioClientes, usuarios } from '../../db/schema/index';
import { hashPassword } from '../../lib/passwords';
import { HIDDEN_SECRET, type Mail } from '../../lib/mailer';
import { CLIENTS, createTestApp, DEMO_PASSWORD, type TestApp, USERS } from '../../../test/app';
import { createOutbox, type Outbox } from '../../../test/outbox';

let t: TestApp;
let outbox: Outbox;
beforeEach(async () => {
  outbox = createOutbox();
  t = await createTestApp({ recoveryLimit: { max: 5, timeWindow: '15 minutes' }, outboxDir: outbox.dir });
});
afterEach(async () => {
  await t.close();
  outbox.remove();
});

const LOGIN = '/api/login/authenticateSimplified';

describe('POST login/authenticateSimplified', () => {
  it('signs in an internal user with no client and ignores e-mail case', async () => {
    const res = await t.post(LOGIN, { email: 'SuperAdmin@Huella.pe', password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ role: 1, nombres: 'Sofía', email: USERS.superadmin, id_cliente: null });
    expect(res.body.token).toMatch(/^[\w-]{43}$/);
  });

  it('binds a member to their company', async () => {
    const res = await t.post(LOGIN, { email: USERS.surOperator, password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ role: 5, id_cliente: CLIENTS.sur });
  });

  it('stores only the hash of the token', async () => {
    const token = await t.login(USERS.superadmin);
    const rows = await t.db.select({ hash: sesiones.token_hash }).from(sesiones);
    expect(rows.some((row) => row.hash === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.hash))).toBe(true);
  });

  it('refuses a wrong password and an unknown e-mail with the same message', async () => {
    const wrong = await t.post(LOGIN, { email: USERS.superadmin, password: 'incorrecta' });
    const unknown = await t.post(LOGIN, { email: 'nadie@huella.pe', password: 'incorrecta' });
    expect(wrong).toEqual({ status: 401, body: { error: 'Credenciales incorrectas' } });
    expect(unknown).toEqual(wrong);
  });

  it.each([
    [{ email: '', password: 'x' }, 'email', 'E-mail es requerido'],
    [{ password: 'x' }, 'email', 'E-mail es requerido'],
    [{ email: 'sin-arroba', password: 'x' }, 'email', 'E-mail no es valido'],
    [{ email: USERS.superadmin, password: '' }, 'password', 'Requerido.'],
    [{ email: USERS.superadmin }, 'password', 'Requerido.'],
    [{ email: USERS.superadmin, password: 'x'.repeat(129) }, 'password', 'Máximo 128 caracteres'],
  ])('validates %j', async (payload, field, message) => {
    const res = await t.post(LOGIN, payload);
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toContain(message);
  });

  it('answers malformed JSON with 400 in Spanish', async () => {
    const res = await t.request({
      method: 'POST',
      url: LOGIN,
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res).toEqual({ status: 400, body: { error: MSG.jsonInvalido } });
  });

  it('answers a body of the wrong type with 422 in Spanish', async () => {
    const res = await t.post(LOGIN, [1, 2]);
    expect(res.status).toBe(422);
    // Plain Spanish from the contracts' message map, never the validation library's own wording (issue 11).
    expect(res.body).toEqual({ error: MSG.solicitudInvalida, errors: { body: [MSG.solicitudInvalida] } });
  });

  it('locks an account out after 10 failures, even for the right password', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await t.post(LOGIN, { email: USERS.andinosAdmin, password: 'incorrecta' })).status).toBe(401);
    }
    const res = await t.post(LOGIN, { email: USERS.andinosAdmin, password: DEMO_PASSWORD });
    expect(res.status).toBe(429);
    expect(res.body.error).toMatch(/Demasiados intentos/);
    // Another account from the same address still gets in (the per-address limit is higher).
    expect((await t.post(LOGIN, { email: USERS.surAdmin, password: DEMO_PASSWORD })).status).toBe(200);
  });

  it('sends a user holding a temporary password to change it first', async () => {
    await t.db
      .update(usuarios)
      .set({ cambiar_password: true })
      .where(eq(usuarios.email, USERS.andinosOperator));
    const res = await t.post(LOGIN, { email: USERS.andinosOperator, password: DEMO_PASSWORD });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      error: 'Debe cambiar su contraseña temporal antes de ingresar',
      code: 'CAMBIAR_PASSWORD',
    });
  });

  it('refuses a member whose company is inactive', async () => {
    await t.db.update(clientes).set({ estado: false }).where(eq(clientes.id, CLIENTS.sur));
    const res = await t.post(LOGIN, { email: USERS.surAdmin, password: DEMO_PASSWORD });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('El usuario no tiene acceso a ninguna empresa activa');
  });
});

describe('sessions', () => {
  const menu = (token: string) => t.post('/api/menu/principal', {}, token);

  it('logout revokes the token', async () => {
    const token = await t.login(USERS.superadmin);
    expect((await t.post('/api/logout', undefined, token)).status).toBe(200);
    expect(await menu(token)).toEqual({
      status: 401,
      body: { error: 'Tu sesión ha caducado. Por favor, vuelve a iniciar sesión.' },
    });
    expect((await t.post('/api/logout', undefined, token)).status).toBe(401);
  });

  it('logout without a session is 401', async () => {
    expect((await t.post('/api/logout')).status).toBe(401);
  });

  it('expires after 30 idle minutes', async () => {
    const token = await t.login(USERS.superadmin);
    await t.db.update(sesiones).set({ last_activity_at: sql`now() - interval '31 minutes'` });
    expect((await menu(token)).status).toBe(401);
  });

  it('expires 12 hours after sign-in however active', async () => {
    const token = await t.login(USERS.superadmin);
    await t.db.update(sesiones).set({ created_at: sql`now() - interval '12 hours 1 minute'` });
    expect((await menu(token)).status).toBe(401);
  });

  it('slides the idle expiry on activity', async () => {
    const token = await t.login(USERS.superadmin);
    await t.db.update(sesiones).set({ last_activity_at: sql`now() - interval '20 minutes'` });
    expect((await menu(token)).status).toBe(200);
    const [row] = await t.db
      .select({ idle: sql<number>`extract(epoch from now() - ${sesiones.last_activity_at})::int` })
      .from(sesiones);
    expect(row?.idle).toBeLessThan(5);
  });

  it('refuses an unknown or malformed bearer token', async () => {
    expect((await menu('no-es-un-token')).status).toBe(401);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/menu/principal',
          payload: {},
          headers: { authorization: 'Basic abc' },
        })
      ).status,
    ).toBe(401);
  });
});

describe('POST storeCliente', () => {
  const company = {
    Empresa: 'Agrícola Pampa Verde S.A.C.',
    name: 'Rosa Paredes',
    Telefono: '987 111 222',
    email: 'rosa@pampaverde.pe',
    password: 'secreto1',
  };

  it('creates the company and its administrator and signs them in', async () => {
    const res = await t.post('/api/storeCliente', company);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Rosa Paredes',
      razon: 'Agrícola Pampa Verde S.A.C.',
      role: 4,
      email: 'rosa@pampaverde.pe',
    });
    const menuRes = await t.post('/api/menu/principal', { id_cliente1: res.body.id_cliente }, res.body.token);
    expect(menuRes.status).toBe(200);
    const [link] = await t.db
      .select()
      .from(usuarioClientes)
      .where(eq(usuarioClientes.id_usuario, res.body.id));
    expect(link?.id_cliente).toBe(res.body.id_cliente);
    // The new administrator can sign in with the chosen password.
    expect((await t.post(LOGIN, { email: company.email, password: company.password })).body.id_cliente).toBe(
      res.body.id_cliente,
    );
  });

  it('refuses a second registration with the same e-mail and writes nothing', async () => {
    const before = await t.db.select().from(clientes);
    const res = await t.post('/api/storeCliente', { ...company, email: USERS.andinosAdmin.toUpperCase() });
    expect(res).toEqual({ status: 409, body: { error: 'El correo ya se encuentra registrado' } });
    expect(await t.db.select().from(clientes)).toHaveLength(before.length);
  });

  it.each([
    [{ Empresa: '' }, 'Empresa', 'Este Campo es Requerido.'],
    [{ Empresa: 'x'.repeat(151) }, 'Empresa', 'Máximo 150 caracteres'],
    [{ name: '   ' }, 'name', 'Este Campo es Requerido.'],
    [{ Telefono: '' }, 'Telefono', 'Este Campo es Requerido.'],
    [{ Telefono: 'abc' }, 'Telefono', 'Solo se permiten números'],
    [{ email: 'x' }, 'email', 'E-mail no es valido'],
    [{ password: '123' }, 'password', 'Min 6 characters'],
    [{ password: '' }, 'password', 'Requerido.'],
  ])('validates %j', async (change, field, message) => {
    const res = await t.post('/api/storeCliente', { ...company, ...change });
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toContain(message);
    expect(await t.db.select().from(usuarios).where(eq(usuarios.email, company.email))).toHaveLength(0);
  });
});

describe('password recovery', () => {
  const table = () => t.db.select().from(correosSalientes);
  const codeIn = (text: string) => /Código de recuperación: (\w+)/.exec(text)?.[1] ?? '';
  /** The recovery codes mailed to `email` (the mail is written after the reply), from the outbox files. */
  const codesSentTo = async (email: string, count = 1) =>
    (await outbox.waitForMails(email, count)).map(codeIn);

  it('mails a code and a link, then resets the password once', async () => {
    const oldToken = await t.login(USERS.andinosAdmin);
    const sent = await t.post('/api/login/send/email', { email: USERS.andinosAdmin });
    expect(sent.status).toBe(200);
    const [file = ''] = await outbox.waitForMails(USERS.andinosAdmin);
    const code = codeIn(file);
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    expect(file).toContain(
      `http://huella.test/resetpassword?email=admin%40transportesandinos.pe&token=${code}`,
    );
    // The outbox table records the mail with the code hidden, in the text and in the link.
    const [row] = await table();
    expect(row?.para).toBe(USERS.andinosAdmin);
    expect(row?.texto).not.toContain(code);
    expect(row?.texto).toContain(`Código de recuperación: ${HIDDEN_SECRET}`);
    expect(row?.texto).toContain(`&token=${HIDDEN_SECRET}`);

    const check = await t.post('/api/login/ressetpass', {
      email: USERS.andinosAdmin,
      token_password: code.toLowerCase(),
    });
    expect(check.body).toEqual({ valido: true });

    const reset = await t.post('/api/login/reset/password', {
      email: USERS.andinosAdmin,
      token_password: code,
      new_password: 'nueva-clave',
    });
    expect(reset).toEqual({ status: 200, body: { message: 'Contraseña restablecida con éxito' } });
    expect((await t.post(LOGIN, { email: USERS.andinosAdmin, password: DEMO_PASSWORD })).status).toBe(401);
    expect((await t.post(LOGIN, { email: USERS.andinosAdmin, password: 'nueva-clave' })).status).toBe(200);
    // Sessions opened with the old password are over, and the code is spent.
    expect((await t.post('/api/menu/principal', {}, oldToken)).status).toBe(401);
    const again = await t.post('/api/login/reset/password', {
      email: USERS.andinosAdmin,
      token_password: code,
      new_password: 'otra-clave',
    });
    expect(again).toEqual({
      status: 400,
      body: { error: 'El código de recuperación no es válido o ha vencido' },
    });
    expect(
      (await t.post('/api/login/ressetpass', { email: USERS.andinosAdmin, token_password: code })).body,
    ).toEqual({ valido: false });
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const unknown = await t.post('/api/login/send/email', { email: 'nadie@huella.pe' });
    const known = await t.post('/api/login/send/email', { email: USERS.surAdmin });
    expect(unknown).toEqual(known);
    expect(known).toEqual({ status: 200, body: { message: MSG.recuperacionEnviada } });
    await outbox.waitForMails(USERS.surAdmin);
    expect(await table()).toHaveLength(1);
    expect(outbox.mailsTo('nadie@huella.pe')).toEqual([]);
  });

  it('answers without waiting for the mail, for a known address as for an unknown one', async () => {
    // The mail is held until the test lets it go: the answers cannot have waited for it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const send = t.app.mailer.send.bind(t.app.mailer);
    const sent: string[] = [];
    t.app.mailer.send = async (mail: Mail) => {
      sent.push(mail.to);
      await held;
      await send(mail);
    };
    const known = await t.post('/api/login/send/email', { email: USERS.surAdmin });
    const unknown = await t.post('/api/login/send/email', { email: 'nadie@huella.pe' });
    expect(known).toEqual({ status: 200, body: { message: MSG.recuperacionEnviada } });
    expect(unknown).toEqual(known);
    expect(await table()).toHaveLength(0);
    // The work goes on after the answer: the code is stored and the mail is on its way.
    await expect.poll(() => sent, { timeout: 5000, interval: 20 }).toEqual([USERS.surAdmin]);
    expect(await table()).toHaveLength(0);
    release();
    await outbox.waitForMails(USERS.surAdmin);
    await expect.poll(async () => (await table()).length, { timeout: 5000, interval: 20 }).toBe(1);
    expect(sent).toEqual([USERS.surAdmin]);
  });

  it('a newer code replaces the previous one', async () => {
    await t.post('/api/login/send/email', { email: USERS.surAdmin });
    await outbox.waitForMails(USERS.surAdmin, 1);
    await t.post('/api/login/send/email', { email: USERS.surAdmin });
    const [firstCode = '', secondCode = ''] = await codesSentTo(USERS.surAdmin, 2);
    expect(
      (await t.post('/api/login/ressetpass', { email: USERS.surAdmin, token_password: firstCode })).body
        .valido,
    ).toBe(false);
    expect(
      (
        await t.post('/api/login/ressetpass', {
          email: USERS.surAdmin,
          token_password: secondCode,
        })
      ).body.valido,
    ).toBe(true);
  });

  it('refuses a wrong or expired code', async () => {
    await t.post('/api/login/send/email', { email: USERS.surAdmin });
    const [code = ''] = await codesSentTo(USERS.surAdmin);
    const wrong = await t.post('/api/login/reset/password', {
      email: USERS.surAdmin,
      token_password: 'ZZZZZZZZ',
      new_password: 'nueva-clave',
    });
    expect(wrong.status).toBe(400);
    const otherUser = await t.post('/api/login/reset/password', {
      email: USERS.surOperator,
      token_password: code,
      new_password: 'nueva-clave',
    });
    expect(otherUser.status).toBe(400);
    await t.db.execute(sql`update recuperaciones_password set expires_at = now() - interval '1 minute'`);
    const expired = await t.post('/api/login/reset/password', {
      email: USERS.surAdmin,
      token_password: code,
      new_password: 'nueva-clave',
    });
    expect(expired.status).toBe(400);
  });

  it.each([
    ['/api/login/send/email', { email: '' }, 'email', 'Por favor ingrese su correo!'],
    ['/api/login/send/email', { email: 'x@' }, 'email', 'E-mail no es valido'],
    [
      '/api/login/reset/password',
      { email: USERS.surAdmin, token_password: '', new_password: 'nueva-clave' },
      'token_password',
      'Requerido.',
    ],
    [
      '/api/login/reset/password',
      { email: USERS.surAdmin, token_password: 'ABC', new_password: '123' },
      'new_password',
      'Min 6 characters',
    ],
    ['/api/login/ressetpass', { email: '', token_password: 'ABC' }, 'email', 'E-mail es requerido'],
  ])('%s validates %j', async (url, payload, field, message) => {
    const res = await t.post(url, payload);
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toContain(message);
  });

  it('limits recovery requests per address', async () => {
    for (let i = 0; i < 5; i++)
      expect((await t.post('/api/login/send/email', { email: 'nadie@huella.pe' })).status).toBe(200);
    const res = await t.post('/api/login/send/email', { email: 'nadie@huella.pe' });
    expect(res.status).toBe(429);
    expect(res.body.error).toMatch(/Demasiados intentos/);
  });
});

describe('POST /usuarios/restorepassword', () => {
  beforeEach(async () => {
    await t.db
      .update(usuarios)
      .set({ cambiar_password: true, password_hash: await hashPassword('TEMP-1234') })
      .where(eq(usuarios.email, USERS.surOperator));
  });

  it('replaces the temporary password and lets the user in', async () => {
    const res = await t.post('/api/usuarios/restorepassword', {
      email: USERS.surOperator,
      passwordTemporal: 'TEMP-1234',
      password: 'mi-clave-1',
    });
    expect(res).toEqual({ status: 200, body: { message: 'Contraseña restablecida con éxito' } });
    expect((await t.post(LOGIN, { email: USERS.surOperator, password: 'mi-clave-1' })).status).toBe(200);
  });

  it('refuses a wrong temporary password and changes nothing', async () => {
    const res = await t.post('/api/usuarios/restorepassword', {
      email: USERS.surOperator,
      passwordTemporal: 'otra',
      password: 'mi-clave-1',
    });
    expect(res).toEqual({ status: 400, body: { error: 'La contraseña temporal no es correcta' } });
    expect((await t.post(LOGIN, { email: USERS.surOperator, password: 'TEMP-1234' })).body.code).toBe(
      'CAMBIAR_PASSWORD',
    );
  });

  it.each([
    [{ passwordTemporal: '' }, 'passwordTemporal', 'Requerido.'],
    [{ password: 'abc' }, 'password', 'Min 6 characters'],
    [{ email: '' }, 'email', 'E-mail es requerido'],
  ])('validates %j', async (change, field, message) => {
    const res = await t.post('/api/usuarios/restorepassword', {
      email: USERS.surOperator,
      passwordTemporal: 'TEMP-1234',
      password: 'mi-clave-1',
      ...change,
    });
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toContain(message);
  });
});
