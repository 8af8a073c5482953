import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INCIDENT_ANSWER_MSG } from '@huella/contracts';
import {
  correosSalientes,
  incidenteRespuestas,
  incidentes,
  usuarioClientes,
  usuarios,
} from '../../db/schema/index';
import { CLIENTS, createTestApp, type TestApp, USERS } from '../../../test/app';

let t: TestApp;
let operator: string;
let support: string;
beforeEach(async () => {
  t = await createTestApp();
  // The demo's incidents are left out, so counts and lists below are exactly this test's.
  await t.db.delete(incidentes);
  operator = await t.login(USERS.andinosOperator);
  support = await t.login(USERS.technician);
});
afterEach(async () => t.close());

async function reported(token = operator, clientId: number = CLIENTS.andinos, descripcion = 'No carga') {
  const res = await t.post(
    '/api/support/message/email',
    {
      id_cliente: clientId,
      incidente: { descripcion, image_one: null, image_two: null, aplicativo: 'vue' },
      detalles: [],
    },
    token,
  );
  expect(res.status).toBe(200);
  return res.body.success.id as number;
}

const stateOf = async (id: number) =>
  (await t.db.select({ estado: incidentes.estado }).from(incidentes).where(eq(incidentes.id, id)))[0]?.estado;
const replyCount = async () => (await t.db.select().from(incidenteRespuestas)).length;

describe('POST incidente/estado', () => {
  it('moves an incident to en atención and back to abierta', async () => {
    const id = await reported();
    const res = await t.post('/api/incidente/estado', { id, estado: 2 }, support);
    expect(res.status).toBe(200);
    expect(res.body.success).toEqual({ message: INCIDENT_ANSWER_MSG.estadoActualizado, estado: 2 });
    expect(await stateOf(id)).toBe(2);
    const list = await t.get('/api/incidente/index', support);
    expect(list.body.data[0]).toMatchObject({ id, estado: 2 });
    expect((await t.post('/api/incidente/estado', { id, estado: 1 }, support)).status).toBe(200);
    expect(await stateOf(id)).toBe(1);
  });

  it('refuses an unknown status with its message', async () => {
    const id = await reported();
    for (const estado of [0, 4, 'resuelta', null]) {
      const res = await t.post('/api/incidente/estado', { id, estado }, support);
      expect(res.status).toBe(422);
      expect(res.body.errors.estado).toEqual([INCIDENT_ANSWER_MSG.estadoRequerido]);
    }
    expect(await stateOf(id)).toBe(1);
  });

  it('is 403 for a client member and 404 for an incident of a client the user does not reach', async () => {
    const id = await reported();
    expect((await t.post('/api/incidente/estado', { id, estado: 3 }, operator)).status).toBe(403);
    const sur = await reported(await t.login(USERS.surOperator), CLIENTS.sur);
    const tech = (await t.db.select().from(usuarios).where(eq(usuarios.email, USERS.technician)))[0];
    if (!tech) throw new Error('demo technician missing');
    await t.db
      .delete(usuarioClientes)
      .where(and(eq(usuarioClientes.id_usuario, tech.id), eq(usuarioClientes.id_cliente, CLIENTS.sur)));
    expect((await t.post('/api/incidente/estado', { id: sur, estado: 3 }, support)).status).toBe(404);
    expect((await t.post('/api/incidente/estado', { id: 999_999, estado: 3 }, support)).status).toBe(404);
    expect(await stateOf(sur)).toBe(1);
    expect(await stateOf(id)).toBe(1);
  });
});

