import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { USER_MSG } from '@huella/contracts';
import { usuarios } from '../../db/schema/index';
import { hashPassword } from '../../lib/passwords';
import {
  createTestApp,
  DEMO_PASSWORD,
  multipartPayload,
  PNG_BYTES,
  type TestApp,
  USERS,
} from '../../../test/app';

/** Issue #8 item 2: only a superadministrator gives role 1 or touches a user who holds it. */
let t: TestApp;
let superadmin: string;
let admin: string;
let adminId: number;
const SUPERADMIN_ID = 1;
const TECHNICIAN_ID = 2;

beforeEach(async () => {
  t = await createTestApp();
  superadmin = await t.login(USERS.superadmin);
  adminId = await addUser(2, 'administrador@huella.pe');
  admin = await t.login('administrador@huella.pe');
});
afterEach(async () => t.close());

async function addUser(roleId: number, email: string) {
  const [row] = await t.db
    .insert(usuarios)
    .values({
      nombre: 'Ana',
      apellidos: 'Salas',
      email,
      password_hash: await hashPassword(DEMO_PASSWORD),
      role_id: roleId,
    })
    .returning();
  if (!row) throw new Error('no user');
  return row.id;
}

const form = (change: Record<string, unknown>) => ({
  nombre: 'Lucía',
  apellidos: 'Torres Vega',
  telefono: '987111222',
  email: 'lucia@huella.pe',
  selectedRoles: [3],
  selectedEmpresa: [1],
  pasword: 'secreto1',
  ...change,
});

const send = (url: string, data: unknown, token: string, withFile = true) =>
  t.request({
    method: 'POST',
    url,
    token,
    ...multipartPayload(
      { data: JSON.stringify(data) },
      withFile ? { name: 'firma.png', content: PNG_BYTES, type: 'image/png' } : undefined,
    ),
  });

const row = async (id: number) => (await t.db.select().from(usuarios).where(eq(usuarios.id, id)))[0];
const forbidden = { status: 403, body: { error: USER_MSG.soloSuperadministrador } };

describe('creating a superadministrator', () => {
  it('is refused to an administrator, and nothing is stored', async () => {
    const res = await send('/api/usuarios/store', form({ selectedRoles: [1] }), admin);
    expect(res).toEqual(forbidden);
    expect(await t.db.select().from(usuarios).where(eq(usuarios.email, 'lucia@huella.pe'))).toHaveLength(0);
  });

  it('is allowed to a superadministrator', async () => {
    const res = await send('/api/usuarios/store', form({ selectedRoles: [1] }), superadmin);
    expect(res.status).toBe(200);
    expect((await row(res.body.id))?.role_id).toBe(1);
  });

  it('the form offers role 1 only to a superadministrator', async () => {
    const roleIds = async (token: string) =>
      (await t.get('/api/usuarios/get/0', token)).body.success.roles.map((r: { id: number }) => r.id);
    expect(await roleIds(superadmin)).toEqual([1, 2, 3]);
    expect(await roleIds(admin)).toEqual([2, 3]);
  });
});

describe('changing a superadministrator', () => {
  const update = (change: Record<string, unknown>, token: string) =>
    send(
      '/api/usuarios/update',
      form({ id: SUPERADMIN_ID, email: USERS.superadmin, selectedRoles: [1], pasword: '', ...change }),
      token,
      false,
    );

  it.each([
    ['an edit', {}],
    ['a password reset', { pasword: 'robada1' }],
    ['a demotion', { selectedRoles: [3] }],
  ])('%s by an administrator is refused and changes nothing', async (_name, change) => {
    const before = await row(SUPERADMIN_ID);
    expect(await update(change, admin)).toEqual(forbidden);
    expect(await row(SUPERADMIN_ID)).toEqual(before);
    // The superadministrator's password still works.
    expect((await t.login(USERS.superadmin)).length).toBeGreaterThan(0);
  });

  it('deleting one is refused to an administrator', async () => {
    expect(await t.post('/api/eliminarusuario', { id: SUPERADMIN_ID }, admin)).toEqual(forbidden);
    expect(await row(SUPERADMIN_ID)).toBeDefined();
  });

  it('another superadministrator may edit, reset and delete one', async () => {
    const otherId = await addUser(1, 'otro.super@huella.pe');
    const edited = await send(
      '/api/usuarios/update',
      form({ id: otherId, email: 'otro.super@huella.pe', selectedRoles: [1], pasword: 'nueva-clave' }),
      superadmin,
      false,
    );
    expect(edited.status).toBe(200);
    expect((await row(otherId))?.nombre).toBe('Lucía');
    expect((await t.post('/api/eliminarusuario', { id: otherId }, superadmin)).status).toBe(200);
    expect(await row(otherId)).toBeUndefined();
  });
});

describe('promotion to role 1', () => {
  it('an administrator cannot promote a technician', async () => {
    const before = await row(TECHNICIAN_ID);
    const res = await send(
      '/api/usuarios/update',
      form({ id: TECHNICIAN_ID, email: USERS.technician, selectedRoles: [1], pasword: '' }),
      admin,
      false,
    );
    expect(res).toEqual(forbidden);
    expect(await row(TECHNICIAN_ID)).toEqual(before);
  });

  it('an administrator cannot promote themselves, nor change their own role otherwise', async () => {
    const self = (roleId: number) =>
      send(
        '/api/usuarios/update',
        form({ id: adminId, email: 'administrador@huella.pe', selectedRoles: [roleId], pasword: '' }),
        admin,
        false,
      );
    expect(await self(1)).toEqual(forbidden);
    const demoted = await self(3);
    expect(demoted.status).toBe(422);
    expect(demoted.body.errors.selectedRoles).toEqual([USER_MSG.noCambiarPropioRol]);
    expect((await row(adminId))?.role_id).toBe(2);
  });

  it('an administrator still manages technicians and administrators', async () => {
    const res = await send(
      '/api/usuarios/update',
      form({ id: TECHNICIAN_ID, email: USERS.technician, selectedRoles: [2], pasword: '' }),
      admin,
      false,
    );
    expect(res.status).toBe(200);
    expect((await row(TECHNICIAN_ID))?.role_id).toBe(2);
  });
});
