import { asc, eq, gt, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLIENTS,
  createTestApp,
  DEMO_PASSWORD,
  multipartPayload,
  PNG_BYTES,
  type TestApp,
  USERS,
} from '../../test/app';
import { buildZip } from '../../test/zip';
import { accionesUsuario, suscripciones, usuarios } from '../db/schema/index';

/**
 * The platform modules write one action per successful change, with who did it, for which client, on which
 * screen and what (spec 3 §2.15, §3 Action record); a refused change writes nothing.
 */
let t: TestApp;
const tokens = {} as Record<keyof typeof USERS, string>;
const ids = {} as Record<keyof typeof USERS, number>;

beforeAll(async () => {
  t = await createTestApp();
  for (const key of Object.keys(USERS) as (keyof typeof USERS)[]) {
    const email = USERS[key];
    tokens[key] = await t.login(email);
    const [row] = await t.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, email));
    ids[key] = row?.id ?? 0;
  }
});
afterAll(() => t.close());

type Response = { status: number; body: any };
type Who = keyof typeof USERS;

async function lastActionId() {
  const [row] = await t.db.select({ id: max(accionesUsuario.id) }).from(accionesUsuario);
  return row?.id ?? 0;
}

const actionsAfter = (id: number) =>
  t.db.select().from(accionesUsuario).where(gt(accionesUsuario.id, id)).orderBy(asc(accionesUsuario.id));

/** Runs a change that must succeed and answers the one action it wrote. */
async function logs(change: () => Promise<Response>) {
  const from = await lastActionId();
  const res = await change();
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const rows = await actionsAfter(from);
  expect(rows).toHaveLength(1);
  const [action] = rows;
  if (!action) throw new Error('no action written');
  return { res, action };
}

/** Runs a change that must be refused with `status` and checks it wrote no action. */
async function logsNothing(status: number, change: () => Promise<Response>) {
  const from = await lastActionId();
  const res = await change();
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(await actionsAfter(from)).toEqual([]);
}

const by = (who: Who, clientId: number | null) => ({
  id_usuario: ids[who],
  email: USERS[who],
  id_cliente: clientId,
});

describe('access control', () => {
  it('logs a new role, and nothing for a duplicate one (409)', async () => {
    const create = () =>
      t.post('/api/roles/store', { name: 'Auditor', description: 'Revisa' }, tokens.superadmin);
    const { action } = await logs(create);
    expect(action).toMatchObject({
      ...by('superadmin', null),
      modulo: 'administracion',
      accion: 'Registrar',
      vista: 'Roles',
      detalle: 'Rol Auditor registrado',
    });
    await logsNothing(409, create);
  });

  it('logs a granted and a withdrawn permission with the screen and action names', async () => {
    const toggle = () =>
      t.post('/api/roles/asignarpermiso', { name: 'Administrador', name_permiso: '3.1' }, tokens.superadmin);
    const on = await logs(toggle);
    expect(on.action).toMatchObject({ ...by('superadmin', null), accion: 'Asignar', vista: 'Permisos' });
    expect(on.action.detalle).toMatch(/^Permiso Roles · .+ asignado al rol Administrador$/);
    const off = await logs(toggle);
    expect(off.action).toMatchObject({ accion: 'Quitar', vista: 'Permisos' });
    expect(off.action.detalle).toMatch(/^Permiso Roles · .+ quitado al rol Administrador$/);
  });
});

describe('clients', () => {
  const storeClient = (token: string, data: unknown, withLogo = true) => {
    const file = withLogo ? { name: 'logo.png', content: PNG_BYTES } : undefined;
    const { payload, headers } = multipartPayload({ data: JSON.stringify(data) }, file);
    return t.request({ method: 'POST', url: '/api/cliente/store', payload, headers, token });
  };
  const client = {
    razon_social: 'Transportes del Norte S.A.C.',
    slug: 'tnorte01',
    ruc: '20456789012',
    id_sectors: 1,
    direccion: 'Av. Panamericana Norte 1200, Trujillo',
    costo: 1,
  };

  it('logs a new client, its deactivation, and nothing for a repeated nickname (409)', async () => {
    const created = await logs(() => storeClient(tokens.superadmin, client));
    expect(created.action).toMatchObject({
      ...by('superadmin', null),
      modulo: 'administracion',
      accion: 'Registrar',
      vista: 'Clientes',
      detalle: `Cliente ${client.razon_social} registrado`,
    });
    const id = created.res.body.success.resultado.id;
    const off = await logs(() =>
      storeClient(tokens.superadmin, { ...client, id, estado: 'Inactivo' }, false),
    );
    expect(off.action).toMatchObject({
      accion: 'Desactivar',
      detalle: `Cliente ${client.razon_social} desactivado`,
    });
    await logsNothing(409, () => storeClient(tokens.superadmin, { ...client, slug: 'tandinos' }));
  });

  it("logs a client's own edit from 'Mi cuenta' under that client", async () => {
    const { action } = await logs(() =>
      storeClient(
        tokens.andinosAdmin,
        {
          id: CLIENTS.andinos,
          razon_social: 'Transportes Andinos S.A.',
          ruc: '20512345678',
          direccion: 'Av. Colonial 100, Lima',
        },
        false,
      ),
    );
    expect(action).toMatchObject({
      ...by('andinosAdmin', CLIENTS.andinos),
      accion: 'Editar',
      vista: 'Mi cuenta',
      detalle: 'Datos del cliente Transportes Andinos S.A. editados',
    });
  });

  it('logs a new sector, and nothing for a duplicate one (409)', async () => {
    const create = () => t.post('/api/sectors/create', { name: 'Pesquero' }, tokens.superadmin);
    const { action } = await logs(create);
    expect(action).toMatchObject({
      ...by('superadmin', null),
      modulo: 'administracion',
      accion: 'Registrar',
      vista: 'Clientes',
      detalle: 'Sector Pesquero registrado',
    });
    await logsNothing(409, create);
  });
});

