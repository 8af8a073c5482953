import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MenuEntry } from '@huella/contracts';
import {
  accesosCliente,
  accesosMenu,
  clientes,
  sesiones,
  tiemposUsuario,
  usuarios,
} from '../../db/schema/index';
import { hashPassword } from '../../lib/passwords';
import { CLIENTS, createTestApp, DEMO_PASSWORD, type TestApp, USERS } from '../../../test/app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => t.close());

/** Paths of a menu tree, depth first. */
const pathsOf = (entries: MenuEntry[]): string[] =>
  entries.flatMap((entry) => [...(entry.path ? [entry.path] : []), ...pathsOf(entry.menu_submenu)]);

async function addInternalAdmin() {
  await t.db.insert(usuarios).values({
    nombre: 'Ana',
    apellidos: 'Salas',
    email: 'ana@huella.pe',
    password_hash: await hashPassword(DEMO_PASSWORD),
    role_id: 2,
  });
  return t.login('ana@huella.pe');
}

describe('POST menu/principal', () => {
  it('gives the superadmin every internal screen and the full permission map', async () => {
    const token = await t.login(USERS.superadmin);
    const res = await t.post('/api/menu/principal', { id_usuario: 1 }, token);
    expect(res.status).toBe(200);
    const paths = pathsOf(res.body.success.resultado);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/seleccionarCliente',
        '/usuarios',
        '/roles',
        '/permisos',
        '/modulos',
        '/mttoCliente',
      ]),
    );
    expect(paths).not.toContain('/vehiculos');
    // Three levels: Administración › Accesos › Roles.
    const admin = res.body.success.resultado.find((entry: MenuEntry) => entry.menu === 'Administración');
    expect(admin.menu_submenu[0]).toMatchObject({ menu: 'Accesos', id_menu: admin.id });
    expect(admin.menu_submenu[0].menu_submenu.map((entry: MenuEntry) => entry.path)).toContain('/roles');
    expect(res.body.success.permisos['3']).toEqual([1, 2, 3, 4]);
    expect(res.body.success.permisos['73']).toEqual([1, 2, 3, 4]);
  });

  it('gives the client screens once a client is chosen', async () => {
    const token = await t.login(USERS.superadmin);
    const res = await t.post('/api/menu/principal', { id_cliente1: CLIENTS.sur }, token);
    const paths = pathsOf(res.body.success.resultado);
    expect(paths[0]).toBe('/home');
    expect(paths).toEqual(
      expect.arrayContaining([
        '/vehiculos',
        '/neumaticos',
        '/inspeccion',
        '/reporteconsolidado',
        '/micuenta',
      ]),
    );
    expect(paths).not.toContain('/usuarios');
  });

  it('keeps roles, permissions and modules from the administrator (role 2)', async () => {
    const token = await addInternalAdmin();
    const res = await t.post('/api/menu/principal', {}, token);
    const paths = pathsOf(res.body.success.resultado);
    expect(paths).toEqual(expect.arrayContaining(['/usuarios', '/mttoCliente', '/gestionCliente']));
    expect(paths).not.toEqual(expect.arrayContaining(['/roles']));
    expect(res.body.success.permisos['3']).toBeUndefined();
    expect(res.body.success.permisos['4']).toBeUndefined();
    expect(res.body.success.permisos['30']).toBeUndefined();
  });

  it('gives the technician client selection, incidents and the internal reports, then fleet work without deletes', async () => {
    const token = await t.login(USERS.technician);
    const internal = await t.post('/api/menu/principal', {}, token);
    expect(pathsOf(internal.body.success.resultado)).toEqual([
      '/seleccionarCliente',
      '/incidencias',
      '/reportesesionusuarios',
      '/reporteaccionusuarios',
      '/reporteinformetecnicos',
      '/marketing',
      '/reportemarketingreencauchados',
      '/reportemarketingmedidas',
      '/reportemarketingdiseniosxempresa',
      '/reportemarketingmedidasxsector',
      '/reportemarketingrendimientoneumaticos',
    ]);
    expect(internal.body.success.permisos['98']).toEqual([1, 3]);
    const inClient = await t.post('/api/menu/principal', { id_cliente1: CLIENTS.andinos }, token);
    expect(pathsOf(inClient.body.success.resultado)).toEqual(
      expect.arrayContaining(['/vehiculos', '/administracionreportes']),
    );
    expect(inClient.body.success.permisos['73']).toEqual([1, 2, 3]);
    expect(inClient.body.success.permisos['24']).toEqual([1, 2]);
    expect(inClient.body.success.permisos['21']).toEqual([1]);
  });

  it('gives the client administrator every client screen with every action', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const res = await t.post('/api/menu/principal', { id_cliente1: CLIENTS.andinos }, token);
    expect(pathsOf(res.body.success.resultado)).toEqual(
      expect.arrayContaining(['/criterioaceptacion', '/importarneumatico', '/micuenta']),
    );
    expect(res.body.success.permisos['21']).toEqual([1, 2, 3, 4]);
    expect(res.body.success.permisos['1']).toBeUndefined();
  });

  it('lets the operator see and record but not delete or administer', async () => {
    const token = await t.login(USERS.andinosOperator);
    const res = await t.post('/api/menu/principal', { id_cliente1: CLIENTS.andinos }, token);
    const paths = pathsOf(res.body.success.resultado);
    expect(paths).toEqual(
      expect.arrayContaining(['/home', '/vehiculos', '/inspeccion', '/reporteconsolidado']),
    );
    expect(paths).not.toContain('/criterioaceptacion');
    expect(paths).not.toContain('/micuenta');
    expect(res.body.success.resultado.map((entry: MenuEntry) => entry.menu)).not.toContain('Configuración');
    expect(res.body.success.permisos['73']).toEqual([1, 2, 3]);
    expect(res.body.success.permisos['80']).toEqual([1]);
  });

  it('refuses a client the user may not use', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const res = await t.post('/api/menu/principal', { id_cliente1: CLIENTS.sur }, token);
    expect(res).toEqual({ status: 403, body: { error: 'No tiene acceso a este cliente' } });
    expect((await t.post('/api/menu/principal', { id_cliente1: 9999 }, token)).status).toBe(403);
  });

  it('validates the client id', async () => {
    const token = await t.login(USERS.superadmin);
    const res = await t.post('/api/menu/principal', { id_cliente1: 'abc' }, token);
    expect(res.status).toBe(422);
    expect(res.body.errors.id_cliente1).toBeDefined();
  });
});

