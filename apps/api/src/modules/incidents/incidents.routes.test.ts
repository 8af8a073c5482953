import fs from 'node:fs';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INCIDENT_MSG } from '@huella/contracts';
import {
  correosSalientes,
  incidenteDetalles,
  incidenteImagenes,
  incidentes,
  neumaticos,
  sesiones,
  usuarioClientes,
  usuarios,
  vehiculos,
} from '../../db/schema/index';
import { INVALID_TYPE, TOO_LARGE } from '../../lib/uploads';
import {
  CLIENTS,
  createTestApp,
  JPEG_BYTES,
  multipartPayload,
  PNG_BYTES,
  type TestApp,
  USERS,
} from '../../../test/app';

let t: TestApp;
let andinos: string;
beforeEach(async () => {
  t = await createTestApp();
  andinos = await t.login(USERS.andinosOperator);
  // The demo's incidents are left out, so counts and lists below are exactly this test's.
  await t.db.delete(incidentes);
});
afterEach(async () => t.close());

const JPEG = JPEG_BYTES;

const upload = (token: string | undefined, content: Buffer = PNG_BYTES, name = 'foto.png') =>
  t.request({
    method: 'POST',
    url: '/api/support/message/image',
    token,
    ...multipartPayload({}, { name, content }),
  });

async function uploaded(token = andinos, content: Buffer = PNG_BYTES): Promise<string> {
  const res = await upload(token, content);
  expect(res.status).toBe(200);
  return res.body.success.nombre as string;
}

async function firstOf(clientId: number) {
  const [vehicle] = await t.db
    .select({ id: vehiculos.id, placa: vehiculos.placa })
    .from(vehiculos)
    .where(eq(vehiculos.id_cliente, clientId))
    .orderBy(asc(vehiculos.id))
    .limit(1);
  const tyres = await t.db
    .select({ id: neumaticos.id, num_serie: neumaticos.num_serie })
    .from(neumaticos)
    .where(eq(neumaticos.id_cliente, clientId))
    .orderBy(asc(neumaticos.id))
    .limit(2);
  const [tyre, tyre2] = tyres;
  if (!vehicle || !tyre || !tyre2) throw new Error(`demo data of client ${clientId} lacks vehicles or tyres`);
  return { vehicle, tyre, tyre2 };
}

const report = (body: Record<string, unknown>, token = andinos) =>
  t.post('/api/support/message/email', body, token);

const incidentBody = (overrides: Record<string, unknown> = {}, detalles: unknown[] = []) => ({
  id_cliente: CLIENTS.andinos,
  id_usuario: 0,
  incidente: {
    descripcion: 'El neumático no aparece en la unidad',
    image_one: null,
    image_two: null,
    aplicativo: 'vue',
    ...overrides,
  },
  detalles,
});

/** The single row a query must find. */
function one<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error('expected a row');
  return row;
}

const countIncidents = async () => (await t.db.select({ id: incidentes.id }).from(incidentes)).length;

describe('POST support/message/image', () => {
  it('stores a png or jpeg under a generated name for a client user', async () => {
    const png = await upload(andinos);
    expect(png.status).toBe(200);
    expect(png.body.success.nombre).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(png.body.success.url).toBe(`/api/archivos/incidencias/${png.body.success.nombre}`);
    expect(fs.existsSync(path.join(t.app.uploadsDir, 'incidencias', png.body.success.nombre))).toBe(true);
    const jpeg = await upload(andinos, JPEG, 'foto.PNG');
    expect(jpeg.body.success.nombre).toMatch(/\.jpg$/);
  });

  it('decides the type by content, not by name', async () => {
    const res = await upload(andinos, Buffer.from('MZ not an image at all'), 'foto.png');
    expect(res.status).toBe(415);
    expect(res.body.error).toBe(INVALID_TYPE);
    expect(await t.db.select().from(incidenteImagenes)).toHaveLength(0);
  });

  it('refuses files over 10 MB', async () => {
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await upload(andinos, big);
    expect(res.status).toBe(413);
    expect(res.body.error).toBe(TOO_LARGE);
  });

  it('is for client users only', async () => {
    expect((await upload(await t.login(USERS.superadmin))).status).toBe(403);
    expect((await upload(undefined)).status).toBe(401);
  });
});