describe('members', () => {
  const member = {
    id_cliente: CLIENTS.andinos,
    nombre: 'Rosa',
    apellidos: 'Medina Flores',
    email: 'rosa.medina@transportesandinos.pe',
    role_id: 5,
  };

  it('logs a new member under its client, and nothing when the grant is missing (403)', async () => {
    const { res, action } = await logs(() => t.post('/api/userclientes/store', member, tokens.andinosAdmin));
    expect(action).toMatchObject({
      ...by('andinosAdmin', CLIENTS.andinos),
      modulo: 'administracion',
      accion: 'Registrar',
      detalle: `Usuario ${member.email} registrado con el rol ${res.body.miembro.role}`,
    });
    expect(['Usuarios por cliente', 'Mi cuenta']).toContain(action.vista);
    await logsNothing(403, () =>
      t.post('/api/userclientes/store', { ...member, email: 'otro@x.pe' }, tokens.andinosOperator),
    );
  });
});

describe('users', () => {
  it('logs a new internal user with its role and never its password', async () => {
    const data = {
      nombre: 'Lucía',
      apellidos: 'Torres Vega',
      telefono: '987111222',
      email: 'lucia@huella.pe',
      selectedRoles: [3],
      selectedEmpresa: [CLIENTS.andinos],
      pasword: 'secreto1',
    };
    const { payload, headers } = multipartPayload(
      { data: JSON.stringify(data) },
      { name: 'firma.png', content: PNG_BYTES, type: 'image/png' },
    );
    const { action } = await logs(() =>
      t.request({ method: 'POST', url: '/api/usuarios/store', payload, headers, token: tokens.superadmin }),
    );
    expect(action).toMatchObject({ ...by('superadmin', null), accion: 'Registrar', vista: 'Usuarios' });
    expect(action.detalle).toMatch(/^Usuario lucia@huella\.pe registrado con el rol .+$/);
    expect(JSON.stringify(action)).not.toContain(data.pasword);
  });

  it('logs the own profile edit', async () => {
    const { action } = await logs(() =>
      t.post(
        '/api/usuarios/perfil',
        { nombre: 'Óscar', apellidos: 'Quispe', telefono: '999888777' },
        tokens.surOperator,
      ),
    );
    expect(action).toMatchObject({
      ...by('surOperator', null),
      modulo: 'administracion',
      accion: 'Editar',
      vista: 'Mi perfil',
      detalle: `Datos propios de ${USERS.surOperator} editados`,
    });
  });

  it('logs an own password change without the password, and nothing for a wrong current one (422)', async () => {
    const password = 'Nueva-Clave-2026';
    await logsNothing(422, () =>
      t.post('/api/usuarios/cambiarpassword', { password_actual: 'no-es-esta', password }, tokens.surAdmin),
    );
    const { action } = await logs(() =>
      t.post('/api/usuarios/cambiarpassword', { password_actual: DEMO_PASSWORD, password }, tokens.surAdmin),
    );
    expect(action).toMatchObject({
      ...by('surAdmin', null),
      vista: 'Mi perfil',
      detalle: 'Contraseña propia cambiada',
    });
    expect(JSON.stringify(action)).not.toContain(password);
  });
});

describe('subscriptions', () => {
  it('logs a new subscription naming its client', async () => {
    await t.db.delete(suscripciones).where(eq(suscripciones.id_cliente, CLIENTS.sur));
    const suscripcion = { id_cliente: CLIENTS.sur, date_start: '2026-01-01', date_end: '2026-12-31' };
    const { action } = await logs(() =>
      t.post('/api/clientesuscripcion/store', { suscripcion }, tokens.superadmin),
    );
    expect(action).toMatchObject({
      ...by('superadmin', null),
      modulo: 'administracion',
      accion: 'Registrar',
      vista: 'Suscripciones',
    });
    expect(action.detalle).toMatch(/^Suscripción de .+ registrada \(2026-01-01 a 2026-12-31\)$/);
  });
});

