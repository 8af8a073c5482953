import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APPLICATION_MSG, MSG } from '@huella/contracts';
import { aplicaciones, remanentesAplicacion } from '../../db/schema/index';
import { CLIENTS, createTestApp, type TestApp, USERS } from '../../../test/app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => t.close());

const thresholds = {
  ini_reencauche: '3',
  reencauche: '4.5',
  ini_prox_reencauche: '5.5',
  prox_reencauche: '8',
  desg_irregular_1: '2',
  desg_irregular_2: '-2',
};
const store = (token: string, remanente: Record<string, unknown>, id_cliente: number = CLIENTS.andinos) =>
  t.post('/api/aplicacion/store', { id_cliente, remanente }, token);

async function applicationOf(clientId: number, withThresholds: boolean) {
  const rows = await t.db
    .select({ id: aplicaciones.id, rem: remanentesAplicacion.id })
    .from(aplicaciones)
    .leftJoin(remanentesAplicacion, eq(remanentesAplicacion.id_aplicacion, aplicaciones.id))
    .where(eq(aplicaciones.id_cliente, clientId));
  const row = rows.find((r) => (r.rem !== null) === withThresholds);
  if (!row) throw new Error('no demo application');
  return row;
}

describe('GET aplicacion, aplicacioncmb, aplicacion/opciones', () => {
  it('lists every application with its thresholds, 10 a page, by name', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const res = await t.get(`/api/aplicacion?id_cliente=${CLIENTS.andinos}`, token);
    expect(res.status).toBe(200);
    expect(res.body.per_page).toBe(10);
    const names = res.body.data.map((row: { aplicacion_nom: string }) => row.aplicacion_nom);
    expect(names).toEqual(['Carretera', 'Fuera de carretera', 'Mixto', 'Urbano']);
    expect(res.body.data[0]).toMatchObject({ reencauche: 4, ini_prox_reencauche: 5, desg_irregular_2: -2 });
    expect(res.body.data[1]).toMatchObject({ id_remanente: null, reencauche: null });
  });

  it('aplicacioncmb offers only applications with thresholds, to any user of the client', async () => {
    const operator = await t.login(USERS.andinosOperator);
    const res = await t.get(`/api/aplicacioncmb?id_cliente=${CLIENTS.andinos}`, operator);
    expect(res.status).toBe(200);
    expect(res.body.data.map((row: { aplicacion: string }) => row.aplicacion)).toEqual([
      'Carretera',
      'Mixto',
      'Urbano',
    ]);
    const all = await t.get(`/api/aplicacion/opciones?id_cliente=${CLIENTS.andinos}`, operator);
    expect(all.status).toBe(403);
    const admin = await t.login(USERS.andinosAdmin);
    const options = await t.get(`/api/aplicacion/opciones?id_cliente=${CLIENTS.andinos}`, admin);
    expect(options.body.data).toHaveLength(4);
  });

  it('403 for an operator on the table and for another client', async () => {
    const operator = await t.login(USERS.andinosOperator);
    expect((await t.get(`/api/aplicacion?id_cliente=${CLIENTS.andinos}`, operator)).status).toBe(403);
    const sur = await t.login(USERS.surAdmin);
    expect((await t.get(`/api/aplicacion?id_cliente=${CLIENTS.andinos}`, sur)).status).toBe(403);
  });
});

describe('POST aplicacion/storeaplicacion', () => {
  it('adds an application; the same name in any case is Aplicacion duplicada; another client may reuse it', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const res = await t.post(
      '/api/aplicacion/storeaplicacion',
      { id_cliente: CLIENTS.andinos, aplicacion: '  Cantera  ' },
      token,
    );
    expect(res.status).toBe(200);
    expect(res.body.aplicacion).toMatchObject({ aplicacion: 'Cantera' });
    const dup = await t.post(
      '/api/aplicacion/storeaplicacion',
      { id_cliente: CLIENTS.andinos, aplicacion: 'CARRETERA' },
      token,
    );
    expect(dup.status).toBe(409);
    expect(dup.body.error).toBe(APPLICATION_MSG.duplicada);
    const sur = await t.login(USERS.surAdmin);
    const other = await t.post(
      '/api/aplicacion/storeaplicacion',
      { id_cliente: CLIENTS.sur, aplicacion: 'Cantera' },
      sur,
    );
    expect(other.status).toBe(200);
  });

  it('requires the name and the add grant', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const res = await t.post(
      '/api/aplicacion/storeaplicacion',
      { id_cliente: CLIENTS.andinos, aplicacion: ' ' },
      token,
    );
    expect(res.status).toBe(422);
    expect(res.body.errors.aplicacion).toEqual([APPLICATION_MSG.nombreRequerido]);
    const operator = await t.login(USERS.andinosOperator);
    const refused = await t.post(
      '/api/aplicacion/storeaplicacion',
      { id_cliente: CLIENTS.andinos, aplicacion: 'Nueva' },
      operator,
    );
    expect(refused.status).toBe(403);
  });
});