describe('GET cliente (client selection)', () => {
  beforeEach(async () => {
    await t.db
      .insert(clientes)
      .values({ razon_social: 'Empresa Inactiva S.A.', ruc: '20100000001', estado: false });
  });

  it('lists active clients, and inactive ones only for the superadmin', async () => {
    const token = await t.login(USERS.superadmin);
    const active = await t.get('/api/cliente', token);
    expect(active.body.success.resultado.map((row: { name: string }) => row.name)).toEqual([
      'Minera Cordillera del Sur S.A.',
      'Transportes Andinos S.A.C.',
    ]);
    expect(active.body.success.resultado[0]).toEqual({
      id: CLIENTS.sur,
      name: 'Minera Cordillera del Sur S.A.',
      ruc: '20601234567',
      imagen: null,
      estado: 'Activo',
    });
    const inactive = await t.get('/api/cliente?estado=Inactivo', token);
    expect(inactive.body.success.resultado).toEqual([
      expect.objectContaining({ name: 'Empresa Inactiva S.A.', estado: 'Inactivo' }),
    ]);
  });

  it('answers the logo as its public address', async () => {
    const name = `${'c'.repeat(32)}.png`;
    await t.db
      .update(clientes)
      .set({ ruta_logo: `logos/${name}` })
      .where(eq(clientes.id, CLIENTS.andinos));
    const res = await t.get('/api/cliente', await t.login(USERS.superadmin));
    const andinos = res.body.success.resultado.find((row: { id: number }) => row.id === CLIENTS.andinos);
    expect(andinos.imagen).toBe(`/api/logos/${name}`);
  });

  it('ignores the status filter for everyone else', async () => {
    const token = await addInternalAdmin();
    const res = await t.get('/api/cliente?estado=Inactivo', token);
    expect(res.body.success.resultado).toHaveLength(2);
    expect(res.body.success.resultado.every((row: { estado: string }) => row.estado === 'Activo')).toBe(true);
  });

  it('shows the technician only the clients assigned to them', async () => {
    await t.db.execute(
      sql`delete from usuario_clientes where id_cliente = ${CLIENTS.sur} and id_usuario = (select id from usuarios where email = ${USERS.technician})`,
    );
    const token = await t.login(USERS.technician);
    const res = await t.get('/api/cliente', token);
    expect(res.body.success.resultado.map((row: { id: number }) => row.id)).toEqual([CLIENTS.andinos]);
  });

  it('treats a role created later as internal, reaching only the clients assigned to it', async () => {
    await t.db.execute(
      sql`insert into roles (id, name, description) values (6, 'Supervisor', 'Rol creado después')`,
    );
    await t.db.execute(sql`insert into permisos (id_rol, id_menu, id_accion) values (6, 1, 1)`);
    const [user] = await t.db
      .insert(usuarios)
      .values({
        nombre: 'Eva',
        apellidos: 'Ríos',
        email: 'eva@huella.pe',
        password_hash: await hashPassword(DEMO_PASSWORD),
        role_id: 6,
      })
      .returning();
    await t.db.execute(
      sql`insert into usuario_clientes (id_usuario, id_cliente) values (${user?.id}, ${CLIENTS.sur})`,
    );
    const login = await t.post('/api/login/authenticateSimplified', {
      email: 'eva@huella.pe',
      password: DEMO_PASSWORD,
    });
    expect(login.body.id_cliente).toBeNull();
    const res = await t.get('/api/cliente', login.body.token);
    expect(res.body.success.resultado.map((row: { id: number }) => row.id)).toEqual([CLIENTS.sur]);
  });

  it('is refused to members, who hold no permission for client selection', async () => {
    const token = await t.login(USERS.andinosAdmin);
    expect(await t.get('/api/cliente', token)).toEqual({
      status: 403,
      body: { error: 'No tiene permiso para realizar esta acción' },
    });
  });

  it('validates the status filter', async () => {
    const token = await t.login(USERS.superadmin);
    expect((await t.get('/api/cliente?estado=Otro', token)).status).toBe(422);
  });
});