describe('plants', () => {
  it('logs a new plant under the verified client, and nothing for a repeated name (409)', async () => {
    const create = () =>
      t.post(
        '/api/plantas/store',
        { id_cliente: CLIENTS.andinos, planta: { nombre: 'Lima Norte', direccion: 'Av. Túpac Amaru 100' } },
        tokens.andinosAdmin,
      );
    const { action } = await logs(create);
    expect(action).toMatchObject({
      ...by('andinosAdmin', CLIENTS.andinos),
      modulo: 'administracion',
      accion: 'Registrar',
      vista: 'Plantas',
      detalle: 'Planta Lima Norte registrada',
    });
    await logsNothing(409, create);
  });
});

describe('applications', () => {
  it('logs a new application in the catalogues', async () => {
    const { action } = await logs(() =>
      t.post(
        '/api/aplicacion/storeaplicacion',
        { id_cliente: CLIENTS.andinos, aplicacion: 'Minería a tajo' },
        tokens.andinosAdmin,
      ),
    );
    expect(action).toMatchObject({
      ...by('andinosAdmin', CLIENTS.andinos),
      modulo: 'catalogos',
      accion: 'Registrar',
      vista: 'Remanente por aplicación',
      detalle: 'Aplicación Minería a tajo registrada',
    });
  });
});

describe('acceptance criteria', () => {
  it('logs a new criterion with its indicator, year and model–size', async () => {
    const anio = new Date().getFullYear() + 1;
    const criterio = {
      costoindicador: 1,
      anio,
      modelomedida: 'GOODYEAR G686 - 11R22.5',
      criterioobjetivo: '0.012',
      criteriodeficiente: '0.018',
      tolerablemaximo: '0.02',
      tolerableminimo: '0.012',
    };
    const { action } = await logs(() =>
      t.post('/api/criterioaceptacion/store', { id_cliente: CLIENTS.andinos, criterio }, tokens.andinosAdmin),
    );
    expect(action).toMatchObject({
      ...by('andinosAdmin', CLIENTS.andinos),
      modulo: 'catalogos',
      accion: 'Registrar',
      vista: 'Criterios de aceptación',
      detalle: `Criterio Costo por kilómetro ${anio} GOODYEAR G686 - 11R22.5 registrado`,
    });
  });
});

describe('exchange rate', () => {
  it('logs a new rate, and nothing for a second one on the same date (409)', async () => {
    const create = () =>
      t.post(
        '/api/tipocambio/store',
        { id_cliente: CLIENTS.andinos, tipocambio: { valor: '3.712', fecha: '2099-01-02' } },
        tokens.andinosAdmin,
      );
    const { action } = await logs(create);
    expect(action).toMatchObject({
      ...by('andinosAdmin', CLIENTS.andinos),
      modulo: 'catalogos',
      accion: 'Registrar',
      vista: 'Tipo de cambio',
      detalle: 'Tipo de cambio 3.712 del 2099-01-02 registrado',
    });
    await logsNothing(409, create);
  });
});

describe('vehicle catalogue', () => {
  it('logs a new vehicle brand, and nothing for a repeated one (409)', async () => {
    const create = () => t.post('/api/vehiculomarca/store', { descripcion: 'Foton' }, tokens.superadmin);
    const { res, action } = await logs(create);
    expect(action).toMatchObject({
      ...by('superadmin', null),
      modulo: 'catalogos',
      accion: 'Registrar',
      vista: 'Configuración vehicular',
      detalle: `Marca de vehículo ${res.body.marca} registrada`,
    });
    await logsNothing(409, create);
  });
});

describe('incidents', () => {
  it('logs a reported incident under its client and support changing its status', async () => {
    const { res, action } = await logs(() =>
      t.post(
        '/api/support/message/email',
        {
          id_cliente: CLIENTS.andinos,
          incidente: { descripcion: 'No carga', image_one: null, image_two: null, aplicativo: 'vue' },
          detalles: [],
        },
        tokens.andinosOperator,
      ),
    );
    const { id, identificador } = res.body.success;
    expect(action).toMatchObject({
      ...by('andinosOperator', CLIENTS.andinos),
      modulo: 'administracion',
      accion: 'Registrar',
      vista: 'Incidencias',
      detalle: `Incidencia ${identificador} registrada`,
    });
    const answered = await logs(() => t.post('/api/incidente/estado', { id, estado: 2 }, tokens.technician));
    expect(answered.action).toMatchObject({
      ...by('technician', null),
      accion: 'Editar',
      vista: 'Incidencias',
      detalle: `Incidencia ${identificador} pasó a En atención`,
    });
  });
});

describe('app versions', () => {
  it('logs a published version', async () => {
    const apk = buildZip([
      { name: 'AndroidManifest.xml', content: Buffer.from('<manifest/>') },
      { name: 'classes.dex', content: Buffer.from('dex\n035') },
    ]);
    const { payload, headers } = multipartPayload({ version: '2.6' }, { name: 'huella.apk', content: apk });
    const { action } = await logs(() =>
      t.request({ method: 'POST', url: '/api/app/version', payload, headers, token: tokens.superadmin }),
    );
    expect(action).toMatchObject({
      ...by('superadmin', null),
      modulo: 'administracion',
      accion: 'Publicar',
      detalle: 'Versión 2.6 de la aplicación móvil publicada',
    });
  });
});