describe('POST incidente/responder', () => {
  it('stores the reply and the status, mails the reporter, and shows it in the detail', async () => {
    const id = await reported();
    const res = await t.post(
      '/api/incidente/responder',
      { id, mensaje: '  Ya lo revisamos: vuelva a iniciar sesión.  ', estado: 3 },
      support,
    );
    expect(res.status).toBe(200);
    expect(res.body.success).toEqual({ message: INCIDENT_ANSWER_MSG.respuestaEnviada, estado: 3 });
    expect(await stateOf(id)).toBe(3);

    const [mail] = await t.db
      .select()
      .from(correosSalientes)
      .where(eq(correosSalientes.para, USERS.andinosOperator));
    expect(mail?.asunto).toContain('INC-');
    expect(mail?.texto).toContain('Ya lo revisamos: vuelva a iniciar sesión.');
    expect(mail?.texto).toContain('Resuelta');

    const shown = await t.get(`/api/incidente/show/${id}`, support);
    expect(shown.body.success.estado).toBe(3);
    expect(shown.body.success.respuestas).toEqual([
      {
        id: expect.any(Number),
        mensaje: 'Ya lo revisamos: vuelva a iniciar sesión.',
        autor: expect.any(String),
        fecha: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
        leido: false,
      },
    ]);
  });

  it('checks the reply and the status with their messages, storing nothing', async () => {
    const id = await reported();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ mensaje: '   ', estado: 2 }, 'mensaje', INCIDENT_ANSWER_MSG.mensajeRequerido],
      [{ estado: 2 }, 'mensaje', INCIDENT_ANSWER_MSG.mensajeRequerido],
      [{ mensaje: 'x'.repeat(2001), estado: 2 }, 'mensaje', INCIDENT_ANSWER_MSG.mensajeLargo],
      [{ mensaje: 'Hola', estado: 9 }, 'estado', INCIDENT_ANSWER_MSG.estadoRequerido],
    ];
    for (const [body, field, message] of cases) {
      const res = await t.post('/api/incidente/responder', { id, ...body }, support);
      expect(res.status).toBe(422);
      expect(res.body.errors[field]).toEqual([message]);
    }
    expect(await replyCount()).toBe(0);
    expect(await stateOf(id)).toBe(1);
  });

  it('is 403 for a client member and 404 for an unreachable incident, storing nothing', async () => {
    const id = await reported();
    const body = { id, mensaje: 'Hola', estado: 2 };
    expect((await t.post('/api/incidente/responder', body, operator)).status).toBe(403);
    expect((await t.post('/api/incidente/responder', { ...body, id: 999_999 }, support)).status).toBe(404);
    expect(await replyCount()).toBe(0);
    expect(
      await t.db.select().from(correosSalientes).where(eq(correosSalientes.para, USERS.andinosOperator)),
    ).toHaveLength(0);
  });
});

describe('the reporter reads the replies (incidente/mias)', () => {
  it('lists own incidents with status and replies, counts the unread, and marks them read', async () => {
    const first = await reported(operator, CLIENTS.andinos, 'Primera');
    const second = await reported(operator, CLIENTS.andinos, 'Segunda');
    // Another reporter's incident of the same client is not theirs.
    await reported(await t.login(USERS.andinosAdmin), CLIENTS.andinos, 'Del administrador');
    await t.post('/api/incidente/responder', { id: first, mensaje: 'Revisando', estado: 2 }, support);
    await t.post('/api/incidente/responder', { id: first, mensaje: 'Listo', estado: 3 }, support);

    const mine = await t.get('/api/incidente/mias', operator);
    expect(mine.status).toBe(200);
    expect(mine.body.no_leidas).toBe(2);
    expect(mine.body.data.map((item: { id: number }) => item.id)).toEqual([second, first]);
    expect(mine.body.data[0]).toMatchObject({ descripcion: 'Segunda', estado: 1, respuestas: [] });
    expect(mine.body.data[1]).toMatchObject({ descripcion: 'Primera', estado: 3 });
    expect(mine.body.data[1].respuestas.map((reply: { mensaje: string }) => reply.mensaje)).toEqual([
      'Revisando',
      'Listo',
    ]);

    const read = await t.post('/api/incidente/mias/leidas', {}, operator);
    expect(read.status).toBe(200);
    expect(read.body.success.leidas).toBe(2);
    expect((await t.get('/api/incidente/mias', operator)).body.no_leidas).toBe(0);
    // Support sees that the reporter read it.
    const shown = await t.get(`/api/incidente/show/${first}`, support);
    expect(shown.body.success.respuestas.every((reply: { leido: boolean }) => reply.leido)).toBe(true);
  });

  it('is for client members only', async () => {
    expect((await t.get('/api/incidente/mias', support)).status).toBe(403);
    expect((await t.post('/api/incidente/mias/leidas', {}, support)).status).toBe(403);
    expect((await t.get('/api/incidente/mias', undefined)).status).toBe(401);
  });
});
