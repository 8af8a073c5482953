import { and, eq, isNull } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MSG, TYRE_WEAR_MSG, TYRE_WEAR_STATE } from '@huella/contracts';
import { wearProjection } from '@huella/domain';
import { neumaticoHistorial, neumaticos } from '../../../db/schema/index';
import { CLIENTS, createTestApp, revokeGrant, type TestApp, USERS } from '../../../../test/app';
import { buildWearFleet, type WearFleet } from './tyre-wear-curve.test-support';

let t: TestApp;
let token: string;
let fleet: WearFleet;
let other: WearFleet;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.login(USERS.superadmin);
  fleet = await buildWearFleet(t, 'TWA', '20100000891');
  other = await buildWearFleet(t, 'TWB', '20100000892');
});
afterEach(async () => t.close());

const curve = (body: Record<string, unknown>, as = token) =>
  t.post('/api/reporte/curvaremanenteneumatico', { id_cliente: fleet.clientId, ...body }, as);
const list = (body: Record<string, unknown>, as = token) =>
  t.post('/api/reporte/curvaneumaticos', { id_cliente: fleet.clientId, ...body }, as);

const round = (value: number | null, digits: number) =>
  value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits;

describe('POST /api/reporte/curvaremanenteneumatico', () => {
  it("gives domain.md §8's example for a tyre of 60 000 km from 16 to 9 mm with limit 5", async () => {
    const res = await curve({ id_neumatico: fleet.tyreIds.A });
    expect(res.status).toBe(200);
    const expected = wearProjection({ original: 16, nsd: 9, limit: 5, km: 60000, cost: 400 });
    expect(res.body.neumatico).toEqual({
      id: fleet.tyreIds.A,
      num_serie: 'TWA-A',
      marca: 'TWA-MARCA',
      modelo: 'TWA-MOD',
      medida: 'TWA 295/80R22.5',
      disenio: 'TWA-DN',
      estado: 3,
      descripcion_estado: 'Instalado',
      unidad_medida: 'K',
      tipo_costo: 1,
      vida: 'N',
      remanente_original: 16,
      remanente_actual: 9,
      remanente_limite: 5,
      porcentaje: 36.36,
      desgaste: 63.64,
      rendimiento: 60000,
      desgaste_km_mm: 8571.4,
      km_proyectado: 94285.7,
      km_restante: 34285.7,
      costo_vida: 400,
      costo_por_unidad: 0.0042,
      motivo: null,
      mensaje_estado_neumatico: TYRE_WEAR_STATE.operativo,
    });
    // The SQL and the domain function agree.
    expect(res.body.neumatico.desgaste_km_mm).toBe(round(expected.desgasteKmMm, 1));
    expect(res.body.neumatico.km_proyectado).toBe(round(expected.kmProyectado, 1));
    expect(res.body.neumatico.km_restante).toBe(round(expected.kmRestante, 1));
    expect(res.body.neumatico.porcentaje).toBe(round(expected.porcentaje, 2));
    expect(res.body.neumatico.costo_por_unidad).toBe(round(expected.costoProyectado, 4));
    // The voided record and the draft reading count nothing; points on the life's km across both vehicles.
    expect(res.body.vidas).toEqual([
      {
        vida: 0,
        nombre: 'Nuevo',
        actual: true,
        remanente_original: 16,
        puntos: [
          [0, 16],
          [10000, 14],
          [40000, 12],
          [60000, 9],
        ],
      },
    ]);
  });

  it('shows the earlier lives only with inspecciones_antiguas (also sent as 1)', async () => {
    const current = {
      vida: 1,
      nombre: 'Reencauche 1',
      actual: true,
      remanente_original: 14,
      puntos: [
        [0, 14],
        [30000, 11],
      ],
    };
    const res = await curve({ id_neumatico: fleet.tyreIds.B });
    expect(res.status).toBe(200);
    expect(res.body.vidas).toEqual([current]);
    const expected = wearProjection({ original: 14, nsd: 11, limit: 5, km: 30000, cost: 170 });
    expect(res.body.neumatico).toMatchObject({
      vida: 'R1',
      disenio: 'TWA-DR',
      rendimiento: 30000,
      desgaste_km_mm: 10000,
      km_proyectado: 90000,
      km_restante: 60000,
      porcentaje: 66.67,
      desgaste: 33.33,
      costo_vida: 170,
      costo_por_unidad: round(expected.costoProyectado, 4),
    });
    expect(res.body.neumatico.costo_por_unidad).toBe(0.0019);
    for (const flag of [true, 1]) {
      const history = await curve({ id_neumatico: fleet.tyreIds.B, inspecciones_antiguas: flag });
      expect(history.body.vidas).toEqual([
        current,
        {
          vida: 0,
          nombre: 'Nuevo',
          actual: false,
          remanente_original: 16,
          puntos: [
            [0, 16],
            [40000, 6],
          ],
        },
      ]);
      // The figures stay those of the current life.
      expect(history.body.neumatico).toEqual(res.body.neumatico);
    }
  });

  it('measures an hours tyre in hours of its hour meter', async () => {
    const res = await curve({ id_neumatico: fleet.tyreIds.H });
    expect(res.body.neumatico).toMatchObject({
      unidad_medida: 'H',
      tipo_costo: 2,
      rendimiento: 4000,
      desgaste_km_mm: 1000,
      km_proyectado: 11000,
      km_restante: 7000,
      porcentaje: 63.64,
      costo_por_unidad: 0.0455,
    });
    expect(res.body.vidas[0].puntos).toEqual([
      [0, 16],
      [2000, 12],
    ]);
  });

  it('answers a tyre that never ran with its original tread and no figures', async () => {
    const res = await curve({ id_neumatico: fleet.tyreIds.S, inspecciones_antiguas: true });
    expect(res.status).toBe(200);
    expect(res.body.neumatico).toMatchObject({
      descripcion_estado: 'Listo para instalar',
      remanente_actual: null,
      remanente_limite: null,
      porcentaje: null,
      desgaste: null,
      rendimiento: 0,
      desgaste_km_mm: null,
      km_proyectado: null,
      km_restante: null,
      costo_por_unidad: null,
      motivo: null,
      mensaje_estado_neumatico: TYRE_WEAR_STATE.sinLectura,
    });
    expect(res.body.vidas).toEqual([
      { vida: 0, nombre: 'Nuevo', actual: true, remanente_original: 18, puntos: [[0, 18]] },
    ]);
  });

  it('names the removal reason of a tyre off its vehicle, and says when it is in scrap', async () => {
    const { A } = fleet.tyreIds;
    await t.db
      .update(neumaticoHistorial)
      .set({ fecha_retiro: '2024-09-02', km_retiro: '140000', motivo_retiro: 4 })
      .where(and(eq(neumaticoHistorial.id_neumatico, A), isNull(neumaticoHistorial.km_retiro)));
    await t.db.update(neumaticos).set({ estado: 0 }).where(eq(neumaticos.id, A));
    const res = await curve({ id_neumatico: A });
    expect(res.body.neumatico).toMatchObject({
      descripcion_estado: 'Scrap',
      motivo: 'Por desgaste final',
      mensaje_estado_neumatico: TYRE_WEAR_STATE.scrap,
      // Closed where the vehicle stood: the same 60 000 km and figures.
      rendimiento: 60000,
      km_proyectado: 94285.7,
      remanente_limite: 5,
    });
  });

  it('answers the validation messages as 422', async () => {
    const errorsOf = async (body: Record<string, unknown>) => {
      const res = await curve(body);
      expect(res.status).toBe(422);
      return res.body.errors;
    };
    expect(await errorsOf({})).toEqual({ id_neumatico: [TYRE_WEAR_MSG.neumatico] });
    expect(await errorsOf({ id_neumatico: 'abc' })).toEqual({ id_neumatico: [TYRE_WEAR_MSG.neumatico] });
    expect(await errorsOf({ id_neumatico: 99999999999 })).toEqual({
      id_neumatico: [TYRE_WEAR_MSG.neumatico],
    });
    expect(await errorsOf({ id_neumatico: fleet.tyreIds.A, inspecciones_antiguas: 'quizás' })).toEqual({
      inspecciones_antiguas: [TYRE_WEAR_MSG.historial],
    });
    expect(await errorsOf({ id_neumatico: fleet.tyreIds.A, id_cliente: 'x' })).toEqual({
      id_cliente: [MSG.solicitudInvalida],
    });
  });

  it("answers 404 for another client's tyre, and 403 for another client or without menu 81", async () => {
    const foreign = await curve({ id_neumatico: other.tyreIds.A });
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toContain('TWB');
    const operator = await t.login(USERS.andinosOperator);
    const ask = (id_cliente: number) =>
      t.post('/api/reporte/curvaremanenteneumatico', { id_cliente, id_neumatico: fleet.tyreIds.A }, operator);
    expect((await ask(CLIENTS.andinos)).status).toBe(404);
    expect((await ask(fleet.clientId)).status).toBe(403);
    await revokeGrant(t, 81);
    expect((await ask(CLIENTS.andinos)).status).toBe(403);
    expect(
      (await t.post('/api/reporte/curvaneumaticos', { id_cliente: CLIENTS.andinos }, operator)).status,
    ).toBe(403);
  });
});

