import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MSG, USER_MSG } from '@huella/contracts';
import { usuarioClientes, usuarios } from '../../db/schema/index';
import { hashPassword } from '../../lib/passwords';
import {
  CLIENTS,
  createTestApp,
  DEMO_PASSWORD,
  JPEG_BYTES,
  PNG_BYTES,
  type TestApp,
  USERS,
} from '../../../test/app';

let t: TestApp;
let admin: string;
let uploadsDir: string;
beforeEach(async () => {
  t = await createTestApp();
  uploadsDir = t.app.uploadsDir;
  admin = await t.login(USERS.superadmin);
});
afterEach(async () => t.close());

const PNG = PNG_BYTES;

/** A multipart body with an optional file and the `data` JSON field, as the web sends it. */
function multipart(data: unknown, file?: { content: Buffer; name?: string; type?: string }) {
  const boundary = '----huellaTest' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(data)}\r\n`,
    ),
  ];
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name ?? 'firma.png'}"\r\n` +
          `Content-Type: ${file.type ?? 'image/png'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const send = (url: string, data: unknown, file?: Parameters<typeof multipart>[1], token = admin) =>
  t.request({ method: 'POST', url, token, ...multipart(data, file) });

const newUser = {
  nombre: 'Lucía',
  apellidos: 'Torres Vega',
  telefono: '987111222',
  email: 'Lucia@Huella.pe',
  selectedRoles: [3],
  selectedEmpresa: [CLIENTS.andinos],
  pasword: 'secreto1',
};

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

describe('GET usuarios/indexminified', () => {
  it('lists only internal users, 10 per page by default, with search', async () => {
    const res = await t.get('/api/usuarios/indexminified', admin);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ per_page: 10, current_page: 1, total: 2 });
    expect(res.body.data[0]).toMatchObject({
      id: 1,
      role_id: 1,
      rol: 'Superadministrador',
      name: 'Sofía Ramírez León',
      email: USERS.superadmin,
      img_firma: false,
    });
    expect(res.body.data[0].fecha).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const search = await t.get('/api/usuarios/indexminified?search=quispe', admin);
    expect(search.body.data.map((u: { email: string }) => u.email)).toEqual([USERS.technician]);
    const sorted = await t.get('/api/usuarios/indexminified?sortBy=email&sortDirection=desc', admin);
    expect(sorted.body.data[0].email).toBe(USERS.technician);
    expect((await t.get('/api/usuarios/indexminified?sortBy=password_hash', admin)).status).toBe(422);
  });

  it('is forbidden to client users', async () => {
    const member = await t.login(USERS.andinosAdmin);
    expect((await t.get('/api/usuarios/indexminified', member)).status).toBe(403);
    expect((await t.get('/api/usuarios/indexminified')).status).toBe(401);
  });
});

describe('GET usuarios/get/{id}', () => {
  it('gives the user with the form choices, and only the choices for id 0', async () => {
    const res = await t.get('/api/usuarios/get/2', admin);
    expect(res.status).toBe(200);
    expect(res.body.success.usuario).toMatchObject({
      id: 2,
      email: USERS.technician,
      selectedRoles: [3],
      selectedEmpresa: [CLIENTS.andinos, CLIENTS.sur],
    });
    expect(res.body.success.roles.map((r: { id: number }) => r.id)).toEqual([1, 2, 3]);
    expect(res.body.success.clientes).toHaveLength(2);
    const blank = await t.get('/api/usuarios/get/0', admin);
    expect(blank.body.success.usuario).toBeNull();
  });

  it('answers 404 for unknown ids and for members', async () => {
    expect((await t.get('/api/usuarios/get/999', admin)).status).toBe(404);
    expect((await t.get('/api/usuarios/get/3', admin)).status).toBe(404);
  });
});

describe('POST usuarios/store', () => {
  it('creates a technician with a signature and assigned clients, who can sign in', async () => {
    const res = await send('/api/usuarios/store', newUser, { content: PNG });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe('Se agrego correctamente el usuario');
    const [row] = await t.db.select().from(usuarios).where(eq(usuarios.id, res.body.id));
    expect(row).toMatchObject({ email: 'lucia@huella.pe', role_id: 3, cambiar_password: false });
    expect(row?.imagen_firma).toMatch(/^firmas\/[0-9a-f]{32}\.png$/);
    expect(fs.existsSync(path.join(uploadsDir, String(row?.imagen_firma)))).toBe(true);
    const assigned = await t.db
      .select()
      .from(usuarioClientes)
      .where(eq(usuarioClientes.id_usuario, res.body.id));
    expect(assigned.map((a) => a.id_cliente)).toEqual([CLIENTS.andinos]);
    expect(await t.login('lucia@huella.pe', 'secreto1')).toBeTruthy();
    const list = await t.get('/api/usuarios/indexminified?search=lucia', admin);
    expect(list.body.data[0]).toMatchObject({ rol: 'Técnico', img_firma: true });
  });

  it('stores no client rows for roles 1 and 2, which reach every client', async () => {
    const res = await send(
      '/api/usuarios/store',
      { ...newUser, selectedRoles: [2], selectedEmpresa: [] },
      { content: PNG },
    );
    expect(res.status).toBe(200);
    expect(
      await t.db.select().from(usuarioClientes).where(eq(usuarioClientes.id_usuario, res.body.id)),
    ).toHaveLength(0);
  });

  it('reports each missing field', async () => {
    const res = await send(
      '/api/usuarios/store',
      {
        nombre: '',
        apellidos: '',
        telefono: '',
        email: '',
        selectedRoles: [],
        selectedEmpresa: [],
        pasword: '',
      },
      { content: PNG },
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      nombre: [MSG.campoRequerido],
      apellidos: [MSG.campoRequerido],
      telefono: [MSG.campoRequerido],
      email: [MSG.emailRequerido],
      selectedRoles: [MSG.campoRequerido],
      pasword: [MSG.requerido],
    });
    const noCompany = await send(
      '/api/usuarios/store',
      { ...newUser, selectedEmpresa: [] },
      { content: PNG },
    );
    expect(noCompany.body.errors).toEqual({ selectedEmpresa: [MSG.campoRequerido] });
    const short = await send('/api/usuarios/store', { ...newUser, pasword: '123' }, { content: PNG });
    expect(short.body.errors).toEqual({ pasword: [MSG.min6] });
    const badEmail = await send('/api/usuarios/store', { ...newUser, email: 'lucia' }, { content: PNG });
    expect(badEmail.body.errors).toEqual({ email: [MSG.emailInvalido] });
  });

  it('requires the signature on create', async () => {
    const res = await send('/api/usuarios/store', newUser);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ file: [USER_MSG.firmaRequerida] });
  });

  it('refuses member roles and unknown clients', async () => {
    const member = await send('/api/usuarios/store', { ...newUser, selectedRoles: [4] }, { content: PNG });
    expect(member.status).toBe(422);
    expect(member.body.errors).toEqual({ selectedRoles: [USER_MSG.rolNoPermitido] });
    const unknown = await send(
      '/api/usuarios/store',
      { ...newUser, selectedEmpresa: [999] },
      { content: PNG },
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ selectedEmpresa: [USER_MSG.clienteInexistente] });
  });

  it('refuses a duplicate e-mail with 409', async () => {
    const res = await send(
      '/api/usuarios/store',
      { ...newUser, email: USERS.andinosOperator },
      { content: PNG },
    );
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(MSG.correoYaRegistrado);
    expect(
      fs.existsSync(path.join(uploadsDir, 'firmas')) ? fs.readdirSync(path.join(uploadsDir, 'firmas')) : [],
    ).toEqual([]);
  });

  it('refuses a file that is not an image (415) and one over 10 MB (413)', async () => {
    const exe = await send('/api/usuarios/store', newUser, {
      content: Buffer.from('MZ\x90\x00 not an image'),
      name: 'firma.png',
    });
    expect(exe.status).toBe(415);
    expect(exe.body.error).toBe('Tipo de archivo inválido');
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const large = await send('/api/usuarios/store', newUser, { content: big });
    expect(large.status).toBe(413);
    expect(large.body.error).toBe('Los archivos no deben exceder los 10MB de tramaño');
    expect(await t.db.select().from(usuarios).where(eq(usuarios.email, 'lucia@huella.pe'))).toHaveLength(0);
  });

  it('needs add (2) on menu 5', async () => {
    const member = await t.login(USERS.andinosAdmin);
    expect((await send('/api/usuarios/store', newUser, { content: PNG }, member)).status).toBe(403);
  });
});

describe('POST usuarios/update', () => {
  it('updates data, clients and password without requiring a new signature', async () => {
    const res = await send('/api/usuarios/update', {
      ...newUser,
      id: 2,
      email: USERS.technician,
      selectedEmpresa: [CLIENTS.sur],
      pasword: '',
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe('Se actualizo correctamente el usuario');
    const [row] = await t.db.select().from(usuarios).where(eq(usuarios.id, 2));
    expect(row).toMatchObject({ nombre: 'Lucía', imagen_firma: null });
    const assigned = await t.db.select().from(usuarioClientes).where(eq(usuarioClientes.id_usuario, 2));
    expect(assigned.map((a) => a.id_cliente)).toEqual([CLIENTS.sur]);
    // The old password still works: an empty one does not change it.
    expect(await t.login(USERS.technician)).toBeTruthy();
  });

  it('replaces the signature and the password, ending the user sessions', async () => {
    const session = await t.login(USERS.technician);
    const first = await send(
      '/api/usuarios/update',
      { ...newUser, id: 2, email: USERS.technician, pasword: '' },
      { content: PNG },
    );
    expect(first.status).toBe(200);
    const [before] = await t.db.select().from(usuarios).where(eq(usuarios.id, 2));
    const jpeg = JPEG_BYTES;
    const second = await send(
      '/api/usuarios/update',
      { ...newUser, id: 2, email: USERS.technician, pasword: 'nueva123' },
      { content: jpeg, type: 'image/jpeg' },
    );
    expect(second.status).toBe(200);
    const [after] = await t.db.select().from(usuarios).where(eq(usuarios.id, 2));
    expect(after?.imagen_firma).toMatch(/\.jpg$/);
    expect(fs.existsSync(path.join(uploadsDir, String(before?.imagen_firma)))).toBe(false);
    expect((await t.post('/api/menu/principal', {}, session)).status).toBe(401);
    expect(await t.login(USERS.technician, 'nueva123')).toBeTruthy();
  });

  it('answers 404 for unknown users and members, 409 for a taken e-mail', async () => {
    expect((await send('/api/usuarios/update', { ...newUser, id: 999 })).status).toBe(404);
    expect((await send('/api/usuarios/update', { ...newUser, id: 3 })).status).toBe(404);
    const taken = await send('/api/usuarios/update', { ...newUser, id: 2, email: USERS.superadmin });
    expect(taken.status).toBe(409);
  });

  it('does not let a user change their own role', async () => {
    const res = await send('/api/usuarios/update', {
      ...newUser,
      id: 1,
      email: USERS.superadmin,
      selectedRoles: [2],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ selectedRoles: [USER_MSG.noCambiarPropioRol] });
    const [row] = await t.db.select().from(usuarios).where(eq(usuarios.id, 1));
    expect(row?.role_id).toBe(1);
  });

  it('needs edit (3) on menu 5', async () => {
    const id = await addUser(5, 'op@huella.pe');
    await t.db.insert(usuarioClientes).values({ id_usuario: id, id_cliente: CLIENTS.andinos });
    const operator = await t.login('op@huella.pe');
    expect((await send('/api/usuarios/update', { ...newUser, id: 2 }, undefined, operator)).status).toBe(403);
  });
});

describe('POST eliminarusuario', () => {
  it('deletes an internal user', async () => {
    const id = await addUser(2, 'ana@huella.pe');
    const res = await t.post('/api/eliminarusuario', { id }, admin);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe('Usuario Ana Salas eliminado correctamente.');
    expect(await t.db.select().from(usuarios).where(eq(usuarios.id, id))).toHaveLength(0);
  });

  it('refuses to delete oneself, unknown users and members', async () => {
    const self = await t.post('/api/eliminarusuario', { id: 1 }, admin);
    expect(self.status).toBe(409);
    expect(self.body.error).toBe(USER_MSG.noEliminarseASiMismo);
    expect((await t.post('/api/eliminarusuario', { id: 999 }, admin)).status).toBe(404);
    expect((await t.post('/api/eliminarusuario', { id: 3 }, admin)).status).toBe(404);
    expect((await t.post('/api/eliminarusuario', { id: 0 }, admin)).status).toBe(422);
  });

  it('needs delete (4) on menu 5', async () => {
    const technician = await t.login(USERS.technician);
    expect((await t.post('/api/eliminarusuario', { id: 1 }, technician)).status).toBe(403);
  });
});