describe('POST aplicacion/store', () => {
  it('registers the thresholds of an application without them, then edits them', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const app = await applicationOf(CLIENTS.andinos, false);
    const res = await store(token, { aplicacion: app.id, ...thresholds });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: MSG.operacionExitosa,
      remanente: { aplicacion: app.id, reencauche: 4.5, ini_prox_reencauche: 5.5, desg_irregular_2: -2 },
    });
    const id = res.body.remanente.id_remanente as number;
    const edit = await store(token, {
      id_remanente: id,
      aplicacion: app.id,
      ...thresholds,
      prox_reencauche: 9,
    });
    expect(edit.status).toBe(200);
    expect(edit.body.remanente.prox_reencauche).toBe(9);
    const again = await store(token, { aplicacion: app.id, ...thresholds });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(APPLICATION_MSG.yaRegistrado);
  });

  it('gives each rule’s message', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const app = await applicationOf(CLIENTS.andinos, false);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ini_reencauche: '' }, 'ini_reencauche', MSG.campoRequerido],
      [{ desg_irregular_1: '' }, 'desg_irregular_1', MSG.campoRequerido],
      [{ ini_reencauche: '-1' }, 'ini_reencauche', APPLICATION_MSG.negativo],
      [{ reencauche: '3' }, 'reencauche', APPLICATION_MSG.mayorQueInicio],
      [{ ini_prox_reencauche: '4' }, 'ini_prox_reencauche', APPLICATION_MSG.mayorQueReencauche],
      [{ prox_reencauche: '5.5' }, 'prox_reencauche', APPLICATION_MSG.mayorQueInicioProximo],
      [{ desg_irregular_2: '2' }, 'desg_irregular_2', APPLICATION_MSG.espejo],
      [{ reencauche: 'x' }, 'reencauche', APPLICATION_MSG.numeroInvalido],
      [{ aplicacion: null }, 'aplicacion', APPLICATION_MSG.seleccione],
    ];
    for (const [change, field, message] of cases) {
      const res = await store(token, { aplicacion: app.id, ...thresholds, ...change });
      expect(res.status, JSON.stringify(change)).toBe(422);
      expect(res.body.errors[`remanente.${field}`], JSON.stringify(change)).toContain(message);
    }
  });

  it('another client’s application or remnant row is 404 and nothing changes', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const surApp = await applicationOf(CLIENTS.sur, true);
    expect((await store(token, { aplicacion: surApp.id, ...thresholds })).status).toBe(404);
    const ownApp = await applicationOf(CLIENTS.andinos, false);
    const res = await store(token, { id_remanente: surApp.rem, aplicacion: ownApp.id, ...thresholds });
    expect(res.status).toBe(404);
    const [surRow] = await t.db
      .select()
      .from(remanentesAplicacion)
      .where(
        and(eq(remanentesAplicacion.id_cliente, CLIENTS.sur), eq(remanentesAplicacion.id, surApp.rem ?? 0)),
      );
    expect(surRow?.reencauche).toBe('10.00');
    const own = await t.db
      .select()
      .from(remanentesAplicacion)
      .where(eq(remanentesAplicacion.id_aplicacion, ownApp.id));
    expect(own).toHaveLength(0);
  });

  it('needs add to create and edit to change (operator has neither)', async () => {
    const operator = await t.login(USERS.andinosOperator);
    const app = await applicationOf(CLIENTS.andinos, false);
    expect((await store(operator, { aplicacion: app.id, ...thresholds })).status).toBe(403);
  });
});