describe('POST support/message/email', () => {
  it('stores the incident with its image and pairs and e-mails support', async () => {
    const { vehicle, tyre, tyre2 } = await firstOf(CLIENTS.andinos);
    const image = await uploaded();
    const res = await report(
      incidentBody({ image_one: image, descripcion: 'x'.repeat(1000) }, [
        {
          id_vehiculo: vehicle.id,
          id_neumatico: tyre.id,
          placa_vehiculo: 'falsa',
          serie_neumatico: 'falsa',
        },
        { id_vehiculo: vehicle.id, id_neumatico: tyre2.id },
      ]),
    );
    expect(res.status).toBe(200);
    expect(res.body.success.message).toBe(INCIDENT_MSG.enviada);
    expect(res.body.success.identificador).toBe(`INC-${String(res.body.success.id).padStart(6, '0')}`);

    const row = one(await t.db.select().from(incidentes).where(eq(incidentes.id, res.body.success.id)));
    const operator = one(await t.db.select().from(usuarios).where(eq(usuarios.email, USERS.andinosOperator)));
    expect(row).toMatchObject({
      id_cliente: CLIENTS.andinos,
      id_usuario: operator.id,
      image_one: `incidencias/${image}`,
      image_two: null,
      aplicativo: 'vue',
    });
    const pairs = await t.db
      .select({ placa: incidenteDetalles.placa, serie: incidenteDetalles.serie })
      .from(incidenteDetalles)
      .where(eq(incidenteDetalles.id_incidente, row.id))
      .orderBy(asc(incidenteDetalles.id));
    // The server's own plate and serial, not what the browser sent.
    expect(pairs).toEqual([
      { placa: vehicle.placa, serie: tyre.num_serie },
      { placa: vehicle.placa, serie: tyre2.num_serie },
    ]);
    expect(await t.db.select().from(incidenteImagenes)).toHaveLength(0);

    const [mail] = await t.db
      .select()
      .from(correosSalientes)
      .where(eq(correosSalientes.para, 'soporte@huella.local'));
    expect(mail?.asunto).toContain(row.identificador);
    expect(mail?.texto).toContain(vehicle.placa);
    expect(mail?.texto).toContain(USERS.andinosOperator);
  });

  it('needs only the description', async () => {
    const res = await report(incidentBody());
    expect(res.status).toBe(200);
    expect(await countIncidents()).toBe(1);
  });

  it.each([
    ['', INCIDENT_MSG.descripcionRequerida],
    ['   ', INCIDENT_MSG.descripcionRequerida],
    ['x'.repeat(1001), INCIDENT_MSG.descripcionLarga],
  ])('checks the description %#', async (descripcion, message) => {
    const res = await report(incidentBody({ descripcion }));
    expect(res.status).toBe(422);
    expect(res.body.error).toBe(message);
    expect(await countIncidents()).toBe(0);
  });

  it('refuses incomplete and repeated pairs with the dialog warnings', async () => {
    const { vehicle, tyre: first } = await firstOf(CLIENTS.andinos);
    const tyre = first.id;
    const cases: [unknown[], string][] = [
      [[{ id_neumatico: tyre }], INCIDENT_MSG.placaRequerida],
      [[{ id_vehiculo: vehicle.id }], INCIDENT_MSG.serieRequerida],
      [
        [
          { id_vehiculo: vehicle.id, id_neumatico: tyre },
          { id_vehiculo: vehicle.id, id_neumatico: tyre },
        ],
        INCIDENT_MSG.neumaticoDuplicado,
      ],
    ];
    for (const [detalles, message] of cases) {
      const res = await report(incidentBody({}, detalles));
      expect(res.status).toBe(422);
      expect(res.body.error).toBe(message);
    }
    expect(await countIncidents()).toBe(0);
  });

  it("answers 404 for another client's vehicle or tyre and stores nothing", async () => {
    const own = await firstOf(CLIENTS.andinos);
    const other = await firstOf(CLIENTS.sur);
    const image = await uploaded();
    for (const pair of [
      { id_vehiculo: other.vehicle.id, id_neumatico: own.tyre.id },
      { id_vehiculo: own.vehicle.id, id_neumatico: other.tyre.id },
    ]) {
      const res = await report(incidentBody({ image_one: image }, [pair]));
      expect(res.status).toBe(404);
    }
    expect(await countIncidents()).toBe(0);
    // The upload was not consumed: the rolled-back report can be sent again with it.
    expect(await t.db.select().from(incidenteImagenes)).toHaveLength(1);
    expect(await t.db.select().from(correosSalientes)).toHaveLength(0);
  });

  it("refuses an image that is not this user's pending upload", async () => {
    const otherUser = await t.login(USERS.andinosAdmin);
    const theirs = await uploaded(otherUser);
    const res = await report(incidentBody({ image_one: theirs }));
    expect(res.status).toBe(422);
    expect(res.body.error).toBe(INCIDENT_MSG.imagenInvalida);
    const mine = await uploaded();
    expect((await report(incidentBody({ image_one: mine, image_two: mine }))).status).toBe(422);
    expect((await report(incidentBody({ image_one: '../../etc/passwd' }))).status).toBe(422);
    expect((await report(incidentBody({ image_one: mine }))).status).toBe(200);
    // Attaching consumed it.
    expect((await report(incidentBody({ image_one: mine }))).status).toBe(422);
    expect(await countIncidents()).toBe(1);
  });

  it('refuses another client, internal users and no session', async () => {
    expect((await report({ ...incidentBody(), id_cliente: CLIENTS.sur })).status).toBe(403);
    expect((await report(incidentBody(), await t.login(USERS.superadmin))).status).toBe(403);
    expect((await t.post('/api/support/message/email', incidentBody())).status).toBe(401);
    expect(await countIncidents()).toBe(0);
  });
});

