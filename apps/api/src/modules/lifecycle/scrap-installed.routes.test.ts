import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACTION, LIFECYCLE_MSG, ROLE, SCRAP_MSG } from '@huella/contracts';
import { scrapLoss } from '@huella/domain';
import { neumaticoHistorial, neumaticos, permisos, vehiculos } from '../../db/schema/index';
import { CLIENTS, createTestApp, type TestApp, USERS } from '../../../test/app';
import {
  errorsOf,
  eventsOf,
  installTyre,
  readyTyre,
  reasonId,
  setApplicationLimit,
  snapshot,
  uploadImage,
  vehicleOf,
} from './scrap.test-support';

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.login(USERS.andinosOperator);
});
afterEach(async () => t.close());

const store = (neumatico: Record<string, unknown>, as = token, client: number = CLIENTS.andinos) =>
  t.post('/api/scrap/store', { id_cliente: client, id_usuario: 1, neumatico }, as);
const update = (neumatico: Record<string, unknown>, as = token, client: number = CLIENTS.andinos) =>
  t.post('/api/scrap/update', { id_cliente: client, id_usuario: 1, neumatico }, as);

/** A tyre on position 5 of a vehicle whose application retreads at 3 mm, installed at 120 000 km. */
async function mounted(offset = 0) {
  const tyre = await readyTyre(t, CLIENTS.andinos, offset);
  const vehicle = await vehicleOf(t);
  await setApplicationLimit(t, vehicle, 3);
  const record = await installTyre(t, { tyre, vehicle, km: 120_000, fecha: '2025-04-01', ubicacion: 5 });
  return { tyre, vehicle, record };
}

