import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MSG, PROFILE_MSG, ROLE } from '@huella/contracts';
import { permisos, usuarios } from '../../db/schema/index';
import { createTestApp, DEMO_PASSWORD, type TestApp, USERS } from '../../../test/app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => t.close());

const LOGIN = '/api/login/authenticateSimplified';
const PROFILE = '/api/usuarios/perfil';
const PASSWORD = '/api/usuarios/cambiarpassword';

const userRow = async (email: string) => {
  const [row] = await t.db.select().from(usuarios).where(eq(usuarios.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row;
};
const loginStatus = async (email: string, password: string) =>
  (await t.post(LOGIN, { email, password })).status;

describe('GET usuarios/perfil', () => {
  it.each([
    [
      USERS.andinosOperator,
      { nombre: 'Jorge', apellidos: 'Huamán Rojas', telefono: '999888666' },
      'Operador',
    ],
    [USERS.superadmin, { nombre: 'Sofía', telefono: '987654321' }, 'Superadministrador'],
    [USERS.technician, { nombre: 'Carlos' }, 'Técnico'],
  ])('answers the caller’s own data (%s)', async (email, data, rol) => {
    const res = await t.get(PROFILE, await t.login(email));
    expect(res.status).toBe(200);
    expect(res.body.success).toMatchObject({ ...data, email, rol, id: (await userRow(email)).id });
  });

  it('needs a session (401), and no menu grant: a role stripped of every grant still reads it', async () => {
    expect((await t.get(PROFILE)).status).toBe(401);
    await t.db.delete(permisos).where(eq(permisos.id_rol, ROLE.operator));
    const res = await t.get(PROFILE, await t.login(USERS.andinosOperator));
    expect(res.status).toBe(200);
  });
});

describe('POST usuarios/perfil', () => {
  const data = { nombre: '  Jorge Luis ', apellidos: 'Huamán', telefono: '+51 999-111-222' };

  it('changes the caller’s name, surname and phone (trimmed) and answers the new data', async () => {
    const token = await t.login(USERS.andinosOperator);
    const res = await t.post(PROFILE, data, token);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(PROFILE_MSG.actualizado);
    expect(res.body.success).toMatchObject({
      nombre: 'Jorge Luis',
      apellidos: 'Huamán',
      telefono: '+51 999-111-222',
    });
    const row = await userRow(USERS.andinosOperator);
    expect(row).toMatchObject({ nombre: 'Jorge Luis', apellidos: 'Huamán', telefono: '+51 999-111-222' });
    // The drawer reads the name from the session call.
    const session = await t.get('/api/sesion', token);
    expect(JSON.stringify(session.body)).toContain('Jorge Luis');
  });

  it('accepts an empty surname and phone (stored as none)', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const res = await t.post(PROFILE, { nombre: 'María', apellidos: '', telefono: ' ' }, token);
    expect(res.status).toBe(200);
    expect(res.body.success).toMatchObject({ apellidos: '', telefono: '' });
    expect((await userRow(USERS.andinosAdmin)).telefono).toBeNull();
  });

  it.each([
    [{ ...data, nombre: '   ' }, 'nombre', MSG.campoRequerido],
    [{ apellidos: 'A', telefono: '1' }, 'nombre', MSG.campoRequerido],
    [{ ...data, nombre: 'x'.repeat(101) }, 'nombre', 'Máximo 100 caracteres'],
    [{ ...data, apellidos: 'x'.repeat(101) }, 'apellidos', 'Máximo 100 caracteres'],
    [{ ...data, telefono: '999-abc' }, 'telefono', MSG.soloNumeros],
    [{ ...data, telefono: '9'.repeat(21) }, 'telefono', 'Máximo 20 caracteres'],
  ])('validates %j', async (payload, field, message) => {
    const token = await t.login(USERS.andinosOperator);
    const before = await userRow(USERS.andinosOperator);
    const res = await t.post(PROFILE, payload, token);
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toContain(message);
    expect(await userRow(USERS.andinosOperator)).toEqual(before);
  });

  it('cannot touch another user: ids, e-mails and roles in the body are ignored', async () => {
    const other = await userRow(USERS.andinosAdmin);
    const token = await t.login(USERS.andinosOperator);
    const res = await t.post(
      PROFILE,
      { ...data, id: other.id, id_usuario: other.id, email: USERS.andinosAdmin, role_id: ROLE.superadmin },
      token,
    );
    expect(res.status).toBe(200);
    expect(res.body.success.email).toBe(USERS.andinosOperator);
    expect(await userRow(USERS.andinosAdmin)).toEqual(other);
    const me = await userRow(USERS.andinosOperator);
    expect(me).toMatchObject({ nombre: 'Jorge Luis', email: USERS.andinosOperator, role_id: ROLE.operator });
  });

  it('needs a session (401)', async () => {
    expect((await t.post(PROFILE, data)).status).toBe(401);
  });
});

describe('POST usuarios/cambiarpassword', () => {
  it('changes the caller’s password: the old one stops working, this session goes on, the others end', async () => {
    const token = await t.login(USERS.andinosOperator);
    const otherDevice = await t.login(USERS.andinosOperator);
    const res = await t.post(PASSWORD, { password_actual: DEMO_PASSWORD, password: 'nueva-clave' }, token);
    expect(res).toEqual({ status: 200, body: { message: PROFILE_MSG.passwordCambiado } });
    expect(await loginStatus(USERS.andinosOperator, DEMO_PASSWORD)).toBe(401);
    expect(await loginStatus(USERS.andinosOperator, 'nueva-clave')).toBe(200);
    expect((await t.get(PROFILE, token)).status).toBe(200);
    expect((await t.get(PROFILE, otherDevice)).status).toBe(401);
  });

  it('works for an internal user and for a role without any grant', async () => {
    await t.db.delete(permisos).where(eq(permisos.id_rol, ROLE.technician));
    const token = await t.login(USERS.technician);
    const res = await t.post(PASSWORD, { password_actual: DEMO_PASSWORD, password: 'clave-tecnico' }, token);
    expect(res.status).toBe(200);
    expect(await loginStatus(USERS.technician, 'clave-tecnico')).toBe(200);
  });

  it('refuses a wrong current password (422 on the field) and changes nothing', async () => {
    const token = await t.login(USERS.andinosOperator);
    const before = await userRow(USERS.andinosOperator);
    const res = await t.post(PASSWORD, { password_actual: 'no-es-la-mia', password: 'nueva-clave' }, token);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      error: PROFILE_MSG.passwordActualIncorrecto,
      errors: { password_actual: [PROFILE_MSG.passwordActualIncorrecto] },
    });
    expect((await userRow(USERS.andinosOperator)).password_hash).toBe(before.password_hash);
    expect(await loginStatus(USERS.andinosOperator, DEMO_PASSWORD)).toBe(200);
  });

  it.each([
    [{ password_actual: '', password: 'nueva-clave' }, 'password_actual', MSG.requerido],
    [{ password: 'nueva-clave' }, 'password_actual', MSG.requerido],
    [
      { password_actual: 'x'.repeat(129), password: 'nueva-clave' },
      'password_actual',
      'Máximo 128 caracteres',
    ],
    [{ password_actual: DEMO_PASSWORD, password: '' }, 'password', MSG.requerido],
    [{ password_actual: DEMO_PASSWORD }, 'password', MSG.requerido],
    [{ password_actual: DEMO_PASSWORD, password: '12345' }, 'password', MSG.min6],
    [{ password_actual: DEMO_PASSWORD, password: 'x'.repeat(129) }, 'password', 'Máximo 128 caracteres'],
  ])('validates %j', async (payload, field, message) => {
    const token = await t.login(USERS.andinosOperator);
    const res = await t.post(PASSWORD, payload, token);
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toContain(message);
    expect(await loginStatus(USERS.andinosOperator, DEMO_PASSWORD)).toBe(200);
  });

  it('counts wrong current passwords toward the login lockout (429)', async () => {
    const token = await t.login(USERS.andinosOperator);
    for (let attempt = 0; attempt < 10; attempt += 1)
      expect(
        (await t.post(PASSWORD, { password_actual: `mala-${attempt}`, password: 'x-123456' }, token)).status,
      ).toBe(422);
    const locked = await t.post(PASSWORD, { password_actual: DEMO_PASSWORD, password: 'x-123456' }, token);
    expect(locked.status).toBe(429);
    expect(await loginStatus(USERS.andinosOperator, DEMO_PASSWORD)).toBe(429);
  });

  it('cannot touch another user: the e-mail or id in the body is ignored', async () => {
    const other = await userRow(USERS.andinosAdmin);
    const token = await t.login(USERS.andinosOperator);
    const res = await t.post(
      PASSWORD,
      { password_actual: DEMO_PASSWORD, password: 'nueva-clave', email: USERS.andinosAdmin, id: other.id },
      token,
    );
    expect(res.status).toBe(200);
    expect((await userRow(USERS.andinosAdmin)).password_hash).toBe(other.password_hash);
    expect(await loginStatus(USERS.andinosAdmin, DEMO_PASSWORD)).toBe(200);
    expect(await loginStatus(USERS.andinosOperator, 'nueva-clave')).toBe(200);
  });

  it('needs a session (401)', async () => {
    expect((await t.post(PASSWORD, { password_actual: DEMO_PASSWORD, password: 'nueva-clave' })).status).toBe(
      401,
    );
  });
});
