import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { correosSalientes, usuarioClientes, usuarios } from '../../db/schema/index';
import { HIDDEN_SECRET } from '../../lib/mailer';
import { CLIENTS, createTestApp, type TestApp, USERS } from '../../../test/app';
import { createOutbox, type Outbox } from '../../../test/outbox';

let t: TestApp;
let admin: string;
let outbox: Outbox;
beforeEach(async () => {
  outbox = createOutbox();
  t = await createTestApp({ outboxDir: outbox.dir });
  admin = await t.login(USERS.superadmin);
});
afterEach(async () => {
  await t.close();
  outbox.remove();
});

const LOGIN = '/api/login/authenticateSimplified';
const newMember = {
  id_cliente: CLIENTS.andinos,
  nombre: 'Rosa',
  apellidos: 'Medina Flores',
  email: 'Rosa.Medina@transportesandinos.pe',
  role_id: 5,
};

async function userId(email: string) {
  const [row] = await t.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, email));
  return row?.id ?? 0;
}

/**
 * The temporary password of the last credentials e-mail to `email`: read from the outbox file, the one place
 * that keeps it; the outbox table records the mail with the password hidden.
 */
async function temporaryPasswordSentTo(email: string) {
  const mails = await t.db.select().from(correosSalientes).where(eq(correosSalientes.para, email));
  const last = mails.at(-1);
  expect(last?.asunto).toBe('Huella: sus credenciales de acceso');
  expect(last?.texto).toContain(`Contraseña temporal: ${HIDDEN_SECRET}`);
  const file = outbox.mailsTo(email).at(-1) ?? '';
  expect(file).toContain('Asunto: Huella: sus credenciales de acceso');
  const password = /Contraseña temporal: (\S+)/.exec(file)?.[1] ?? '';
  expect(last?.texto).not.toContain(password);
  return password;
}

describe('GET userclientes/clientes', () => {
  it('lists clients with their member count', async () => {
    const res = await t.get('/api/userclientes/clientes?per_page=10', admin);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { id: CLIENTS.andinos, razon_social: 'Transportes Andinos S.A.C.', miembros: 2 },
      { id: CLIENTS.sur, razon_social: 'Minera Cordillera del Sur S.A.', miembros: 2 },
    ]);
  });

  it('refuses a role without the grant', async () => {
    expect((await t.get('/api/userclientes/clientes', await t.login(USERS.andinosAdmin))).status).toBe(403);
  });
});

describe('POST userclientes/index', () => {
  it('answers the members, the company and roles 4 and 5', async () => {
    const res = await t.post('/api/userclientes/index', { id_cliente: CLIENTS.sur }, admin);
    expect(res.status).toBe(200);
    expect(res.body.success.cliente).toEqual({
      id: CLIENTS.sur,
      razon_social: 'Minera Cordillera del Sur S.A.',
    });
    expect(res.body.success.roles.map((r: { id: number }) => r.id)).toEqual([4, 5]);
    expect(res.body.success.miembros.map((m: { email: string }) => m.email).sort()).toEqual([
      USERS.surAdmin,
      USERS.surOperator,
    ]);
  });

  it('lets a client admin see their own members but not another client (403)', async () => {
    const token = await t.login(USERS.andinosAdmin);
    expect((await t.post('/api/userclientes/index', { id_cliente: CLIENTS.andinos }, token)).status).toBe(
      200,
    );
    expect((await t.post('/api/userclientes/index', { id_cliente: CLIENTS.sur }, token)).status).toBe(403);
    const operator = await t.login(USERS.andinosOperator);
    expect((await t.post('/api/userclientes/index', { id_cliente: CLIENTS.andinos }, operator)).status).toBe(
      403,
    );
  });
});

describe('member credentials journey', () => {
  it('a new member gets a temporary password by e-mail and must change it at the first login', async () => {
    const res = await t.post('/api/userclientes/store', newMember, admin);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Se agrego correctamente el usuario');
    expect(res.body.miembro).toMatchObject({
      email: 'rosa.medina@transportesandinos.pe',
      role_id: 5,
      name: 'Rosa Medina Flores',
    });

    const email = 'rosa.medina@transportesandinos.pe';
    const temporary = await temporaryPasswordSentTo(email);
    expect(temporary).toHaveLength(10);
    const first = await t.post(LOGIN, { email, password: temporary });
    expect(first.status).toBe(403);
    expect(first.body.code).toBe('CAMBIAR_PASSWORD');

    const changed = await t.post('/api/usuarios/restorepassword', {
      email,
      passwordTemporal: temporary,
      password: 'clave-nueva-1',
    });
    expect(changed.status).toBe(200);
    const login = await t.post(LOGIN, { email, password: 'clave-nueva-1' });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ role: 5, id_cliente: CLIENTS.andinos });
  });

  it("'Enviar credenciales' mails a new temporary password and ends open sessions", async () => {
    const memberToken = await t.login(USERS.andinosOperator);
    const id = await userId(USERS.andinosOperator);
    const res = await t.post('/api/userclientes/sendcredentials', { id_usuario: id }, admin);
    expect(res).toEqual({
      status: 200,
      body: { message: `Credenciales enviadas con éxito al correo ${USERS.andinosOperator}` },
    });
    const temporary = await temporaryPasswordSentTo(USERS.andinosOperator);
    expect((await t.post(LOGIN, { email: USERS.andinosOperator, password: temporary })).body.code).toBe(
      'CAMBIAR_PASSWORD',
    );
    expect((await t.post('/api/menu/principal', {}, memberToken)).status).toBe(401);
  });
});