describe('POST accesoscliente/store', () => {
  it('records the access and answers the client name', async () => {
    const token = await t.login(USERS.technician);
    const res = await t.post('/api/accesoscliente/store', { id_cliente: CLIENTS.sur, id_usuario: 2 }, token);
    expect(res.status).toBe(200);
    expect(res.body.razon_social).toBe('Minera Cordillera del Sur S.A.');
    const rows = await t.db.select().from(accesosCliente);
    expect(rows).toEqual([expect.objectContaining({ id_cliente: CLIENTS.sur, segundos: 0 })]);
  });

  it("refuses another client's id and writes nothing", async () => {
    const token = await t.login(USERS.andinosOperator);
    const res = await t.post('/api/accesoscliente/store', { id_cliente: CLIENTS.sur }, token);
    expect(res).toEqual({ status: 403, body: { error: 'No tiene acceso a este cliente' } });
    expect(await t.db.select().from(accesosCliente)).toHaveLength(0);
  });

  it('refuses an inactive client to all but the superadmin', async () => {
    await t.db.update(clientes).set({ estado: false }).where(eq(clientes.id, CLIENTS.sur));
    const technician = await t.login(USERS.technician);
    expect((await t.post('/api/accesoscliente/store', { id_cliente: CLIENTS.sur }, technician)).status).toBe(
      403,
    );
    const superadmin = await t.login(USERS.superadmin);
    expect((await t.post('/api/accesoscliente/store', { id_cliente: CLIENTS.sur }, superadmin)).status).toBe(
      200,
    );
  });

  it('validates the client id', async () => {
    const token = await t.login(USERS.superadmin);
    const res = await t.post('/api/accesoscliente/store', {}, token);
    expect(res.status).toBe(422);
    expect(res.body.errors.id_cliente).toBeDefined();
  });
});

describe('POST accesosmenu/guardar', () => {
  it('records the three menu levels', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const res = await t.post(
      '/api/accesosmenu/guardar',
      { id_cliente: CLIENTS.andinos, id_menu: 106, id_submenu: 111, id_submenu_pagina: 81 },
      token,
    );
    expect(res).toEqual({ status: 200, body: { ok: true } });
    expect(await t.db.select().from(accesosMenu)).toEqual([
      expect.objectContaining({
        id_cliente: CLIENTS.andinos,
        id_menu: 106,
        id_submenu: 111,
        id_submenu_pagina: 81,
      }),
    ]);
  });

  it('answers 404 for a menu that does not exist', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const res = await t.post(
      '/api/accesosmenu/guardar',
      { id_cliente: CLIENTS.andinos, id_menu: 4242 },
      token,
    );
    expect(res.status).toBe(404);
    expect(await t.db.select().from(accesosMenu)).toHaveLength(0);
  });

  it("refuses another client's id and writes nothing", async () => {
    const token = await t.login(USERS.andinosAdmin);
    const res = await t.post('/api/accesosmenu/guardar', { id_cliente: CLIENTS.sur, id_menu: 19 }, token);
    expect(res.status).toBe(403);
    expect(await t.db.select().from(accesosMenu)).toHaveLength(0);
  });

  it('validates the ids', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const res = await t.post('/api/accesosmenu/guardar', { id_cliente: CLIENTS.andinos, id_menu: -1 }, token);
    expect(res.status).toBe(422);
    expect(res.body.errors.id_menu).toBeDefined();
  });
});