describe('POST /api/reporte/curvaneumaticos', () => {
  it('pages the client’s tyres 5 at a time, id descending, and searches by serial', async () => {
    const res = await list({});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ per_page: 5, current_page: 1, from: 1, to: 4, total: 4 });
    const { A, B, H, S } = fleet.tyreIds;
    expect(res.body.data.map((row: { id: number }) => row.id)).toEqual([S, H, B, A]);
    expect(res.body.data[2]).toEqual({
      id: B,
      num_serie: 'TWA-B',
      marca: 'TWA-MARCA',
      medida: 'TWA 295/80R22.5',
      vida: 'R1',
      unidad_medida: 'K',
      descripcion_estado: 'Instalado',
    });
    const search = await list({ num_serie: 'twa-h' });
    expect(search.body.data.map((row: { id: number }) => row.id)).toEqual([H]);
    expect(search.body.total).toBe(1);
    // Another client's serial: nothing.
    expect((await list({ num_serie: 'TWB' })).body).toMatchObject({ data: [], total: 0, from: null });
    expect((await list({ page: 2 })).body).toMatchObject({ data: [], total: 4, current_page: 2 });
  });

  it('answers the validation messages as 422', async () => {
    const page = await list({ page: 0 });
    expect(page.status).toBe(422);
    expect(page.body.errors).toEqual({ page: [TYRE_WEAR_MSG.pagina] });
    const search = await list({ num_serie: 'x'.repeat(51) });
    expect(search.status).toBe(422);
    expect(search.body.errors).toEqual({ num_serie: [TYRE_WEAR_MSG.busqueda] });
  });
});
