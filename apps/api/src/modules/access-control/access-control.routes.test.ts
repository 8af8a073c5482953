import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCESS_MSG, isInternalRole, type MenuEntry, type ModuleNode } from '@huella/contracts';
import { menus, permisos, roles, usuarioClientes, usuarios } from '../../db/schema/index';
import { hashPassword } from '../../lib/passwords';
import { CLIENTS, createTestApp, DEMO_PASSWORD, type TestApp, USERS } from '../../../test/app';

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = await t.login(USERS.superadmin);
});
afterEach(async () => t.close());

/** A user of the given role, signed in. */
async function loginWithRole(roleId: number, email = `rol${roleId}@huella.pe`) {
  const [user] = await t.db
    .insert(usuarios)
    .values({
      nombre: 'Prueba',
      apellidos: 'Rol',
      email,
      password_hash: await hashPassword(DEMO_PASSWORD),
      role_id: roleId,
    })
    .returning();
  // Roles other than 1–3 sign in bound to a company (login.service), like members.
  if (user && !isInternalRole(roleId)) {
    await t.db.insert(usuarioClientes).values({ id_usuario: user.id, id_cliente: CLIENTS.andinos });
  }
  return t.login(email);
}

const flatten = (nodes: ModuleNode[]): ModuleNode[] => nodes.flatMap((n) => [n, ...flatten(n.menu_submenu)]);
const menuPaths = (entries: MenuEntry[]): string[] =>
  entries.flatMap((e) => [...(e.path ? [e.path] : []), ...menuPaths(e.menu_submenu)]);

describe('roles', () => {
  it('lists, creates, updates and deletes a role', async () => {
    const list = await t.get('/api/roles', admin);
    expect(list.status).toBe(200);
    expect(list.body.success.resultado.map((r: { id: number }) => r.id)).toEqual([1, 2, 3, 4, 5]);

    const created = await t.post(
      '/api/roles/store',
      { id: 0, name: 'Auditor', description: 'Solo lectura' },
      admin,
    );
    expect(created.status).toBe(200);
    expect(created.body.success).toBe('Rol Agregado Correctamente');
    const id = created.body.role.id;
    expect(id).toBeGreaterThan(5);

    const updated = await t.post(
      '/api/roles/update',
      { id, name: 'Auditor', description: 'Consulta' },
      admin,
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      success: 'Rol Actualizado Correctamente',
      role: { description: 'Consulta' },
    });

    const deleted = await t.post('/api/roles/delete', { id }, admin);
    expect(deleted.status).toBe(200);
    expect(await t.db.select().from(roles).where(eq(roles.id, id))).toHaveLength(0);
  });

  it('requires name and description', async () => {
    const res = await t.post('/api/roles/store', { name: ' ', description: '' }, admin);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      name: ['Este Campo es Requerido.'],
      description: ['Este Campo es Requerido.'],
    });
  });

  it('refuses a duplicate name with 409', async () => {
    const res = await t.post('/api/roles/store', { name: 'Técnico', description: 'otra' }, admin);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(ACCESS_MSG.rolDuplicado);
  });

  it('keeps the name of a role after creation', async () => {
    const res = await t.post('/api/roles/update', { id: 3, name: 'Inspector', description: 'x' }, admin);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ name: [ACCESS_MSG.rolNombreFijo] });
    const [row] = await t.db.select().from(roles).where(eq(roles.id, 3));
    expect(row?.name).toBe('Técnico');
  });

  it('answers 404 for an unknown role', async () => {
    expect((await t.post('/api/roles/update', { id: 999, name: 'X', description: 'Y' }, admin)).status).toBe(
      404,
    );
    expect((await t.post('/api/roles/delete', { id: 999 }, admin)).status).toBe(404);
  });

  it('refuses to delete the fixed roles and roles with users', async () => {
    const fixed = await t.post('/api/roles/delete', { id: 4 }, admin);
    expect(fixed.status).toBe(409);
    expect(fixed.body.error).toBe(ACCESS_MSG.rolDelSistema);

    const created = await t.post('/api/roles/store', { name: 'Auditor', description: 'x' }, admin);
    await loginWithRole(created.body.role.id);
    const inUse = await t.post('/api/roles/delete', { id: created.body.role.id }, admin);
    expect(inUse.status).toBe(409);
    expect(inUse.body.error).toBe(ACCESS_MSG.rolConUsuarios);
  });

  it('is forbidden to the administrator (role 2) and to a client operator', async () => {
    const role2 = await loginWithRole(2);
    expect((await t.get('/api/roles', role2)).status).toBe(403);
    expect((await t.post('/api/roles/store', { name: 'X', description: 'Y' }, role2)).status).toBe(403);
    const operator = await t.login(USERS.andinosOperator);
    expect((await t.get('/api/roles', operator)).status).toBe(403);
    expect((await t.post('/api/roles/delete', { id: 3 }, operator)).status).toBe(403);
    expect((await t.get('/api/roles')).status).toBe(401);
  });
});

