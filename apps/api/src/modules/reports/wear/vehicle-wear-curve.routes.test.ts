import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MSG, VEHICLE_WEAR_MSG } from '@huella/contracts';
import { CLIENTS, createTestApp, revokeGrant, type TestApp, USERS } from '../../../../test/app';
import { buildCurveFleet, type CurveFleet } from './vehicle-wear-curve.test-support';

let t: TestApp;
let token: string;
let fleet: CurveFleet;
let other: CurveFleet;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.login(USERS.superadmin);
  fleet = await buildCurveFleet(t, 'VWA', '20100000881');
  other = await buildCurveFleet(t, 'VWB', '20100000882');
});
afterEach(async () => t.close());

const curve = (body: Record<string, unknown>, as = token) =>
  t.post(
    '/api/reporte/curvaremanentevehiculo',
    { id_cliente: fleet.clientId, id_vehiculo: fleet.vehicleId, ...body },
    as,
  );

const tyreA = {
  posicion: 1,
  marca_neumatico: 'VWA-MARCA',
  medida_neumatico: 'VWA 295/80R22.5',
  disenio_neumatico: 'VWA-DN',
  num_serie: 'VWA-A',
  vida: 'N',
  precio_neumatico_dolares: 400,
  activo: 1,
  remanente_original_neumatico: 16,
  min_remanente: 9,
  km_recorrido: 40000,
  km_vida: 60000,
  ultima_inspeccion: '2024-09-01',
  // The life's km when read: 20 000 on VO before, then 20 000 and 40 000 on VK.
  array_remanente: [
    [40000, 12],
    [60000, 9],
  ],
  // domain.md §8's example: 16 → 9 mm over 60 000 km, limit 5.
  desgaste_km_mm: 8571.4,
  km_proyectado: 94285.7,
  km_restante: 34285.7,
  porcentaje: 36.36,
  costo_proyectado: 0.0042,
};
const tyreBRetread = {
  posicion: 2,
  disenio_neumatico: 'VWA-DR',
  num_serie: 'VWA-B',
  vida: 'R1',
  precio_neumatico_dolares: 170,
  activo: 1,
  remanente_original_neumatico: 14,
  min_remanente: 11,
  km_recorrido: 30000,
  km_vida: 30000,
  ultima_inspeccion: '2024-09-01',
  array_remanente: [[30000, 11]],
  desgaste_km_mm: 10000,
  km_proyectado: 90000,
  km_restante: 60000,
  porcentaje: 66.67,
  costo_proyectado: 0.0019,
};
const tyreBNew = {
  posicion: 2,
  disenio_neumatico: 'VWA-DN',
  num_serie: 'VWA-B',
  vida: 'N',
  precio_neumatico_dolares: 300,
  activo: 0,
  remanente_original_neumatico: 16,
  min_remanente: 6,
  km_recorrido: 40000,
  km_vida: 40000,
  ultima_inspeccion: '2023-11-30',
  array_remanente: [[40000, 6]],
  desgaste_km_mm: 4000,
  km_proyectado: 44000,
  km_restante: 4000,
  porcentaje: 9.09,
  costo_proyectado: 0.0068,
};

// Read at its installation: no distance yet, so no rate or projection ("-"), only the tread left.
const tyreE = {
  posicion: 5,
  num_serie: 'VWA-E',
  min_remanente: 15,
  km_recorrido: 0,
  km_vida: 0,
  array_remanente: [[0, 15]],
  desgaste_km_mm: null,
  km_proyectado: null,
  km_restante: null,
  porcentaje: 90.91,
  costo_proyectado: null,
};

