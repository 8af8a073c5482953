import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CRITERIA_MSG, MSG } from '@huella/contracts';
import { criteriosAceptacion } from '../../db/schema/index';
import { CLIENTS, createTestApp, type TestApp, USERS } from '../../../test/app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => t.close());

const YEAR = new Date().getFullYear();
const costKm = {
  costoindicador: 1,
  anio: YEAR + 1,
  modelomedida: 'GOODYEAR G686 - 11R22.5',
  criterioobjetivo: '0.012',
  criteriodeficiente: '0.018',
  tolerablemaximo: '0.02',
  tolerableminimo: '0.012',
};
const retreadIndex = {
  costoindicador: 3,
  anio: YEAR + 1,
  criterioobjetivo_calculo: '65',
  criteriodeficiente_calculo: '45',
  tolerablemaximo: '0.6',
  tolerableminimo: '0.4',
};
const store = (token: string, criterio: Record<string, unknown>, id_cliente: number = CLIENTS.andinos) =>
  t.post('/api/criterioaceptacion/store', { id_cliente, criterio }, token);
const list = (token: string, body: Record<string, unknown> = {}) =>
  t.post('/api/criterioaceptacion/index', { id_cliente: CLIENTS.andinos, ...body }, token);

describe('POST criterioaceptacion/index', () => {
  it('lists the year’s criteria 5 a page, filtered by indicator, with modelo and medida', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const res = await list(token, { anio: YEAR, per_page: 5 });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(4);
    const byKm = await list(token, { anio: YEAR, select_indicador: 1 });
    expect(byKm.body.data).toHaveLength(2);
    expect(byKm.body.data[0]).toMatchObject({ indicador: 'Costo por kilómetro', anio: YEAR });
    expect(byKm.body.data.map((row: { modelo: string }) => row.modelo)).toContain('MICHELIN X MULTI Z');
    const index = await list(token, { anio: YEAR, select_indicador: 3 });
    expect(index.body.data[0]).toMatchObject({ criterio_superior: 0.6, criterioobjetivo_calculo: 60 });
    expect((await list(token, { anio: 1990 })).status).toBe(422);
  });

  it('403 for an operator and for another client', async () => {
    expect((await list(await t.login(USERS.andinosOperator))).status).toBe(403);
    expect((await list(await t.login(USERS.surAdmin))).status).toBe(403);
  });
});

