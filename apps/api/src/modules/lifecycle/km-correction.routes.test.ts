import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACTION, LIFECYCLE_MSG, ROLE, TYRE_STATES_MSG } from '@huella/contracts';
import { neumaticoEventos, neumaticoHistorial, neumaticos, permisos, vehiculos } from '../../db/schema/index';
import { CLIENTS, createTestApp, type TestApp, USERS } from '../../../test/app';
import { demoVehicles, installTyre, tyreItem } from './tyre-states.test-helpers';

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.login(USERS.andinosOperator);
});
afterEach(async () => t.close());

const andinos = CLIENTS.andinos;

/** A new tyre of Transportes Andinos installed at 100 000 km on the first demo vehicle. */
async function installedTyre(serial: string) {
  const res = await t.post(
    '/api/neumaticos/store',
    { id_cliente: andinos, grupo: [{ num_serie: serial }], neumatico: await tyreItem(t.db) },
    token,
  );
  const tyreId = res.body.data[0].id as number;
  const [vehicle, other] = await demoVehicles(t.db, andinos);
  await installTyre(t.db, {
    clientId: andinos,
    tyreId,
    vehicleId: vehicle.id,
    ubicacion: 1,
    fecha: '2025-01-10',
    km: 100_000,
  });
  return { tyreId, vehicle, other };
}

const correct = (body: Record<string, unknown>, as: string = token) =>
  t.post('/api/neumatico/edit/kilometraje', { id_cliente: andinos, id_usuario: 1, ...body }, as);

async function openRecord(tyreId: number) {
  const [row] = await t.db
    .select()
    .from(neumaticoHistorial)
    .where(and(eq(neumaticoHistorial.id_neumatico, tyreId), isNull(neumaticoHistorial.km_retiro)));
  return row;
}

describe('POST neumatico/show/kilometraje', () => {
  it('shows the tyre’s open installation and that it may be corrected', async () => {
    const { tyreId, vehicle } = await installedTyre('KM-SHOW');
    const res = await t.post(
      '/api/neumatico/show/kilometraje',
      { id_cliente: andinos, id_neumatico: tyreId },
      token,
    );
    expect(res.status).toBe(200);
    expect(res.body.success).toEqual({
      num_serie: 'KM-SHOW',
      unidad_medida: 'K',
      instalacion: {
        id_vehiculo: vehicle.id,
        placa: vehicle.placa,
        ubicacion: 1,
        posicion: 1,
        fecha_instalacion: '2025-01-10',
        km_instalacion: 100_000,
        kilometraje_vehiculo: expect.any(Number),
      },
      bloqueo: null,
    });
    const [stock] = await t.db
      .select({ id: neumaticos.id })
      .from(neumaticos)
      .where(and(eq(neumaticos.id_cliente, andinos), eq(neumaticos.estado, 1)))
      .limit(1);
    const notInstalled = await t.post(
      '/api/neumatico/show/kilometraje',
      { id_cliente: andinos, id_neumatico: stock?.id },
      token,
    );
    expect(notInstalled.body.success.instalacion).toBeNull();
  });
});