describe('POST reporte/curvaremanentevehiculo', () => {
  it('answers the vehicle and its installed tyres with the wear figures of their lives (domain.md §8)', async () => {
    const res = await curve({ inspecciones_antiguas: false });
    expect(res.status).toBe(200);
    expect(res.body.vehiculo).toEqual({
      id: fleet.vehicleId,
      placa: 'VWA-VK',
      codigo: 'VWAK',
      marca: expect.any(String),
      tipo: 'VWA TRACTO',
      aplicacion: 'VWA Carretera',
      descripcion_tipocosto: 'Kilómetros',
      tipo_costo: 1,
      // The first installation on VK that was not voided: B's first life at 50 000 on 2023-06-01.
      km_inicial: 50000,
      km_actual: 140000,
      km_recorrido: 90000,
      fecha_instalacion: '2023-06-01',
      remanente_reencauche: 5,
    });
    expect(res.body.neumaticos).toEqual([
      { id_neumatico: fleet.tyreIds.A, ...tyreA },
      { id_neumatico: fleet.tyreIds.B, ...tyreA, ...tyreBRetread },
      { id_neumatico: fleet.tyreIds.E, ...tyreA, ...tyreE },
    ]);
  });

  it('adds the lives that ran on the vehicle earlier, by position, with inspecciones_antiguas (also sent as 1)', async () => {
    for (const flag of [true, 1]) {
      const res = await curve({ inspecciones_antiguas: flag });
      expect(res.status).toBe(200);
      expect(res.body.neumaticos).toEqual([
        { id_neumatico: fleet.tyreIds.A, ...tyreA },
        { id_neumatico: fleet.tyreIds.B, ...tyreA, ...tyreBRetread },
        { id_neumatico: fleet.tyreIds.B, ...tyreA, ...tyreBNew },
        { id_neumatico: fleet.tyreIds.E, ...tyreA, ...tyreE },
      ]);
    }
    // Absent = installed only.
    expect((await curve({})).body.neumaticos).toHaveLength(3);
  });

  it('never mixes km and hours: an hours tyre recorded on a km vehicle is left out; a voided record too', async () => {
    const res = await curve({ inspecciones_antiguas: true });
    const ids = res.body.neumaticos.map((row: { id_neumatico: number }) => row.id_neumatico);
    expect(ids).not.toContain(fleet.tyreIds.C);
    expect(ids).not.toContain(fleet.tyreIds.D);
  });

  it('answers a vehicle without tyres with its details and an empty list', async () => {
    const res = await curve({ id_vehiculo: fleet.otherVehicleId });
    expect(res.status).toBe(200);
    expect(res.body.vehiculo).toMatchObject({ placa: 'VWA-VO', km_actual: 30000, km_inicial: 0 });
    expect(res.body.neumaticos).toEqual([]);
    const history = await curve({ id_vehiculo: fleet.otherVehicleId, inspecciones_antiguas: true });
    // A ran on VO earlier in its life: its reading there is its point, at 10 000 km of the life.
    expect(history.body.neumaticos).toEqual([
      expect.objectContaining({
        num_serie: 'VWA-A',
        activo: 0,
        km_recorrido: 20000,
        array_remanente: [[10000, 14]],
      }),
    ]);
  });

  it('answers the validation messages as 422', async () => {
    const errorsOf = async (body: Record<string, unknown>) => {
      const res = await curve(body);
      expect(res.status).toBe(422);
      return res.body.errors;
    };
    expect(await errorsOf({ id_vehiculo: undefined })).toEqual({ id_vehiculo: [VEHICLE_WEAR_MSG.vehiculo] });
    expect(await errorsOf({ id_vehiculo: 'abc' })).toEqual({ id_vehiculo: [VEHICLE_WEAR_MSG.vehiculo] });
    expect(await errorsOf({ inspecciones_antiguas: 'quizás' })).toEqual({
      inspecciones_antiguas: [VEHICLE_WEAR_MSG.historial],
    });
    expect(await errorsOf({ id_cliente: 'x' })).toEqual({ id_cliente: [MSG.solicitudInvalida] });
  });

  it("answers 404 for another client's vehicle, and 403 for another client or without menu 82", async () => {
    const foreign = await curve({ id_vehiculo: other.vehicleId });
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toContain('VWB');
    const operator = await t.login(USERS.andinosOperator);
    const ask = (id_cliente: number, id_vehiculo: number) =>
      t.post('/api/reporte/curvaremanentevehiculo', { id_cliente, id_vehiculo }, operator);
    expect((await ask(CLIENTS.andinos, fleet.vehicleId)).status).toBe(404);
    expect((await ask(fleet.clientId, fleet.vehicleId)).status).toBe(403);
    await revokeGrant(t, 82);
    expect((await ask(CLIENTS.andinos, fleet.vehicleId)).status).toBe(403);
  });
});