describe('POST scrap/store (installed tyre)', () => {
  it('closes the installation at that km and date and scraps the tyre in one step', async () => {
    const { tyre, vehicle, record } = await mounted();
    const photo = await uploadImage(t, token);
    const res = await store({
      id_vehiculos: vehicle.id,
      km_recorridos: 150_000,
      motivo_retiro: 5,
      id_neumaticos: tyre.id,
      remanente_final: 9,
      remanente_limite: 12,
      motivo_scrap: await reasonId(t, 'IMPACTO / ROTURA'),
      fecha: '2025-10-15',
      serieneumatico: tyre.num_serie,
      ruta1: photo,
      ruta2: photo,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Operación realizada con éxito');
    const original = Number(tyre.remanente_original);
    expect(res.body.data).toMatchObject({
      id_neumatico: tyre.id,
      id_vehiculo: vehicle.id,
      placa: vehicle.placa,
      motivo_retiro: 5,
      nom_motivo: 'Por falla',
      motivo: 'IMPACTO / ROTURA',
      remanente_limite: 3,
      remanente_final: 9,
      km_final: Number(tyre.k_recorridos) + 30_000,
      fecha_scrap: '2025-10-15',
      estado: 0,
      neumaticoimgruta2: `/api/archivos/imagenes/${photo}`,
    });
    const [purchase] = [res.body.data.costo_vida];
    expect(res.body.data.costo_perdido).toBe(scrapLoss({ lifeCost: purchase, original, final: 9, limit: 3 }));
    const [closed] = await t.db.select().from(neumaticoHistorial).where(eq(neumaticoHistorial.id, record.id));
    expect(closed).toMatchObject({ km_retiro: '150000.0', fecha_retiro: '2025-10-15', motivo_retiro: 5 });
    const [after] = await t.db.select().from(neumaticos).where(eq(neumaticos.id, tyre.id));
    expect(after).toMatchObject({ estado: 0, km_recorrido: '30000.0' });
    const [car] = await t.db.select().from(vehiculos).where(eq(vehiculos.id, vehicle.id));
    expect(Number(car?.kilometraje)).toBe(150_000);
    expect((await eventsOf(t, tyre.id)).at(-1)).toMatchObject({
      tipo: 'scrap',
      estado_anterior: 3,
      estado: 0,
      id_vehiculo: vehicle.id,
      ubicacion: 5,
      motivo: 5,
      km: '150000.0',
    });
    // The position is free again.
    const tyres = await t.post(
      '/api/scrap/neumaticosxvehiculo',
      { id_cliente: CLIENTS.andinos, id_vehiculo: vehicle.id },
      token,
    );
    expect(tyres.body.data).toEqual([]);
  });

  it('answers each validation message of the form (spec 2 §5)', async () => {
    const res = await store({ motivo_retiro: '', remanente_final: '', remanente_limite: '', fecha: '' });
    expect(res.status).toBe(422);
    expect(errorsOf(res)).toMatchObject({
      id_vehiculos: [SCRAP_MSG.vehiculoRequerido],
      km_recorridos: [SCRAP_MSG.kmRequerido],
      motivo_retiro: [SCRAP_MSG.motivoRetiroRequerido],
      id_neumaticos: [SCRAP_MSG.neumaticoRequerido],
      remanente_final: [SCRAP_MSG.remanenteFinalRequerido],
      remanente_limite: [SCRAP_MSG.remanenteLimiteRequerido],
      motivo_scrap: [SCRAP_MSG.motivoScrapCortoRequerido],
      fecha: [SCRAP_MSG.fechaRetiroRequerida],
    });
    // Reason 6 (installation error) is no scrap.
    expect(errorsOf(await store({ motivo_retiro: 6 })).motivo_retiro).toEqual([
      SCRAP_MSG.motivoRetiroRequerido,
    ]);
  });

  it('refuses km or date before the installation, km below the vehicle’s, another vehicle: nothing changed', async () => {
    const { tyre, vehicle } = await mounted();
    const other = await vehicleOf(t, CLIENTS.andinos, 1);
    const form = {
      id_vehiculos: vehicle.id,
      km_recorridos: 150_000,
      motivo_retiro: 4,
      id_neumaticos: tyre.id,
      remanente_final: 9,
      remanente_limite: 3,
      motivo_scrap: await reasonId(t),
      fecha: '2025-10-15',
    };
    const before = await snapshot(t, tyre.id);
    const lowKm = await store({ ...form, km_recorridos: 100_000 });
    expect(errorsOf(lowKm).km_recorridos).toEqual([SCRAP_MSG.kmMenorQueInstalacion(120_000)]);
    const early = await store({ ...form, fecha: '2025-03-01' });
    expect(errorsOf(early).fecha).toEqual([SCRAP_MSG.fechaAntesDeInstalacion('2025-04-01')]);
    await t.db.update(vehiculos).set({ kilometraje: '160000' }).where(eq(vehiculos.id, vehicle.id));
    const belowVehicle = await store(form);
    expect(errorsOf(belowVehicle).km_recorridos).toEqual([SCRAP_MSG.kmMenorQueVehiculo(160_000)]);
    const wrongVehicle = await store({ ...form, id_vehiculos: other.id, km_recorridos: 999_999 });
    expect(errorsOf(wrongVehicle).id_neumaticos).toEqual([SCRAP_MSG.noInstaladoEnVehiculo]);
    expect(await snapshot(t, tyre.id)).toEqual(before);
  });

  it('refuses a tyre that is not installed or already scrapped with 409, nothing changed', async () => {
    const vehicle = await vehicleOf(t);
    const loose = await readyTyre(t, CLIENTS.andinos, 3);
    const form = {
      id_vehiculos: vehicle.id,
      km_recorridos: 150_000,
      motivo_retiro: 4,
      id_neumaticos: loose.id,
      remanente_final: 9,
      remanente_limite: 3,
      motivo_scrap: await reasonId(t),
      fecha: '2025-10-15',
    };
    const before = await snapshot(t, loose.id);
    const res = await store(form);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(LIFECYCLE_MSG.noInstalado(loose.num_serie));
    expect(await snapshot(t, loose.id)).toEqual(before);

    const { tyre } = await mounted();
    expect((await store({ ...form, id_neumaticos: tyre.id })).status).toBe(200);
    const scrapped = await snapshot(t, tyre.id);
    const twice = await store({ ...form, id_neumaticos: tyre.id, km_recorridos: 160_000 });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe(LIFECYCLE_MSG.yaEnScrap);
    expect(await snapshot(t, tyre.id)).toEqual(scrapped);
  });

  it('another client’s vehicle or tyre is not found; without add on 76 it is forbidden', async () => {
    const { tyre, vehicle } = await mounted();
    const surVehicle = await vehicleOf(t, CLIENTS.sur);
    const surTyre = await readyTyre(t, CLIENTS.sur);
    const form = {
      id_vehiculos: vehicle.id,
      km_recorridos: 150_000,
      motivo_retiro: 4,
      id_neumaticos: tyre.id,
      remanente_final: 9,
      remanente_limite: 3,
      motivo_scrap: await reasonId(t),
      fecha: '2025-10-15',
    };
    const before = await snapshot(t, tyre.id);
    expect((await store({ ...form, id_vehiculos: surVehicle.id })).status).toBe(404);
    expect((await store({ ...form, id_neumaticos: surTyre.id })).status).toBe(404);
    expect((await store(form, token, CLIENTS.sur)).status).toBe(403);
    const foreignTyres = await t.post(
      '/api/scrap/neumaticosxvehiculo',
      { id_cliente: CLIENTS.andinos, id_vehiculo: surVehicle.id },
      token,
    );
    expect(foreignTyres.status).toBe(404);
    await t.db
      .delete(permisos)
      .where(
        and(eq(permisos.id_rol, ROLE.operator), eq(permisos.id_menu, 76), eq(permisos.id_accion, ACTION.add)),
      );
    expect((await store(form)).status).toBe(403);
    expect(await snapshot(t, tyre.id)).toEqual(before);
  });
});

describe('POST scrap/vehiculos and scrap/neumaticosxvehiculo', () => {
  it('lists the vehicles with tyres on them and each one’s tyres with the application’s limit', async () => {
    const { tyre, vehicle, record } = await mounted();
    const vehicles = await t.post('/api/scrap/vehiculos', { id_cliente: CLIENTS.andinos }, token);
    expect(vehicles.status).toBe(200);
    expect(vehicles.body.data).toEqual([
      {
        id: vehicle.id,
        placa: vehicle.placa,
        codigo: vehicle.codigo,
        kilometraje: 120_000,
        tipo_costo: vehicle.tipo_costo,
      },
    ]);
    const tyres = await t.post(
      '/api/scrap/neumaticosxvehiculo',
      { id_cliente: CLIENTS.andinos, id_vehiculo: vehicle.id },
      token,
    );
    expect(tyres.status).toBe(200);
    expect(tyres.body).toEqual({
      remanente_limite: 3,
      kilometraje: 120_000,
      data: [
        {
          id: tyre.id,
          num_serie: tyre.num_serie,
          id_historial: record.id,
          posicion: 5,
          ubicacion: 5,
          fecha_instalacion: '2025-04-01',
          km_instalacion: 120_000,
          remanente_original: Number(tyre.remanente_original),
          remanente_actual: Number(tyre.remanente_actual),
        },
      ],
    });
    const surToken = await t.login(USERS.surOperator);
    const sur = await t.post('/api/scrap/vehiculos', { id_cliente: CLIENTS.sur }, surToken);
    expect(sur.body.data).toEqual([]);
  });
});

describe('POST scrap/update', () => {
  async function scrapped() {
    const { tyre, vehicle, record } = await mounted();
    const res = await store({
      id_vehiculos: vehicle.id,
      km_recorridos: 150_000,
      motivo_retiro: 4,
      id_neumaticos: tyre.id,
      remanente_final: 9,
      remanente_limite: 3,
      motivo_scrap: await reasonId(t),
      fecha: '2025-10-15',
    });
    expect(res.status).toBe(200);
    return { tyre, record, scrap: res.body.data };
  }

  it('changes final tread, reason, date and photos, recomputing the loss; the limit stays', async () => {
    const { tyre, record, scrap } = await scrapped();
    const photo = await uploadImage(t, token);
    const res = await update({
      id: scrap.id,
      remanente_final: 5,
      id_motivo_scrap: await reasonId(t, 'CORTE EN FLANCO'),
      fecha_scrap: '2025-10-20',
      ruta1: photo,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: scrap.id,
      remanente_final: 5,
      remanente_limite: 3,
      motivo: 'CORTE EN FLANCO',
      fecha_scrap: '2025-10-20',
      ruta1: photo,
      ruta2: null,
    });
    expect(res.body.data.costo_perdido).toBe(
      scrapLoss({ lifeCost: scrap.costo_vida, original: scrap.remanente_original, final: 5, limit: 3 }),
    );
    expect(res.body.data.costo_perdido).toBeLessThan(scrap.costo_perdido);
    // The installation it closed moves with it.
    const [closed] = await t.db.select().from(neumaticoHistorial).where(eq(neumaticoHistorial.id, record.id));
    expect(closed?.fecha_retiro).toBe('2025-10-20');
    const [after] = await t.db.select().from(neumaticos).where(eq(neumaticos.id, tyre.id));
    expect(after?.remanente_final).toBe('5.00');
  });

  it('answers its validation message, refuses a date before the installation, another client’s record, no edit on 76', async () => {
    const { tyre, scrap } = await scrapped();
    const missing = await update({ id: scrap.id, remanente_final: '' });
    expect(missing.status).toBe(422);
    expect(errorsOf(missing).remanente_final).toEqual([SCRAP_MSG.remanenteFinalRequerido]);
    const reason = await reasonId(t);
    const form = { id: scrap.id, remanente_final: 5, id_motivo_scrap: reason, fecha_scrap: '2025-10-15' };
    const tooHigh = await update({ ...form, remanente_final: 99 });
    expect(errorsOf(tooHigh).remanente_final).toEqual([SCRAP_MSG.finalMayorQueOriginal]);
    const early = await update({ ...form, fecha_scrap: '2025-01-01' });
    expect(errorsOf(early).fecha_scrap).toEqual([SCRAP_MSG.fechaAntesDeInstalacion('2025-04-01')]);
    const before = await snapshot(t, tyre.id);
    const surToken = await t.login(USERS.surAdmin);
    expect((await update(form, surToken, CLIENTS.sur)).status).toBe(404);
    await t.db
      .delete(permisos)
      .where(
        and(
          eq(permisos.id_rol, ROLE.operator),
          eq(permisos.id_menu, 76),
          eq(permisos.id_accion, ACTION.edit),
        ),
      );
    expect((await update(form)).status).toBe(403);
    expect(await snapshot(t, tyre.id)).toEqual(before);
  });
});