describe('POST criterioaceptacion/store', () => {
  it('creates and edits a cost criterion and a retread index stored as a fraction', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const res = await store(token, costKm);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: MSG.operacionExitosa,
      criterio: { criterio_superior: 0.012, modelo: 'GOODYEAR G686', medida: '11R22.5' },
    });
    const edit = await store(token, { ...costKm, id: res.body.criterio.id, criterioobjetivo: '0.011' });
    expect(edit.body.criterio.criterio_superior).toBe(0.011);
    // The retread index takes its criteria from the percent inputs, whatever is sent in the criterion fields.
    const index = await store(token, { ...retreadIndex, criterioobjetivo: 9, modelomedida: 'X' });
    expect(index.status).toBe(200);
    expect(index.body.criterio).toMatchObject({
      criterio_superior: 0.65,
      criterio_inferior: 0.45,
      criterioobjetivo_calculo: 65,
      modelomedida: '',
    });
  });

  it('gives each rule’s message of spec 1 §5', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const reenc = {
      ...retreadIndex,
      costoindicador: 4,
      criterioobjetivo: '2',
      criteriodeficiente: '1',
      tolerablemaximo: '2',
      tolerableminimo: '1',
    };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...costKm, criterioobjetivo: '' }, 'criterioobjetivo', MSG.campoRequerido],
      [{ ...costKm, tolerableminimo: '' }, 'tolerableminimo', MSG.campoRequerido],
      [{ ...costKm, criterioobjetivo: '0' }, 'criterioobjetivo', CRITERIA_MSG.objetivoMayorCero],
      [
        { ...costKm, criterioobjetivo: '5.5', criteriodeficiente: '6', tolerablemaximo: '7' },
        'criterioobjetivo',
        CRITERIA_MSG.objetivoMax5,
      ],
      [
        { ...costKm, criteriodeficiente: '0.01' },
        'criteriodeficiente',
        CRITERIA_MSG.objetivoMayorQueDeficiente,
      ],
      [{ ...costKm, modelomedida: '' }, 'modelomedida', CRITERIA_MSG.modeloMedida],
      [{ ...costKm, tolerablemaximo: '0.017' }, 'tolerablemaximo', CRITERIA_MSG.tolerable],
      [{ ...costKm, tolerableminimo: '0.02' }, 'tolerablemaximo', CRITERIA_MSG.tolerable],
      [{ ...reenc, criterioobjetivo: '11' }, 'criterioobjetivo', CRITERIA_MSG.objetivoMax10],
      [
        { ...reenc, criteriodeficiente: '10.5', tolerablemaximo: '11' },
        'criteriodeficiente',
        CRITERIA_MSG.deficienteMax10,
      ],
      [
        { ...retreadIndex, criterioobjetivo_calculo: '101' },
        'criterioobjetivo_calculo',
        CRITERIA_MSG.porcentaje,
      ],
      [
        { ...retreadIndex, criteriodeficiente_calculo: '0.5' },
        'criteriodeficiente_calculo',
        CRITERIA_MSG.porcentaje,
      ],
      [{ ...retreadIndex, criterioobjetivo_calculo: '' }, 'criterioobjetivo_calculo', MSG.campoRequerido],
      [{ ...costKm, anio: 2016 }, 'anio', CRITERIA_MSG.anio],
      [{ ...costKm, costoindicador: 7 }, 'costoindicador', CRITERIA_MSG.indicador],
    ];
    for (const [criterio, field, message] of cases) {
      const res = await store(token, criterio);
      expect(res.status, JSON.stringify(criterio)).toBe(422);
      expect(res.body.errors[`criterio.${field}`], JSON.stringify(res.body.errors)).toContain(message);
    }
    expect(CRITERIA_MSG.tolerable.endsWith(' ')).toBe(true);
  });

  it('a registered criterion is 409 with the spec text, and consulta answers 1 (0 for itself)', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const first = await store(token, costKm);
    const dup = await store(token, { ...costKm, criterioobjetivo: '0.013' });
    expect(dup.status).toBe(409);
    expect(dup.body.error).toBe('Este criterio ya fue registrado ');
    const lookup = (body: Record<string, unknown>) =>
      t.post('/api/criteriosaceptacion/consulta', { id_cliente: CLIENTS.andinos, ...body }, token);
    const key = { indicador: 1, anio: costKm.anio, modelomedida: costKm.modelomedida };
    expect((await lookup(key)).body).toBe(1);
    expect((await lookup({ ...key, id: first.body.criterio.id })).body).toBe(0);
    expect((await lookup({ ...key, modelomedida: 'OTRO' })).body).toBe(0);
    expect((await lookup({ indicador: 3, anio: YEAR, modelomedida: 'ignorado' })).body).toBe(1);
  });

  it('another client’s criterion is 404 on edit and delete, and stays as it was', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const [sur] = await t.db
      .select()
      .from(criteriosAceptacion)
      .where(eq(criteriosAceptacion.id_cliente, CLIENTS.sur))
      .limit(1);
    if (!sur) throw new Error('no demo criterion of sur');
    expect((await store(token, { ...costKm, id: sur.id })).status).toBe(404);
    const del = await t.post(
      '/api/criterioaceptacion/delete',
      { id_cliente: CLIENTS.andinos, id: sur.id },
      token,
    );
    expect(del.status).toBe(404);
    const [after] = await t.db.select().from(criteriosAceptacion).where(eq(criteriosAceptacion.id, sur.id));
    expect(after).toEqual(sur);
  });

  it('needs add to create, edit to change and delete to delete (operator has none)', async () => {
    const operator = await t.login(USERS.andinosOperator);
    expect((await store(operator, costKm)).status).toBe(403);
    const admin = await t.login(USERS.andinosAdmin);
    const created = await store(admin, costKm);
    const id = created.body.criterio.id as number;
    expect((await store(operator, { ...costKm, id })).status).toBe(403);
    const del = (token: string) =>
      t.post('/api/criterioaceptacion/delete', { id_cliente: CLIENTS.andinos, id }, token);
    expect((await del(operator)).status).toBe(403);
    expect((await del(admin)).status).toBe(200);
    const rows = await t.db
      .select()
      .from(criteriosAceptacion)
      .where(and(eq(criteriosAceptacion.id, id)));
    expect(rows).toHaveLength(0);
  });
});