describe('actions', () => {
  it('lists the actions and adds a new one once', async () => {
    const list = await t.post('/api/getacciones', {}, admin);
    expect(list.status).toBe(200);
    expect(list.body.success.resultado).toEqual([
      { id: 1, name: 'View' },
      { id: 2, name: 'Add' },
      { id: 3, name: 'Edit' },
      { id: 4, name: 'Delete' },
    ]);
    const added = await t.post('/api/add/accionesmenu', { descripcion: 'Export' }, admin);
    expect(added.body.success).toMatchObject({
      resultado: false,
      message: 'Agregado',
      accion: { name: 'Export' },
    });
    const again = await t.post('/api/add/accionesmenu', { descripcion: 'export' }, admin);
    expect(again.body.success).toEqual({ resultado: true, message: 'Accion duplicada', accion: null });
  });

  it('requires the name and the modules grant', async () => {
    const empty = await t.post('/api/add/accionesmenu', { descripcion: '' }, admin);
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ descripcion: ['Campo requerido'] });
    const role2 = await loginWithRole(2);
    expect((await t.post('/api/getacciones', {}, role2)).status).toBe(403);
    expect((await t.post('/api/add/accionesmenu', { descripcion: 'X' }, role2)).status).toBe(403);
  });
});

describe('permissions', () => {
  it('gives the module tree with each module action ids, the roles and the actions', async () => {
    const res = await t.get('/api/permisos', admin);
    expect(res.status).toBe(200);
    const nodes = flatten(res.body.success.resultado);
    expect(nodes.find((n) => n.id === 3)).toMatchObject({
      path: '/roles',
      acciones: '1.2.3.4',
      acciones_: [1, 2, 3, 4],
    });
    expect(nodes.find((n) => n.id === 101)).toMatchObject({ acciones: null, acciones_: [] });
    expect(res.body.success.roles).toHaveLength(5);
    expect(res.body.success.acciones).toHaveLength(4);
  });

  it('gives the grants of a role', async () => {
    const res = await t.post('/api/permisos/rol', { id: 2 }, admin);
    expect(res.status).toBe(200);
    expect(res.body.success.name_permisos).toContain('5.1');
    expect(res.body.success.name_permisos).not.toContain('3.1');
    expect((await t.post('/api/permisos/rol', { id: 999 }, admin)).status).toBe(404);
  });

  it('toggles one grant', async () => {
    const on = await t.post(
      '/api/roles/asignarpermiso',
      { name: 'Administrador', name_permiso: '3.1' },
      admin,
    );
    expect(on.body.success).toEqual({ asignado: true, name_permiso: '3.1' });
    expect((await t.post('/api/permisos/rol', { id: 2 }, admin)).body.success.name_permisos).toContain('3.1');
    const off = await t.post(
      '/api/roles/asignarpermiso',
      { name: 'Administrador', name_permiso: '3.1' },
      admin,
    );
    expect(off.body.success.asignado).toBe(false);
    expect((await t.post('/api/permisos/rol', { id: 2 }, admin)).body.success.name_permisos).not.toContain(
      '3.1',
    );
  });

  it('refuses unknown roles, modules and actions, and actions a module does not offer', async () => {
    const post = (name: string, name_permiso: string) =>
      t.post('/api/roles/asignarpermiso', { name, name_permiso }, admin);
    expect((await post('Nadie', '3.1')).status).toBe(404);
    expect((await post('Administrador', '9999.1')).status).toBe(404);
    expect((await post('Administrador', '3.99')).status).toBe(404);
    const group = await post('Administrador', '101.1');
    expect(group.status).toBe(422);
    expect(group.body.error).toBe(ACCESS_MSG.accionNoOfrecida);
    expect((await post('Administrador', 'tres')).status).toBe(422);
  });

  it('does not let the superadministrator lose the permission screen', async () => {
    const res = await t.post(
      '/api/roles/asignarpermiso',
      { name: 'Superadministrador', name_permiso: '4.3' },
      admin,
    );
    expect(res.status).toBe(409);
  });

  it('needs view on menu 4 to read and edit (3) on menu 4 to assign', async () => {
    const role2 = await loginWithRole(2);
    expect((await t.get('/api/permisos', role2)).status).toBe(403);
    expect((await t.post('/api/permisos/rol', { id: 1 }, role2)).status).toBe(403);
    // View only on menu 4: may read, may not assign.
    await t.post('/api/roles/asignarpermiso', { name: 'Administrador', name_permiso: '4.1' }, admin);
    expect((await t.get('/api/permisos', role2)).status).toBe(200);
    const assign = await t.post(
      '/api/roles/asignarpermiso',
      { name: 'Administrador', name_permiso: '5.4' },
      role2,
    );
    expect(assign.status).toBe(403);
  });

  it('a new role granted two screens sees exactly those and is refused the rest', async () => {
    const created = await t.post(
      '/api/roles/store',
      { name: 'Auditor', description: 'Roles y usuarios' },
      admin,
    );
    const name = created.body.role.name;
    for (const grant of ['1.1', '5.1', '3.1']) {
      expect((await t.post('/api/roles/asignarpermiso', { name, name_permiso: grant }, admin)).status).toBe(
        200,
      );
    }
    // '1.1' again removes the client selection: two screens remain.
    await t.post('/api/roles/asignarpermiso', { name, name_permiso: '1.1' }, admin);
    const token = await loginWithRole(created.body.role.id, 'auditor@huella.pe');
    const menu = await t.post('/api/menu/principal', {}, token);
    expect(menu.status).toBe(200);
    expect(menuPaths(menu.body.success.resultado).sort()).toEqual(['/roles', '/usuarios']);
    expect(menu.body.success.permisos).toEqual({ '3': [1], '5': [1] });
    expect((await t.get('/api/roles', token)).status).toBe(200);
    expect((await t.get('/api/usuarios/indexminified', token)).status).toBe(200);
    expect((await t.post('/api/roles/store', { name: 'X', description: 'Y' }, token)).status).toBe(403);
    expect((await t.get('/api/permisos', token)).status).toBe(403);
    expect((await t.get('/api/modulos', token)).status).toBe(403);
    expect((await t.post('/api/eliminarusuario', { id: 2 }, token)).status).toBe(403);
  });
});