describe('POST userclientes/store and update', () => {
  it.each([
    [{ nombre: '' }, 'nombre', 'Descripción es requerido'],
    [{ apellidos: ' ' }, 'apellidos', 'Descripción es requerido'],
    [{ role_id: undefined }, 'role_id', 'Descripción es requerido'],
    [{ role_id: 1 }, 'role_id', 'Descripción es requerido'],
    [{ email: '' }, 'email', 'E-mail es requerido'],
    [{ email: 'rosa@' }, 'email', 'E-mail no es valido'],
  ])('validates %j', async (change, field, message) => {
    const res = await t.post('/api/userclientes/store', { ...newMember, ...change }, admin);
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toContain(message);
  });

  it('refuses an e-mail already registered (409)', async () => {
    const res = await t.post('/api/userclientes/store', { ...newMember, email: USERS.surOperator }, admin);
    expect(res).toMatchObject({ status: 409, body: { error: 'El correo ya se encuentra registrado' } });
  });

  it('updates a member of the client', async () => {
    const id = await userId(USERS.andinosOperator);
    const res = await t.post(
      '/api/userclientes/update',
      { ...newMember, id, email: USERS.andinosOperator, role_id: 4 },
      await t.login(USERS.andinosAdmin),
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Se actualizo correctamente el usuario');
    const [row] = await t.db.select().from(usuarios).where(eq(usuarios.id, id));
    expect(row).toMatchObject({ nombre: 'Rosa', role_id: 4 });
  });

  it('does not touch a member of another client (404, unchanged)', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const surOperator = await userId(USERS.surOperator);
    const update = await t.post(
      '/api/userclientes/update',
      { ...newMember, id: surOperator, email: USERS.surOperator },
      token,
    );
    expect(update.status).toBe(404);
    expect((await t.post('/api/userclientes/delete', { id_usuario: surOperator }, token)).status).toBe(404);
    expect(
      (await t.post('/api/userclientes/sendcredentials', { id_usuario: surOperator }, token)).status,
    ).toBe(404);
    const [row] = await t.db.select().from(usuarios).where(eq(usuarios.id, surOperator));
    expect(row).toMatchObject({ nombre: 'Raúl', cambiar_password: false });
    expect(await t.db.select().from(correosSalientes)).toHaveLength(0);
  });

  it('refuses adding without the add grant', async () => {
    const res = await t.post('/api/userclientes/store', newMember, await t.login(USERS.andinosOperator));
    expect(res.status).toBe(403);
  });
});

describe('POST userclientes/delete', () => {
  it('deletes a member', async () => {
    const id = await userId(USERS.andinosOperator);
    const res = await t.post('/api/userclientes/delete', { id_usuario: id }, admin);
    expect(res).toEqual({
      status: 200,
      body: { message: 'Usuario Jorge Huamán Rojas eliminado correctamente.' },
    });
    expect(await t.db.select().from(usuarios).where(eq(usuarios.id, id))).toHaveLength(0);
  });

  it('does not let an administrator delete themselves', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const id = await userId(USERS.andinosAdmin);
    expect((await t.post('/api/userclientes/delete', { id_usuario: id }, token)).status).toBe(409);
  });

  it('refuses without the delete grant', async () => {
    const id = await userId(USERS.andinosAdmin);
    expect(
      (await t.post('/api/userclientes/delete', { id_usuario: id }, await t.login(USERS.andinosOperator)))
        .status,
    ).toBe(403);
  });
});

describe('POST userclientes/clientesxusuario', () => {
  it("answers a user's clients", async () => {
    const id = await userId(USERS.technician);
    const res = await t.post('/api/userclientes/clientesxusuario', { id_usuario: id }, admin);
    expect(res.body.success.resultado.map((c: { id: number }) => c.id).sort()).toEqual([
      CLIENTS.andinos,
      CLIENTS.sur,
    ]);
    const links = await t.db
      .select()
      .from(usuarioClientes)
      .where(and(eq(usuarioClientes.id_usuario, id)));
    expect(links).toHaveLength(2);
  });
});