describe('POST neumatico/edit/kilometraje', () => {
  it('corrects the installation km of the open record and records the correction', async () => {
    const { tyreId, vehicle } = await installedTyre('KM-OK');
    const res = await correct({ id_neumatico: tyreId, id_vehiculo: vehicle.id, kilometraje: '98500.5' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'El Kilometraje del neumatico se actualizo correctamente',
      data: { id_neumatico: tyreId, id_vehiculo: vehicle.id, km_instalacion: 98_500.5 },
    });
    expect((await openRecord(tyreId))?.km_instalacion).toBe('98500.5');
    const [event] = await t.db
      .select()
      .from(neumaticoEventos)
      .where(and(eq(neumaticoEventos.id_neumatico, tyreId), eq(neumaticoEventos.tipo, 'correccion_km')))
      .orderBy(asc(neumaticoEventos.id));
    expect(event).toMatchObject({ km: '98500.5', id_vehiculo: vehicle.id, estado: 3, estado_anterior: 3 });
    // The tyre's km total counts closed records only: an open one's correction leaves it as it was.
    const [tyre] = await t.db.select().from(neumaticos).where(eq(neumaticos.id, tyreId));
    expect(tyre?.km_recorrido).toBe('0.0');
  });

  it('wants a number above 0, not above the vehicle’s reading', async () => {
    const { tyreId, vehicle } = await installedTyre('KM-VAL');
    for (const kilometraje of [0, '-5', 'abc', '', null]) {
      const res = await correct({ id_neumatico: tyreId, id_vehiculo: vehicle.id, kilometraje });
      expect(res.status, String(kilometraje)).toBe(422);
      expect(res.body.errors.kilometraje).toEqual([TYRE_STATES_MSG.kmInvalido]);
    }
    const [reading] = await t.db.select().from(vehiculos).where(eq(vehiculos.id, vehicle.id));
    const current = Number(reading?.kilometraje);
    const above = await correct({ id_neumatico: tyreId, id_vehiculo: vehicle.id, kilometraje: current + 1 });
    expect(above.status).toBe(422);
    expect(above.body.error).toBe(TYRE_STATES_MSG.kmMayorQueVehiculo(current));
    expect((await openRecord(tyreId))?.km_instalacion).toBe('100000.0');
  });

  it('refuses a tyre that is not on that vehicle (409) and another client’s ids (404)', async () => {
    const { tyreId, vehicle, other } = await installedTyre('KM-409');
    const elsewhere = await correct({ id_neumatico: tyreId, id_vehiculo: other.id, kilometraje: 5 });
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body.error).toBe(TYRE_STATES_MSG.noInstaladoEnVehiculo);
    const [stock] = await t.db
      .select({ id: neumaticos.id, num_serie: neumaticos.num_serie })
      .from(neumaticos)
      .where(and(eq(neumaticos.id_cliente, andinos), eq(neumaticos.estado, 1)))
      .limit(1);
    const notInstalled = await correct({ id_neumatico: stock?.id, id_vehiculo: vehicle.id, kilometraje: 5 });
    expect(notInstalled.status).toBe(409);
    expect(notInstalled.body.error).toBe(LIFECYCLE_MSG.noInstalado(stock?.num_serie ?? ''));
    const [foreignVehicle] = await demoVehicles(t.db, CLIENTS.sur);
    const [foreignTyre] = await t.db
      .select()
      .from(neumaticos)
      .where(eq(neumaticos.id_cliente, CLIENTS.sur))
      .limit(1);
    expect(
      (await correct({ id_neumatico: tyreId, id_vehiculo: foreignVehicle.id, kilometraje: 5 })).status,
    ).toBe(404);
    expect(
      (await correct({ id_neumatico: foreignTyre?.id, id_vehiculo: vehicle.id, kilometraje: 5 })).status,
    ).toBe(404);
    const read = await t.post(
      '/api/neumatico/show/kilometraje',
      { id_cliente: andinos, id_neumatico: foreignTyre?.id },
      token,
    );
    expect(read.status).toBe(404);
    expect((await openRecord(tyreId))?.km_instalacion).toBe('100000.0');
  });

  it('needs edit on the tyres (menu 75)', async () => {
    const { tyreId, vehicle } = await installedTyre('KM-403');
    await t.db
      .delete(permisos)
      .where(
        and(
          eq(permisos.id_rol, ROLE.operator),
          eq(permisos.id_menu, 75),
          inArray(permisos.id_accion, [ACTION.edit]),
        ),
      );
    expect(
      (await correct({ id_neumatico: tyreId, id_vehiculo: vehicle.id, kilometraje: 99_000 })).status,
    ).toBe(403);
    expect((await openRecord(tyreId))?.km_instalacion).toBe('100000.0');
  });
});