describe('incident pickers', () => {
  it("search the current client's vehicles by plate and tyres by serial", async () => {
    const { vehicle, tyre } = await firstOf(CLIENTS.andinos);
    const plates = await t.get(
      `/api/incidente/vehiculos?id_cliente=${CLIENTS.andinos}&search=${encodeURIComponent(vehicle.placa.slice(0, 3))}`,
      andinos,
    );
    expect(plates.status).toBe(200);
    expect(plates.body.data).toContainEqual({ id: vehicle.id, placa: vehicle.placa });
    const serials = await t.get(
      `/api/incidente/neumaticos?id_cliente=${CLIENTS.andinos}&search=${encodeURIComponent(tyre.num_serie)}`,
      andinos,
    );
    expect(serials.body.data).toContainEqual({ id: tyre.id, num_serie: tyre.num_serie });
    const other = await firstOf(CLIENTS.sur);
    const all = await t.get(`/api/incidente/vehiculos?id_cliente=${CLIENTS.andinos}`, andinos);
    expect(all.body.data.map((item: { id: number }) => item.id)).not.toContain(other.vehicle.id);
    expect((await t.get(`/api/incidente/vehiculos?id_cliente=${CLIENTS.sur}`, andinos)).status).toBe(403);
  });
});

describe('incidente/index and incidente/show', () => {
  async function reportAs(token: string, clientId: number, descripcion: string, image?: string) {
    const res = await report(
      { ...incidentBody({ descripcion, image_one: image ?? null }), id_cliente: clientId },
      token,
    );
    expect(res.status).toBe(200);
    return res.body.success.id as number;
  }

  it('lists newest first with the unread count, and opening one marks it read', async () => {
    const { vehicle, tyre } = await firstOf(CLIENTS.andinos);
    const image = await uploaded();
    const first = (
      await report(
        incidentBody({ descripcion: 'Primera', image_one: image }, [
          { id_vehiculo: vehicle.id, id_neumatico: tyre.id },
        ]),
      )
    ).body.success.id as number;
    const second = await reportAs(await t.login(USERS.surOperator), CLIENTS.sur, 'Segunda');

    const admin = await t.login(USERS.superadmin);
    const list = await t.get('/api/incidente/index', admin);
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(2);
    expect(list.body.no_leidos).toBe(2);
    expect(list.body.data.map((item: { id: number }) => item.id)).toEqual([second, first]);
    expect(list.body.data[1]).toMatchObject({
      razon_social: expect.any(String),
      descripcion: 'Primera',
      leido: false,
      fecha: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
    });

    const shown = await t.get(`/api/incidente/show/${first}`, admin);
    expect(shown.status).toBe(200);
    expect(shown.body.success).toMatchObject({
      id: first,
      descripcion: 'Primera',
      aplicativo: 'vue',
      usuario: { email: USERS.andinosOperator },
      images: [`/api/archivos/incidencias/${image}`],
      detalles: [
        {
          id_vehiculo: vehicle.id,
          id_neumatico: tyre.id,
          vehiculo: vehicle.placa,
          neumatico: tyre.num_serie,
        },
      ],
    });
    const after = await t.get('/api/incidente/index', admin);
    expect(after.body.no_leidos).toBe(1);
    expect(after.body.data[1].leido).toBe(true);
    // Read state is per user: another support user still has both unread.
    expect((await t.get('/api/incidente/index', await t.login(USERS.technician))).body.no_leidos).toBe(2);
  });

  it('shows a technician only the incidents of the clients assigned to them', async () => {
    await reportAs(andinos, CLIENTS.andinos, 'De Andinos');
    const sur = await reportAs(await t.login(USERS.surOperator), CLIENTS.sur, 'De Sur');
    const tech = one(await t.db.select().from(usuarios).where(eq(usuarios.email, USERS.technician)));
    await t.db
      .delete(usuarioClientes)
      .where(and(eq(usuarioClientes.id_usuario, tech.id), eq(usuarioClientes.id_cliente, CLIENTS.sur)));
    const token = await t.login(USERS.technician);
    const list = await t.get('/api/incidente/index', token);
    expect(list.body.data.map((item: { descripcion: string }) => item.descripcion)).toEqual(['De Andinos']);
    expect(list.body.no_leidos).toBe(1);
    expect((await t.get(`/api/incidente/show/${sur}`, token)).status).toBe(404);
  });

  it("the badge's poll does not count as activity", async () => {
    const admin = await t.login(USERS.superadmin);
    await t.db.update(sesiones).set({ last_activity_at: sql`now() - interval '5 minutes'` });
    expect((await t.get('/api/incidente/index', admin)).status).toBe(200);
    const [session] = await t.db
      .select({ idle: sql<number>`extract(epoch from now() - ${sesiones.last_activity_at})::int` })
      .from(sesiones);
    expect(session?.idle).toBeGreaterThanOrEqual(299);
  });

  it('is for internal users only', async () => {
    const id = await reportAs(andinos, CLIENTS.andinos, 'Algo');
    expect((await t.get('/api/incidente/index', andinos)).status).toBe(403);
    expect((await t.get(`/api/incidente/show/${id}`, andinos)).status).toBe(403);
    expect((await t.get('/api/incidente/index')).status).toBe(401);
    expect((await t.get('/api/incidente/show/999999', await t.login(USERS.superadmin))).status).toBe(404);
  });
});