describe('heartbeats', () => {
  it('add at most 10 s per beat to the user time and never count as activity', async () => {
    const token = await t.login(USERS.andinosAdmin);
    expect((await t.post('/api/usuarios/timeuser', { id_usuario: 3, time: 10 }, token)).status).toBe(200);
    await t.db.update(tiemposUsuario).set({ ultima_actividad: sql`now() - interval '1 hour'` });
    await t.db.update(sesiones).set({ last_activity_at: sql`now() - interval '5 minutes'` });
    expect((await t.post('/api/usuarios/timeuser', { time: 100_000 }, token)).status).toBe(422);
    expect((await t.post('/api/usuarios/timeuser', { time: 10 }, token)).status).toBe(200);
    const [time] = await t.db.select().from(tiemposUsuario);
    expect(time?.segundos).toBe(10);
    const [session] = await t.db
      .select({ idle: sql<number>`extract(epoch from now() - ${sesiones.last_activity_at})::int` })
      .from(sesiones);
    expect(session?.idle).toBeGreaterThanOrEqual(299);
  });

  it('a heartbeat does not keep an idle session alive', async () => {
    const token = await t.login(USERS.andinosAdmin);
    await t.db.update(sesiones).set({ last_activity_at: sql`now() - interval '31 minutes'` });
    expect((await t.post('/api/usuarios/timeuser', {}, token)).status).toBe(401);
  });

  it('adds presence to the latest visit of the client', async () => {
    const token = await t.login(USERS.technician);
    await t.post('/api/accesoscliente/store', { id_cliente: CLIENTS.andinos }, token);
    await t.db.update(accesosCliente).set({ ultima_actividad: sql`now() - interval '7 seconds'` });
    expect(
      (await t.post('/api/accesoscliente/update', { id_cliente: CLIENTS.andinos, time: 10 }, token)).status,
    ).toBe(200);
    const [visit] = await t.db.select().from(accesosCliente);
    expect(visit?.segundos).toBe(7);
  });

  it("refuses another client's heartbeat and writes nothing", async () => {
    const token = await t.login(USERS.surOperator);
    const res = await t.post('/api/accesoscliente/update', { id_cliente: CLIENTS.andinos }, token);
    expect(res.status).toBe(403);
    expect(
      await t.db
        .select()
        .from(accesosCliente)
        .where(and(eq(accesosCliente.id_cliente, CLIENTS.andinos))),
    ).toHaveLength(0);
  });

  it('validates the client id', async () => {
    const token = await t.login(USERS.surOperator);
    expect((await t.post('/api/accesoscliente/update', { id_cliente: 'x' }, token)).status).toBe(422);
  });
});

describe('GET sesion', () => {
  it('answers the user and the chosen client', async () => {
    const token = await t.login(USERS.surAdmin);
    const res = await t.get(`/api/sesion?id_cliente=${CLIENTS.sur}`, token);
    expect(res.body).toEqual({
      usuario: {
        id: expect.any(Number),
        nombres: 'Lucía',
        apellidos: 'Mendoza Vargas',
        email: USERS.surAdmin,
        role: 4,
      },
      cliente: { id: CLIENTS.sur, razon_social: 'Minera Cordillera del Sur S.A.', ruta_logo: null },
    });
    expect((await t.get('/api/sesion', token)).body.cliente).toBeNull();
  });

  it("refuses another client's id", async () => {
    const token = await t.login(USERS.surAdmin);
    expect((await t.get(`/api/sesion?id_cliente=${CLIENTS.andinos}`, token)).status).toBe(403);
  });

  it('validates the client id', async () => {
    const token = await t.login(USERS.surAdmin);
    expect((await t.get('/api/sesion?id_cliente=0', token)).status).toBe(422);
  });
});

describe('every signed-in route', () => {
  const routes: Array<[string, string, unknown]> = [
    ['POST', '/api/logout', undefined],
    ['POST', '/api/menu/principal', {}],
    ['GET', '/api/sesion', undefined],
    ['GET', '/api/cliente', undefined],
    ['POST', '/api/accesoscliente/store', { id_cliente: 1 }],
    ['POST', '/api/accesosmenu/guardar', { id_cliente: 1, id_menu: 19 }],
    ['POST', '/api/usuarios/timeuser', {}],
    ['POST', '/api/accesoscliente/update', { id_cliente: 1 }],
  ];

  it.each(routes)('%s %s refuses a missing and a logged-out token', async (method, url, payload) => {
    const none = await t.request({ method: method as 'GET' | 'POST', url, payload: payload as object });
    expect(none).toEqual({ status: 401, body: { error: 'Debe iniciar sesión' } });
    const token = await t.login(USERS.superadmin);
    await t.post('/api/logout', undefined, token);
    const revoked = await t.request({
      method: method as 'GET' | 'POST',
      url,
      payload: payload as object,
      token,
    });
    expect(revoked.status).toBe(401);
  });
});
