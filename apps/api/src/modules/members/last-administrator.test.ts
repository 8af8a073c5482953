import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MEMBER_MSG } from '@huella/contracts';
import { usuarioClientes, usuarios } from '../../db/schema/index';
import { hashPassword } from '../../lib/passwords';
import { CLIENTS, createTestApp, DEMO_PASSWORD, type TestApp, USERS } from '../../../test/app';

/** Issue #8 item 2: a company is never left without an administrator (a role-4 member). */
let t: TestApp;
let superadmin: string;
beforeEach(async () => {
  t = await createTestApp();
  superadmin = await t.login(USERS.superadmin);
});
afterEach(async () => t.close());

const refused = { status: 409, body: { error: MEMBER_MSG.ultimoAdministrador } };

async function member(email: string) {
  const [row] = await t.db.select().from(usuarios).where(eq(usuarios.email, email));
  if (!row) throw new Error(`no ${email}`);
  return row;
}

/** A second administrator of Transportes Andinos. */
async function addAdministrator(email = 'segunda.admin@transportesandinos.pe') {
  const [row] = await t.db
    .insert(usuarios)
    .values({
      nombre: 'Elena',
      apellidos: 'Paredes',
      email,
      password_hash: await hashPassword(DEMO_PASSWORD),
      role_id: 4,
    })
    .returning();
  if (!row) throw new Error('no user');
  await t.db.insert(usuarioClientes).values({ id_usuario: row.id, id_cliente: CLIENTS.andinos });
  return row;
}

const administratorsOfAndinos = () =>
  t.db
    .select({ id: usuarios.id })
    .from(usuarios)
    .innerJoin(usuarioClientes, eq(usuarioClientes.id_usuario, usuarios.id))
    .where(and(eq(usuarioClientes.id_cliente, CLIENTS.andinos), eq(usuarios.role_id, 4)));

const demote = (user: { id: number; nombre: string; apellidos: string; email: string }, token: string) =>
  t.post(
    '/api/userclientes/update',
    {
      id: user.id,
      id_cliente: CLIENTS.andinos,
      nombre: user.nombre,
      apellidos: user.apellidos,
      email: user.email,
      role_id: 5,
    },
    token,
  );

describe('the last administrator of a client', () => {
  it('cannot demote themselves', async () => {
    const admin = await member(USERS.andinosAdmin);
    const res = await demote(admin, await t.login(USERS.andinosAdmin));
    expect(res).toEqual(refused);
    expect((await member(USERS.andinosAdmin)).role_id).toBe(4);
  });

  it('cannot be demoted by someone else', async () => {
    const admin = await member(USERS.andinosAdmin);
    expect(await demote(admin, superadmin)).toEqual(refused);
    expect((await member(USERS.andinosAdmin)).role_id).toBe(4);
  });

  it('cannot be deleted by someone else, nor delete themselves', async () => {
    const admin = await member(USERS.andinosAdmin);
    expect(await t.post('/api/userclientes/delete', { id_usuario: admin.id }, superadmin)).toEqual(refused);
    const self = await t.post(
      '/api/userclientes/delete',
      { id_usuario: admin.id },
      await t.login(USERS.andinosAdmin),
    );
    expect(self.status).toBe(409);
    expect(await member(USERS.andinosAdmin)).toMatchObject({ id: admin.id, role_id: 4 });
  });

  it('may still be edited without losing the role', async () => {
    const admin = await member(USERS.andinosAdmin);
    const res = await t.post(
      '/api/userclientes/update',
      { ...admin, id_cliente: CLIENTS.andinos, nombre: 'María José', role_id: 4 },
      superadmin,
    );
    expect(res.status).toBe(200);
    expect((await member(USERS.andinosAdmin)).nombre).toBe('María José');
  });
});

describe('with two administrators', () => {
  it('one may be demoted, or demote themselves, but not the last one', async () => {
    const second = await addAdministrator();
    const first = await member(USERS.andinosAdmin);
    const self = await demote(first, await t.login(USERS.andinosAdmin));
    expect(self.status).toBe(200);
    expect((await member(USERS.andinosAdmin)).role_id).toBe(5);
    expect(await demote(second, superadmin)).toEqual(refused);
    expect((await member(second.email)).role_id).toBe(4);
  });

  it('one may be deleted', async () => {
    const second = await addAdministrator();
    const res = await t.post('/api/userclientes/delete', { id_usuario: second.id }, superadmin);
    expect(res.status).toBe(200);
    expect((await member(USERS.andinosAdmin)).role_id).toBe(4);
  });

  it('two demotions at the same time leave one administrator', async () => {
    const second = await addAdministrator();
    const first = await member(USERS.andinosAdmin);
    const answers = await Promise.all([demote(first, superadmin), demote(second, superadmin)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await administratorsOfAndinos()).toHaveLength(1);
  });

  it('a demotion and a deletion at the same time leave one administrator', async () => {
    const second = await addAdministrator();
    const first = await member(USERS.andinosAdmin);
    const answers = await Promise.all([
      demote(first, superadmin),
      t.post('/api/userclientes/delete', { id_usuario: second.id }, superadmin),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await administratorsOfAndinos()).toHaveLength(1);
  });
});