describe('modules', () => {
  const screen = {
    menu: 'Auditoría',
    id_cliente: '1',
    icon: null,
    path: '/auditoria',
    acciones: [1, 2],
    id_menu: 101,
  };

  it('adds, edits and deletes a module', async () => {
    const added = await t.post('/api/modulos/agregar', { datos: screen }, admin);
    expect(added.status).toBe(200);
    expect(added.body.success).toBe('Agregado');
    const id = added.body.id;
    const tree = await t.get('/api/modulos', admin);
    const node = flatten(tree.body.success.resultado).find((n) => n.id === id);
    expect(node).toMatchObject({
      menu: 'Auditoría',
      id_cliente: '1',
      acciones: '1.2',
      id_menu: 101,
      path: '/auditoria',
    });

    await t.post('/api/roles/asignarpermiso', { name: 'Administrador', name_permiso: `${id}.2` }, admin);
    const edited = await t.post(
      '/api/modulos/editar',
      { datos: { ...screen, id, menu: 'Auditoría interna', acciones: [1] } },
      admin,
    );
    expect(edited.status).toBe(200);
    expect(edited.body.success).toBe('Actualizado');
    const [row] = await t.db.select().from(menus).where(eq(menus.id, id));
    expect(row).toMatchObject({ menu: 'Auditoría interna', acciones: '1' });
    // The grant of the action no longer offered went with it.
    expect(await t.db.select().from(permisos).where(eq(permisos.id_menu, id))).toHaveLength(0);

    const deleted = await t.post('/api/modulos/eliminar', { datos: { id } }, admin);
    expect(deleted.status).toBe(200);
    expect(await t.db.select().from(menus).where(eq(menus.id, id))).toHaveLength(0);
  });

  it('a new screen under a client group shows in the client drawer once granted', async () => {
    const added = await t.post(
      '/api/modulos/agregar',
      { datos: { ...screen, path: '/neumaticos-rotacion', id_menu: 102 } },
      admin,
    );
    const id = added.body.id;
    const [row] = await t.db.select().from(menus).where(eq(menus.id, id));
    expect(row?.sesion).toBe('client');
    await t.post('/api/roles/asignarpermiso', { name: 'Superadministrador', name_permiso: `${id}.1` }, admin);
    const menu = await t.post('/api/menu/principal', { id_cliente1: CLIENTS.andinos }, admin);
    expect(menuPaths(menu.body.success.resultado)).toContain('/neumaticos-rotacion');
    const internal = await t.post('/api/menu/principal', {}, admin);
    expect(menuPaths(internal.body.success.resultado)).not.toContain('/neumaticos-rotacion');
  });

  it('checks the required fields', async () => {
    const res = await t.post(
      '/api/modulos/agregar',
      { datos: { menu: '', id_cliente: '', icon: '', path: '', acciones: [], id_menu: null } },
      admin,
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      'datos.menu': ['Campo requerido'],
      'datos.id_cliente': ['Campo requerido'],
      'datos.icon': ['Campo requerido'],
    });
    const noActions = await t.post('/api/modulos/agregar', { datos: { ...screen, acciones: [] } }, admin);
    expect(noActions.body.errors).toEqual({ 'datos.acciones': ['Campo requerido'] });
    const noPath = await t.post('/api/modulos/agregar', { datos: { ...screen, path: '' } }, admin);
    expect(noPath.body.errors).toEqual({ 'datos.path': ['Campo requerido'] });
  });

  it('refuses a used path, a fourth level, an unknown parent or action', async () => {
    const dup = await t.post('/api/modulos/agregar', { datos: { ...screen, path: '/roles' } }, admin);
    expect(dup.status).toBe(409);
    const deep = await t.post('/api/modulos/agregar', { datos: { ...screen, id_menu: 3 } }, admin);
    expect(deep.status).toBe(422);
    expect(deep.body.error).toBe(ACCESS_MSG.maximoNiveles);
    expect(
      (await t.post('/api/modulos/agregar', { datos: { ...screen, id_menu: 9999 } }, admin)).status,
    ).toBe(422);
    expect(
      (await t.post('/api/modulos/agregar', { datos: { ...screen, acciones: [99] } }, admin)).status,
    ).toBe(422);
    expect((await t.post('/api/modulos/editar', { datos: { ...screen, id: 9999 } }, admin)).status).toBe(404);
    expect((await t.post('/api/modulos/eliminar', { datos: { id: 9999 } }, admin)).status).toBe(404);
  });

  it('refuses to delete a module with children or with grants', async () => {
    const group = await t.post('/api/modulos/eliminar', { datos: { id: 101 } }, admin);
    expect(group.status).toBe(409);
    expect(group.body.error).toBe(ACCESS_MSG.moduloConHijos);
    const granted = await t.post('/api/modulos/eliminar', { datos: { id: 3 } }, admin);
    expect(granted.status).toBe(409);
    expect(granted.body.error).toBe(ACCESS_MSG.moduloConPermisos);
  });

  it('needs the modules grant', async () => {
    const role2 = await loginWithRole(2);
    expect((await t.get('/api/modulos', role2)).status).toBe(403);
    expect((await t.post('/api/modulos/agregar', { datos: screen }, role2)).status).toBe(403);
    expect((await t.post('/api/modulos/editar', { datos: { ...screen, id: 3 } }, role2)).status).toBe(403);
    expect((await t.post('/api/modulos/eliminar', { datos: { id: 3 } }, role2)).status).toBe(403);
  });
});
