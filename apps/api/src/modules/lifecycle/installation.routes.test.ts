import { and, asc, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACTION, INSTALLATION_MSG, LIFECYCLE_MSG, ROLE } from '@huella/contracts';
import { addDays, todayInLima } from '@huella/domain';
import {
  neumaticoEventos,
  neumaticoHistorial,
  neumaticos,
  permisos,
  vehiculoConfiguracionPosiciones,
  vehiculos,
} from '../../db/schema/index';
import { CLIENTS, createTestApp, type TestApp, USERS } from '../../../test/app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => t.close());

const today = todayInLima();
const yesterday = addDays(today, -1);

interface Vehicle {
  id: number;
  placa: string;
  kilometraje: number;
  slots: { ubicacion: number; posicion: number; id_ejes: number }[];
}

/** The client's first vehicles of a cost type, with their layout's slots in P order. */
async function vehiclesOf(clientId: number, tipoCosto = 1, n = 1): Promise<Vehicle[]> {
  const rows = await t.db
    .select({
      id: vehiculos.id,
      placa: vehiculos.placa,
      id_configuracion: vehiculos.id_configuracion,
      kilometraje: sql<number>`${vehiculos.kilometraje}::float8`.mapWith(Number),
    })
    .from(vehiculos)
    .where(and(eq(vehiculos.id_cliente, clientId), eq(vehiculos.tipo_costo, tipoCosto)))
    .orderBy(asc(vehiculos.id))
    .limit(n);
  if (rows.length < n) throw new Error('demo vehicles missing');
  return Promise.all(
    rows.map(async (row) => ({
      ...row,
      slots: await t.db
        .select({
          ubicacion: vehiculoConfiguracionPosiciones.ubicacion,
          posicion: vehiculoConfiguracionPosiciones.posicion,
          id_ejes: vehiculoConfiguracionPosiciones.id_ejes,
        })
        .from(vehiculoConfiguracionPosiciones)
        .where(eq(vehiculoConfiguracionPosiciones.id_configuracion, row.id_configuracion))
        .orderBy(asc(vehiculoConfiguracionPosiciones.posicion)),
    })),
  );
}
const vehicleOf = async (clientId: number, tipoCosto = 1) => {
  const [vehicle] = await vehiclesOf(clientId, tipoCosto);
  if (!vehicle) throw new Error('no vehicle');
  return vehicle;
};

/** Tyres in stock (estado 1) of a unit, oldest first. */
async function readyTyres(clientId: number, n: number, unit = 'K') {
  const rows = await t.db
    .select({ id: neumaticos.id, num_serie: neumaticos.num_serie })
    .from(neumaticos)
    .where(
      and(eq(neumaticos.id_cliente, clientId), eq(neumaticos.estado, 1), eq(neumaticos.unidad_medida, unit)),
    )
    .orderBy(asc(neumaticos.id))
    .limit(n);
  if (rows.length < n) throw new Error('demo tyres missing');
  return rows;
}

const slotAt = (vehicle: Vehicle, index: number) => {
  const slot = vehicle.slots[index];
  if (!slot) throw new Error(`slot ${index} missing`);
  return slot;
};

const install = (tyre: { id: number; num_serie: string }, ubicacion: number, fecha: string, km: number) => ({
  id_neumaticos: tyre.id,
  num_serie: tyre.num_serie,
  fecha_instalacion: fecha,
  km_instalacion: km,
  observacion: 'Montaje inicial',
  ubicacion,
});

const store = (token: string, body: Record<string, unknown>, clientId: number = CLIENTS.andinos) =>
  t.post(
    '/api/vehiculos/storeinstalacion',
    { id_cliente: clientId, tipo_costo: 1, neumaticosinstalados: [], neumaticosretirados: [], ...body },
    token,
  );

/** Everything a save writes: a refused request must leave all of it as it was. */
async function snapshot() {
  const [row] = await t.db
    .select({
      historial: sql<string>`(select count(*)::text || ':' || coalesce(string_agg(id || '/' || coalesce(km_retiro::text, '-'), ',' order by id), '') from neumatico_historial)`,
      eventos: sql<string>`(select count(*)::text from neumatico_eventos)`,
      estados: sql<string>`(select string_agg(id || ':' || estado, ',' order by id) from neumaticos)`,
      km: sql<string>`(select string_agg(id || ':' || kilometraje::text, ',' order by id) from vehiculos)`,
    })
    .from(sql`(select 1) as uno`);
  return row;
}

/** Installs tyres on the first slots of the vehicle at `km` (yesterday), as the screen's first save. */
async function installSome(
  token: string,
  vehicle: Vehicle,
  tyres: { id: number; num_serie: string }[],
  km: number,
) {
  const res = await store(token, {
    id_vehiculo: vehicle.id,
    fecha: yesterday,
    kilometros: km,
    neumaticosinstalados: tyres.map((tyre, index) =>
      install(tyre, slotAt(vehicle, index).ubicacion, yesterday, km),
    ),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res;
}

async function openRecordOf(tyreId: number) {
  const [record] = await t.db
    .select()
    .from(neumaticoHistorial)
    .where(and(eq(neumaticoHistorial.id_neumatico, tyreId), sql`${neumaticoHistorial.km_retiro} is null`));
  if (!record) throw new Error('no open record');
  return record;
}

async function tyreRow(tyreId: number) {
  const [row] = await t.db.select().from(neumaticos).where(eq(neumaticos.id, tyreId));
  if (!row) throw new Error('tyre missing');
  return row;
}

async function revoke(action: number) {
  await t.db
    .delete(permisos)
    .where(and(eq(permisos.id_rol, ROLE.operator), eq(permisos.id_menu, 73), eq(permisos.id_accion, action)));
}

describe('POST vehiculos/obtenerneumaticosporid', () => {
  it('loads the installation data and the tyres on the vehicle', async () => {
    const token = await t.login(USERS.andinosOperator);
    const vehicle = await vehicleOf(CLIENTS.andinos);
    const load = () =>
      t.post(
        '/api/vehiculos/obtenerneumaticosporid',
        { id_cliente: CLIENTS.andinos, id_vehiculo: vehicle.id },
        token,
      );
    const empty = await load();
    expect(empty.status).toBe(200);
    expect(empty.body.success.resultado).toMatchObject({
      id: vehicle.id,
      placa: vehicle.placa,
      tipo_costo: 1,
      kilometraje: vehicle.kilometraje,
      numneumaticos: vehicle.slots.length,
      fechainstalacion: today,
      fecha_validate: null,
      km_validate: vehicle.kilometraje,
      pos_inicial: slotAt(vehicle, 0).ubicacion,
      neumaticos: [],
    });
    expect(empty.body.success.resultado.configuracion).toEqual(expect.any(String));

    const [tyre] = await readyTyres(CLIENTS.andinos, 1);
    if (!tyre) throw new Error('no tyre');
    await installSome(token, vehicle, [tyre], vehicle.kilometraje + 500);
    const loaded = (await load()).body.success.resultado;
    expect(loaded).toMatchObject({
      kilometraje: vehicle.kilometraje + 500,
      fecha_validate: yesterday,
      km_validate: vehicle.kilometraje + 500,
    });
    expect(loaded.neumaticos).toEqual([
      expect.objectContaining({
        id_neumaticos: tyre.id,
        num_serie: tyre.num_serie,
        ubicacion: slotAt(vehicle, 0).ubicacion,
        posicion: slotAt(vehicle, 0).posicion,
        fecha_instalacion: yesterday,
        km_instalacion: vehicle.kilometraje + 500,
        vida: expect.stringMatching(/^(N|R\d?)$/),
      }),
    ]);
  });

  it('answers 404 for another client’s vehicle and 403 without the vehicles’ view', async () => {
    const token = await t.login(USERS.andinosOperator);
    const foreign = await vehicleOf(CLIENTS.sur);
    const res = await t.post(
      '/api/vehiculos/obtenerneumaticosporid',
      { id_cliente: CLIENTS.andinos, id_vehiculo: foreign.id },
      token,
    );
    expect(res.status).toBe(404);
    await revoke(ACTION.view);
    const own = await vehicleOf(CLIENTS.andinos);
    expect(
      (
        await t.post(
          '/api/vehiculos/obtenerneumaticosporid',
          { id_cliente: CLIENTS.andinos, id_vehiculo: own.id },
          token,
        )
      ).status,
    ).toBe(403);
  });
});

describe('the screen’s checks (date, km, duplicate)', () => {
  const check = (
    token: string,
    path: string,
    body: Record<string, unknown>,
    clientId: number = CLIENTS.andinos,
  ) => t.post(`/api/vehiculos/${path}`, { id_cliente: clientId, ...body }, token);

  it('answers Correcto / KM Correcto, or why not: future, before the last event, below the odometer', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const vehicle = await vehicleOf(CLIENTS.andinos);
    const km = vehicle.kilometraje;
    const date = (fecha: string) =>
      check(token, 'validateFechaInstalacion', { id_vehiculo: vehicle.id, fecha_inspeccion: fecha });
    const reading = (value: unknown) =>
      check(token, 'validateKilometrajeInstalacion', { id_vehiculo: vehicle.id, km_inspeccion: value });

    expect((await date(today)).body).toEqual({ mensaje: 'Correcto' });
    expect((await date('2001-01-01')).body.mensaje).toBe('Correcto');
    expect((await date(addDays(today, 1))).body.mensaje).toBe(INSTALLATION_MSG.fechaFutura);
    expect((await reading(km)).body).toEqual({ mensaje: 'KM Correcto' });
    expect((await reading(String(km + 0.5))).body.mensaje).toBe('KM Correcto');
    expect((await reading(km - 1)).body.mensaje).toBe(
      INSTALLATION_MSG.kmMenorVehiculo(new Intl.NumberFormat('es-PE').format(km)),
    );

    const [tyre] = await readyTyres(CLIENTS.andinos, 1);
    if (!tyre) throw new Error('no tyre');
    await installSome(token, vehicle, [tyre], km + 1000);
    expect((await date(addDays(yesterday, -1))).body.mensaje).toBe(
      INSTALLATION_MSG.fechaAnteriorEvento(addDays(yesterday, 0).split('-').reverse().join('/')),
    );
    expect((await date(yesterday)).body.mensaje).toBe('Correcto');
    expect((await reading(km + 999)).body.mensaje).toBe(
      INSTALLATION_MSG.kmMenorVehiculo(new Intl.NumberFormat('es-PE').format(km + 1000)),
    );
  });

  it('speaks of hours on a vehicle run by hours', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const vehicle = await vehicleOf(CLIENTS.andinos, 2);
    const res = await check(token, 'validateKilometrajeInstalacion', {
      id_vehiculo: vehicle.id,
      km_inspeccion: 0,
    });
    expect(vehicle.kilometraje).toBeGreaterThan(0);
    expect(res.body.mensaje).toBe(
      INSTALLATION_MSG.horasMenorVehiculo(new Intl.NumberFormat('es-PE').format(vehicle.kilometraje)),
    );
  });

  it('warns of an installation already recorded at that date and reading', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const vehicle = await vehicleOf(CLIENTS.andinos);
    const km = vehicle.kilometraje + 10;
    const duplicate = () =>
      check(token, 'validateDuplicadoInstalacion', {
        id_vehiculo: vehicle.id,
        fecha_inspeccion: yesterday,
        km_inspeccion: km,
      });
    expect((await duplicate()).body).toEqual({ mensaje: '' });
    const [tyre] = await readyTyres(CLIENTS.andinos, 1);
    if (!tyre) throw new Error('no tyre');
    await installSome(token, vehicle, [tyre], km);
    expect((await duplicate()).body.mensaje).toBe(
      INSTALLATION_MSG.duplicado(
        yesterday.split('-').reverse().join('/'),
        new Intl.NumberFormat('es-PE').format(km),
      ),
    );
  });

  it('validates the payload (422 with the field’s message), 404 for another client’s vehicle, 403 without view', async () => {
    const token = await t.login(USERS.andinosOperator);
    const vehicle = await vehicleOf(CLIENTS.andinos);
    const noDate = await check(token, 'validateFechaInstalacion', {
      id_vehiculo: vehicle.id,
      fecha_inspeccion: '',
    });
    expect(noDate.status).toBe(422);
    expect(noDate.body.errors.fecha_inspeccion).toEqual([INSTALLATION_MSG.fechaRequerida]);
    const badDate = await check(token, 'validateFechaInstalacion', {
      id_vehiculo: vehicle.id,
      fecha_inspeccion: '2026-02-30',
    });
    expect(badDate.body.errors.fecha_inspeccion).toEqual(['La fecha no es válida']);
    const noKm = await check(token, 'validateKilometrajeInstalacion', {
      id_vehiculo: vehicle.id,
      km_inspeccion: ' ',
    });
    expect(noKm.body.errors.km_inspeccion).toEqual([INSTALLATION_MSG.kmRequerido]);
    for (const value of ['-5', '12.34', 'abc']) {
      const bad = await check(token, 'validateKilometrajeInstalacion', {
        id_vehiculo: vehicle.id,
        km_inspeccion: value,
      });
      expect(bad.status, value).toBe(422);
      expect(bad.body.errors.km_inspeccion).toEqual([INSTALLATION_MSG.kmInvalido]);
    }
    const foreign = await vehicleOf(CLIENTS.sur);
    for (const [path, body] of [
      ['validateFechaInstalacion', { fecha_inspeccion: today }],
      ['validateKilometrajeInstalacion', { km_inspeccion: 1 }],
      ['validateDuplicadoInstalacion', { fecha_inspeccion: today, km_inspeccion: 1 }],
    ] as const) {
      expect((await check(token, path, { id_vehiculo: foreign.id, ...body })).status, path).toBe(404);
    }
    await revoke(ACTION.view);
    expect(
      (await check(token, 'validateFechaInstalacion', { id_vehiculo: vehicle.id, fecha_inspeccion: today }))
        .status,
    ).toBe(403);
  });
});

describe('POST showDatosNeumaticosPosicionHistorial', () => {
  const positions = (token: string, vehicleId: number, query = '', clientId: number = CLIENTS.andinos) =>
    t.post(
      `/api/showDatosNeumaticosPosicionHistorial${query}`,
      { id_cliente: clientId, vehiculo: vehicleId },
      token,
    );

  it('pages the client’s installable tyres of the vehicle’s unit and lists its positions', async () => {
    const token = await t.login(USERS.andinosOperator);
    const vehicle = await vehicleOf(CLIENTS.andinos);
    const first = await positions(token, vehicle.id);
    expect(first.status).toBe(200);
    const { neumaticos: page, posicion } = first.body.success.resultado;
    expect(page).toMatchObject({ per_page: 5, current_page: 1, from: 1, to: 5 });
    expect(page.data).toHaveLength(5);
    expect(
      page.data.every(
        (tyre: { unidad_medida: string; estado: number }) =>
          tyre.unidad_medida === 'K' && [1, 5].includes(tyre.estado),
      ),
    ).toBe(true);
    const serials = page.data.map((tyre: { num_serie: string }) => tyre.num_serie);
    expect([...serials].sort()).toEqual(serials);
    expect(page.data[0]).toMatchObject({
      estado_descripcion: 'Listo para instalar',
      vida: expect.any(String),
    });
    expect(posicion).toHaveLength(vehicle.slots.length);
    expect(posicion[0]).toEqual({
      ...slotAt(vehicle, 0),
      id_neumaticos: '-',
      id_historial: null,
      num_serie: null,
      fecha_instalacion: null,
      km_instalacion: null,
    });

    for (const size of [10, 20]) {
      expect(
        (await positions(token, vehicle.id, `?per_page=${size}`)).body.success.resultado.neumaticos.data,
      ).toHaveLength(size);
    }
    expect((await positions(token, vehicle.id, '?per_page=21')).status).toBe(422);
    const [wanted] = serials;
    const found = await positions(
      token,
      vehicle.id,
      `?num_serie=${encodeURIComponent(wanted.slice(-6).toLowerCase())}`,
    );
    expect(
      found.body.success.resultado.neumaticos.data.map((tyre: { num_serie: string }) => tyre.num_serie),
    ).toContain(wanted);
    const byId = await positions(token, vehicle.id, '?sortBy=id&sortDirection=desc');
    const ids = byId.body.success.resultado.neumaticos.data.map((tyre: { id: number }) => tyre.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);

    // Installed: out of the list, on its position.
    const total = page.total;
    const tyre = page.data[0];
    await installSome(token, vehicle, [tyre], vehicle.kilometraje);
    const after = (await positions(token, vehicle.id)).body.success.resultado;
    expect(after.neumaticos.total).toBe(total - 1);
    expect(after.posicion[0]).toMatchObject({
      id_neumaticos: tyre.id,
      num_serie: tyre.num_serie,
      fecha_instalacion: yesterday,
      km_instalacion: vehicle.kilometraje,
      id_historial: expect.any(Number),
    });
  });

  it('offers hour tyres to an hours vehicle only', async () => {
    const token = await t.login(USERS.surOperator);
    const vehicle = await vehicleOf(CLIENTS.sur, 2);
    const res = await positions(token, vehicle.id, '?per_page=20', CLIENTS.sur);
    const data = res.body.success.resultado.neumaticos.data;
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((tyre: { unidad_medida: string }) => tyre.unidad_medida === 'H')).toBe(true);
  });

  it('answers 404 for another client’s vehicle and 403 without view', async () => {
    const token = await t.login(USERS.andinosOperator);
    const foreign = await vehicleOf(CLIENTS.sur);
    expect((await positions(token, foreign.id)).status).toBe(404);
    await revoke(ACTION.view);
    expect((await positions(token, (await vehicleOf(CLIENTS.andinos)).id)).status).toBe(403);
  });
});

describe('POST vehiculos/storeinstalacion', () => {
  it('installs, removes for retread, rotates and voids, in order, and never lowers the odometer', async () => {
    const token = await t.login(USERS.andinosOperator);
    const vehicle = await vehicleOf(CLIENTS.andinos);
    const tyres = await readyTyres(CLIENTS.andinos, 6);
    const km0 = vehicle.kilometraje + 1000;
    const first = await installSome(token, vehicle, tyres.slice(0, Math.min(6, vehicle.slots.length)), km0);
    expect(first.body).toEqual({ message: 'Neumáticos Retirados/Instalados', kilometraje: km0 });
    const [a, b, c] = tyres;
    if (!a || !b || !c) throw new Error('tyres');
    expect((await tyreRow(a.id)).estado).toBe(3);
    const recordA = await openRecordOf(a.id);
    expect(recordA).toMatchObject({
      id_vehiculo: vehicle.id,
      placa: vehicle.placa,
      ubicacion: slotAt(vehicle, 0).ubicacion,
      posicion: slotAt(vehicle, 0).posicion,
      id_ejes: slotAt(vehicle, 0).id_ejes,
      fecha_instalacion: yesterday,
      observacion: 'Montaje inicial',
      fecha_retiro: null,
    });
    expect(Number(recordA.km_instalacion)).toBe(km0);
    expect(recordA.id_usuario).toEqual(expect.any(Number));
    const [vehicleRow] = await t.db.select().from(vehiculos).where(eq(vehiculos.id, vehicle.id));
    expect(Number(vehicleRow?.kilometraje)).toBe(km0);

    // Today, at +85 000: A off for retread; B off by rotation (reason 3) and, in the same save, onto A's freed
    // slot; C voided as an installation error (back to its earlier ready state, its record counts 0 km).
    const km1 = km0 + 85_000;
    const recordB = await openRecordOf(b.id);
    const recordC = await openRecordOf(c.id);
    const second = await store(token, {
      id_vehiculo: vehicle.id,
      fecha: today,
      kilometros: km1,
      neumaticosretirados: [
        {
          id_neumaticos: a.id,
          id_historial: recordA.id,
          fecha_retiro: today,
          km_retiro: km1,
          motivo_retiro: 1,
        },
        {
          id_neumaticos: b.id,
          id_historial: recordB.id,
          fecha_retiro: today,
          km_retiro: km1,
          motivo_retiro: 3,
        },
        {
          id_neumaticos: c.id,
          id_historial: recordC.id,
          fecha_retiro: today,
          km_retiro: km1,
          motivo_retiro: 6,
        },
      ],
      neumaticosinstalados: [install(b, slotAt(vehicle, 0).ubicacion, today, km1)],
    });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.kilometraje).toBe(km1);
    const tyreA = await tyreRow(a.id);
    expect(tyreA.estado).toBe(4);
    expect(Number(tyreA.km_recorrido)).toBe(85_000);
    const [closedA] = await t.db
      .select()
      .from(neumaticoHistorial)
      .where(eq(neumaticoHistorial.id, recordA.id));
    expect(closedA).toMatchObject({ fecha_retiro: today, motivo_retiro: 1 });
    expect(Number(closedA?.km_retiro)).toBe(km1);
    const tyreB = await tyreRow(b.id);
    expect(tyreB.estado).toBe(3);
    expect((await openRecordOf(b.id)).ubicacion).toBe(slotAt(vehicle, 0).ubicacion);
    const tyreC = await tyreRow(c.id);
    expect(tyreC.estado).toBe(1);
    expect(Number(tyreC.km_recorrido)).toBe(0);

    const events = await t.db
      .select()
      .from(neumaticoEventos)
      .where(eq(neumaticoEventos.id_neumatico, b.id))
      .orderBy(asc(neumaticoEventos.id));
    expect(events.map((event) => [event.tipo, event.estado_anterior, event.estado, event.motivo])).toEqual([
      ['instalacion', 1, 3, null],
      ['retiro', 3, 5, 3],
      ['instalacion', 5, 3, null],
    ]);
    expect(events[1]).toMatchObject({
      fecha: today,
      id_vehiculo: vehicle.id,
      ubicacion: slotAt(vehicle, 1).ubicacion,
    });

    // A save at a lower reading is refused: the odometer never goes back.
    const before = await snapshot();
    const lower = await store(token, {
      id_vehiculo: vehicle.id,
      fecha: today,
      kilometros: km1 - 1,
      neumaticosinstalados: [install(c, slotAt(vehicle, 1).ubicacion, today, km1 - 1)],
    });
    expect(lower.status).toBe(422);
    expect(lower.body.error).toBe(
      INSTALLATION_MSG.kmMenorVehiculo(new Intl.NumberFormat('es-PE').format(km1)),
    );
    expect(await snapshot()).toEqual(before);
  });

  it('returns a voided tyre to the ready state it had (5 after a rotation)', async () => {
    const token = await t.login(USERS.andinosOperator);
    const vehicle = await vehicleOf(CLIENTS.andinos);
    const [tyre] = await readyTyres(CLIENTS.andinos, 1);
    if (!tyre) throw new Error('tyre');
    await t.db.update(neumaticos).set({ estado: 5 }).where(eq(neumaticos.id, tyre.id));
    await installSome(token, vehicle, [tyre], vehicle.kilometraje);
    const record = await openRecordOf(tyre.id);
    const res = await store(token, {
      id_vehiculo: vehicle.id,
      fecha: today,
      kilometros: vehicle.kilometraje,
      neumaticosretirados: [
        {
          id_neumaticos: tyre.id,
          id_historial: record.id,
          fecha_retiro: today,
          km_retiro: vehicle.kilometraje,
          motivo_retiro: 6,
        },
      ],
    });
    expect(res.status).toBe(200);
    expect((await tyreRow(tyre.id)).estado).toBe(5);
  });

  it('gives every validation message and writes nothing', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const vehicle = await vehicleOf(CLIENTS.andinos);
    const [tyre, other, hourTyre] = await readyTyres(CLIENTS.andinos, 3);
    if (!tyre || !other || !hourTyre) throw new Error('tyres');
    // A tyre measured in hours (the andinos fleet has none): it may not go on a vehicle run by km.
    await t.db.update(neumaticos).set({ unidad_medida: 'H' }).where(eq(neumaticos.id, hourTyre.id));
    const km = vehicle.kilometraje + 100;
    await installSome(token, vehicle, [other], km);
    const record = await openRecordOf(other.id);
    const slot = slotAt(vehicle, 1).ubicacion;
    const fmt = (value: number) => new Intl.NumberFormat('es-PE').format(value);
    const day = (iso: string) => iso.split('-').reverse().join('/');
    const base = { id_vehiculo: vehicle.id, fecha: today, kilometros: km };
    const removal = (changes: Record<string, unknown>) => ({
      id_neumaticos: other.id,
      num_serie: other.num_serie,
      id_historial: record.id,
      fecha_retiro: today,
      km_retiro: km,
      motivo_retiro: 3,
      ...changes,
    });
    const missing = Array.from({ length: 22 }, (_, index) => index + 1).find(
      (ubicacion) => !vehicle.slots.some((candidate) => candidate.ubicacion === ubicacion),
    );
    if (missing === undefined) throw new Error('the layout uses every slot');
    const free = vehicle.slots.find(
      (candidate) => candidate.ubicacion !== record.ubicacion && candidate.ubicacion !== slot,
    );
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...base }, 'neumaticosinstalados', INSTALLATION_MSG.sinMovimientos],
      [
        { ...base, fecha: '', neumaticosinstalados: [install(tyre, slot, today, km)] },
        'fecha',
        INSTALLATION_MSG.fechaRequerida,
      ],
      [
        { ...base, kilometros: '', neumaticosinstalados: [install(tyre, slot, today, km)] },
        'kilometros',
        INSTALLATION_MSG.kmRequerido,
      ],
      [
        { ...base, kilometros: '1.25', neumaticosinstalados: [install(tyre, slot, today, km)] },
        'kilometros',
        INSTALLATION_MSG.kmInvalido,
      ],
      [
        { ...base, fecha: addDays(today, 1), neumaticosinstalados: [install(tyre, slot, today, km)] },
        'fecha',
        INSTALLATION_MSG.fechaFutura,
      ],
      [
        { ...base, fecha: addDays(yesterday, -1), neumaticosinstalados: [install(tyre, slot, today, km)] },
        'fecha',
        INSTALLATION_MSG.fechaAnteriorEvento(day(yesterday)),
      ],
      [
        { ...base, kilometros: km - 1, neumaticosinstalados: [install(tyre, slot, today, km)] },
        'kilometros',
        INSTALLATION_MSG.kmMenorVehiculo(fmt(km)),
      ],
      [
        { ...base, neumaticosinstalados: [{ ...install(tyre, slot, today, km), fecha_instalacion: '' }] },
        'neumaticosinstalados.0.fecha_instalacion',
        INSTALLATION_MSG.fechaInstalacionRequerida,
      ],
      [
        { ...base, neumaticosinstalados: [{ ...install(tyre, slot, today, km), km_instalacion: null }] },
        'neumaticosinstalados.0.km_instalacion',
        INSTALLATION_MSG.kmRequerido,
      ],
      [
        { ...base, neumaticosinstalados: [install(tyre, slot, today, km - 1)] },
        'neumaticosinstalados.0.km_instalacion',
        INSTALLATION_MSG.kmMenorVehiculo(fmt(km)),
      ],
      [
        { ...base, neumaticosinstalados: [install(tyre, slot, addDays(yesterday, -3), km)] },
        'neumaticosinstalados.0.fecha_instalacion',
        INSTALLATION_MSG.fechaAnteriorEvento(day(yesterday)),
      ],
      [
        { ...base, neumaticosinstalados: [install(tyre, missing, today, km)] },
        'neumaticosinstalados.0.ubicacion',
        INSTALLATION_MSG.posicionInexistente(missing),
      ],
      [
        {
          ...base,
          neumaticosinstalados: [
            install(tyre, slot, today, km),
            install(tyre, free?.ubicacion ?? 0, today, km),
          ],
        },
        'neumaticosinstalados.1.id_neumaticos',
        INSTALLATION_MSG.neumaticoRepetido(tyre.num_serie),
      ],
      [
        { ...base, neumaticosinstalados: [install(tyre, slot, today, km), install(other, slot, today, km)] },
        'neumaticosinstalados.1.ubicacion',
        INSTALLATION_MSG.posicionRepetida(slot),
      ],
      [
        { ...base, neumaticosinstalados: [install(hourTyre, slot, today, km)] },
        'neumaticosinstalados.0.id_neumaticos',
        INSTALLATION_MSG.unidadDistinta(hourTyre.num_serie),
      ],
      [
        { ...base, neumaticosretirados: [removal({ fecha_retiro: '' })] },
        'neumaticosretirados.0.fecha_retiro',
        INSTALLATION_MSG.fechaRetiroRequerida,
      ],
      [
        { ...base, neumaticosretirados: [removal({ km_retiro: '' })] },
        'neumaticosretirados.0.km_retiro',
        INSTALLATION_MSG.kmRetiroRequerido,
      ],
      [
        { ...base, neumaticosretirados: [removal({ motivo_retiro: null })] },
        'neumaticosretirados.0.motivo_retiro',
        INSTALLATION_MSG.motivoRetiroRequerido,
      ],
      [
        { ...base, neumaticosretirados: [removal({ motivo_retiro: 7 })] },
        'neumaticosretirados.0.motivo_retiro',
        INSTALLATION_MSG.motivoRetiroRequerido,
      ],
      [
        { ...base, neumaticosretirados: [removal({}), removal({})] },
        'neumaticosretirados.1.id_historial',
        INSTALLATION_MSG.neumaticoRepetido(other.num_serie),
      ],
    ];
    const before = await snapshot();
    for (const [body, field, message] of cases) {
      const res = await store(token, body);
      expect(res.status, `${field}: ${JSON.stringify(res.body)}`).toBe(422);
      expect(res.body.errors?.[field], field).toEqual([message]);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a removal dated or read before the record’s installation (the dialog’s two warnings)', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const vehicle = await vehicleOf(CLIENTS.andinos);
    const [tyre] = await readyTyres(CLIENTS.andinos, 1);
    if (!tyre) throw new Error('tyre');
    // The vehicle's own floor is lower than the record: set it back by hand, so only the record's rule bites.
    await installSome(token, vehicle, [tyre], vehicle.kilometraje + 5000);
    const record = await openRecordOf(tyre.id);
    await t.db
      .update(neumaticoHistorial)
      .set({ fecha_instalacion: today })
      .where(eq(neumaticoHistorial.id, record.id));
    const km = vehicle.kilometraje + 5000;
    const before = await snapshot();
    const early = await store(token, {
      id_vehiculo: vehicle.id,
      fecha: today,
      kilometros: km,
      neumaticosretirados: [
        {
          id_neumaticos: tyre.id,
          id_historial: record.id,
          fecha_retiro: yesterday,
          km_retiro: km,
          motivo_retiro: 2,
        },
      ],
    });
    expect(early.status).toBe(422);
    expect(early.body.errors['neumaticosretirados.0.fecha_retiro']).toEqual([
      INSTALLATION_MSG.fechaRetiroAnterior(today.split('-').reverse().join('/')),
    ]);
    await t.db
      .update(neumaticoHistorial)
      .set({ fecha_instalacion: yesterday, km_instalacion: String(km + 10) })
      .where(eq(neumaticoHistorial.id, record.id));
    const low = await store(token, {
      id_vehiculo: vehicle.id,
      fecha: today,
      kilometros: km + 10,
      neumaticosretirados: [
        {
          id_neumaticos: tyre.id,
          id_historial: record.id,
          fecha_retiro: today,
          km_retiro: km + 5,
          motivo_retiro: 2,
        },
      ],
    });
    expect(low.status).toBe(422);
    expect(low.body.errors['neumaticosretirados.0.km_retiro']).toEqual([
      INSTALLATION_MSG.kmRetiroMenor(new Intl.NumberFormat('es-PE').format(km + 10)),
    ]);
    const after = await snapshot();
    expect(after?.eventos).toBe(before?.eventos);
    expect(after?.estados).toBe(before?.estados);
  });

  it('refuses every transition the state machine does not allow (409) and writes nothing', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const [vehicle, second] = await vehiclesOf(CLIENTS.andinos, 1, 2);
    if (!vehicle || !second) throw new Error('vehicles');
    const [installed, scrapped, inRepair, spare] = await readyTyres(CLIENTS.andinos, 4);
    if (!installed || !scrapped || !inRepair || !spare) throw new Error('tyres');
    const km = Math.max(vehicle.kilometraje, second.kilometraje) + 10;
    await installSome(token, vehicle, [installed], km);
    await t.db.update(neumaticos).set({ estado: 0 }).where(eq(neumaticos.id, scrapped.id));
    await t.db.update(neumaticos).set({ estado: 2 }).where(eq(neumaticos.id, inRepair.id));
    const record = await openRecordOf(installed.id);
    const onSecond = (tyre: { id: number; num_serie: string }) => ({
      id_vehiculo: second.id,
      fecha: today,
      kilometros: km,
      neumaticosinstalados: [install(tyre, slotAt(second, 0).ubicacion, today, km)],
    });
    const cases: [Record<string, unknown>, string][] = [
      [onSecond(installed), LIFECYCLE_MSG.noListoParaInstalar(installed.num_serie)],
      [onSecond(scrapped), LIFECYCLE_MSG.yaEnScrap],
      [onSecond(inRepair), LIFECYCLE_MSG.noListoParaInstalar(inRepair.num_serie)],
      // Occupied position.
      [
        {
          id_vehiculo: vehicle.id,
          fecha: today,
          kilometros: km,
          neumaticosinstalados: [install(spare, record.ubicacion ?? 0, today, km)],
        },
        LIFECYCLE_MSG.posicionOcupada,
      ],
      // Removing from the wrong vehicle, and a tyre that is not on it.
      [
        {
          id_vehiculo: second.id,
          fecha: today,
          kilometros: km,
          neumaticosretirados: [
            {
              id_neumaticos: installed.id,
              id_historial: record.id,
              fecha_retiro: today,
              km_retiro: km,
              motivo_retiro: 3,
            },
          ],
        },
        INSTALLATION_MSG.instalacionNoAbierta(installed.num_serie),
      ],
      [
        {
          id_vehiculo: vehicle.id,
          fecha: today,
          kilometros: km,
          neumaticosretirados: [
            {
              id_neumaticos: spare.id,
              id_historial: record.id,
              fecha_retiro: today,
              km_retiro: km,
              motivo_retiro: 3,
            },
          ],
        },
        INSTALLATION_MSG.instalacionNoAbierta(spare.num_serie),
      ],
      // A removal that leaves the tyre in retread, then installing it in the same save.
      [
        {
          id_vehiculo: vehicle.id,
          fecha: today,
          kilometros: km,
          neumaticosretirados: [
            {
              id_neumaticos: installed.id,
              id_historial: record.id,
              fecha_retiro: today,
              km_retiro: km,
              motivo_retiro: 1,
            },
          ],
          neumaticosinstalados: [install(installed, slotAt(vehicle, 1).ubicacion, today, km)],
        },
        LIFECYCLE_MSG.noListoParaInstalar(installed.num_serie),
      ],
    ];
    const before = await snapshot();
    for (const [body, message] of cases) {
      const res = await store(token, body);
      expect(res.status, message).toBe(409);
      expect(res.body.error).toBe(message);
    }
    expect(await snapshot()).toEqual(before);

    // Removing an already closed record: 409 too.
    const closed = await store(token, {
      id_vehiculo: vehicle.id,
      fecha: today,
      kilometros: km,
      neumaticosretirados: [
        {
          id_neumaticos: installed.id,
          id_historial: record.id,
          fecha_retiro: today,
          km_retiro: km,
          motivo_retiro: 4,
        },
      ],
    });
    expect(closed.status).toBe(200);
    expect((await tyreRow(installed.id)).estado).toBe(6);
    const again = await store(token, {
      id_vehiculo: vehicle.id,
      fecha: today,
      kilometros: km,
      neumaticosretirados: [
        {
          id_neumaticos: installed.id,
          id_historial: record.id,
          fecha_retiro: today,
          km_retiro: km,
          motivo_retiro: 4,
        },
      ],
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(INSTALLATION_MSG.instalacionNoAbierta(installed.num_serie));
  });

  it('answers 404 for another client’s vehicle, tyre or record, and writes nothing', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const vehicle = await vehicleOf(CLIENTS.andinos);
    const foreignVehicle = await vehicleOf(CLIENTS.sur);
    const [tyre, installed] = await readyTyres(CLIENTS.andinos, 2);
    const [foreignTyre] = await readyTyres(CLIENTS.sur, 1);
    if (!tyre || !installed || !foreignTyre) throw new Error('tyres');
    const km = Math.max(vehicle.kilometraje, foreignVehicle.kilometraje) + 10;
    // A record of the other client, through its own admin.
    const surToken = await t.login(USERS.surAdmin);
    const surInstall = await store(
      surToken,
      {
        id_vehiculo: foreignVehicle.id,
        fecha: yesterday,
        kilometros: km,
        neumaticosinstalados: [install(foreignTyre, slotAt(foreignVehicle, 0).ubicacion, yesterday, km)],
      },
      CLIENTS.sur,
    );
    expect(surInstall.status).toBe(200);
    const foreignRecord = await openRecordOf(foreignTyre.id);
    await installSome(token, vehicle, [installed], km);
    const ownRecord = await openRecordOf(installed.id);

    const before = await snapshot();
    const cases: Record<string, unknown>[] = [
      {
        id_vehiculo: foreignVehicle.id,
        fecha: today,
        kilometros: km,
        neumaticosinstalados: [install(tyre, slotAt(foreignVehicle, 1).ubicacion, today, km)],
      },
      {
        id_vehiculo: vehicle.id,
        fecha: today,
        kilometros: km,
        neumaticosinstalados: [install(foreignTyre, slotAt(vehicle, 1).ubicacion, today, km)],
      },
      {
        id_vehiculo: vehicle.id,
        fecha: today,
        kilometros: km,
        neumaticosretirados: [
          {
            id_neumaticos: installed.id,
            id_historial: foreignRecord.id,
            fecha_retiro: today,
            km_retiro: km,
            motivo_retiro: 3,
          },
        ],
      },
      {
        id_vehiculo: vehicle.id,
        fecha: today,
        kilometros: km,
        neumaticosretirados: [
          {
            id_neumaticos: foreignTyre.id,
            id_historial: ownRecord.id,
            fecha_retiro: today,
            km_retiro: km,
            motivo_retiro: 3,
          },
        ],
      },
    ];
    for (const body of cases) {
      const res = await store(token, body);
      expect(res.status, JSON.stringify(body)).toBe(404);
    }
    // Naming the other client outright is refused before anything is read.
    expect((await store(token, cases[0] ?? {}, CLIENTS.sur)).status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('needs the vehicles’ edit permission (403, nothing written)', async () => {
    const token = await t.login(USERS.andinosOperator);
    const vehicle = await vehicleOf(CLIENTS.andinos);
    const [tyre] = await readyTyres(CLIENTS.andinos, 1);
    if (!tyre) throw new Error('tyre');
    await revoke(ACTION.edit);
    const before = await snapshot();
    const res = await store(token, {
      id_vehiculo: vehicle.id,
      fecha: today,
      kilometros: vehicle.kilometraje,
      neumaticosinstalados: [install(tyre, slotAt(vehicle, 0).ubicacion, today, vehicle.kilometraje)],
    });
    expect(res.status).toBe(403);
    expect(await snapshot()).toEqual(before);
    // Viewing is still allowed.
    expect(
      (
        await t.post(
          '/api/vehiculos/obtenerneumaticosporid',
          { id_cliente: CLIENTS.andinos, id_vehiculo: vehicle.id },
          token,
        )
      ).status,
    ).toBe(200);
  });
});

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Sends requests that race for one row. On PostgreSQL a transaction of the test holds that row's lock until
 * every request is seen waiting on a lock, then lets them go: they really are inside their transactions at
 * the same moment, not one after the other. PGlite has a single connection and runs them in turn.
 */
async function atOnce<T>(lockRow: ReturnType<typeof sql>, requests: () => Promise<T>[]): Promise<T[]> {
  if (!onPostgres) return Promise.all(requests());
  let answers: Promise<T[]> | undefined;
  await t.db.transaction(async (tx) => {
    await tx.execute(lockRow);
    answers = Promise.all(requests());
    for (let tries = 0; tries < 400; tries++) {
      const [row] = await t.db
        .select({ waiting: sql<number>`count(*)::int`.mapWith(Number) })
        .from(sql`pg_stat_activity`)
        .where(sql`wait_event_type = 'Lock' and datname = current_database()`);
      if ((row?.waiting ?? 0) >= 2) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('the saves never waited on the row together');
  });
  if (!answers) throw new Error('no requests sent');
  return answers;
}

describe('concurrent saves', () => {
  it('installing one tyre on two vehicles at once: exactly one succeeds, the other is a clean 409', async () => {
    const [tokenA, tokenB] = [await t.login(USERS.andinosAdmin), await t.login(USERS.andinosOperator)];
    const [first, second] = await vehiclesOf(CLIENTS.andinos, 1, 2);
    const [tyre, companion] = await readyTyres(CLIENTS.andinos, 2);
    if (!first || !second || !tyre || !companion) throw new Error('data');
    const km = Math.max(first.kilometraje, second.kilometraje) + 1;
    const body = (vehicle: Vehicle, extra: { id: number; num_serie: string } | null) => ({
      id_vehiculo: vehicle.id,
      fecha: today,
      kilometros: km,
      neumaticosinstalados: [
        install(tyre, slotAt(vehicle, 0).ubicacion, today, km),
        ...(extra ? [install(extra, slotAt(vehicle, 1).ubicacion, today, km)] : []),
      ],
    });
    const answers = await atOnce(sql`select id from neumaticos where id = ${tyre.id} for update`, () => [
      store(tokenA, body(first, companion)),
      store(tokenB, body(second, null)),
    ]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect([
      LIFECYCLE_MSG.noListoParaInstalar(tyre.num_serie),
      'El neumático ya tiene una instalación abierta',
    ]).toContain(refused?.body.error);
    const records = await t.db
      .select()
      .from(neumaticoHistorial)
      .where(eq(neumaticoHistorial.id_neumatico, tyre.id));
    expect(records).toHaveLength(1);
    const winner = answers[0]?.status === 200 ? first : second;
    expect(records[0]?.id_vehiculo).toBe(winner.id);
    // The loser wrote nothing, not even its other tyre.
    const companionRow = await tyreRow(companion.id);
    expect(companionRow.estado).toBe(winner === first ? 3 : 1);
    const events = await t.db
      .select()
      .from(neumaticoEventos)
      .where(eq(neumaticoEventos.id_neumatico, tyre.id));
    expect(events).toHaveLength(1);
    const [loserRow] = await t.db
      .select({ km: sql<number>`${vehiculos.kilometraje}::float8`.mapWith(Number) })
      .from(vehiculos)
      .where(eq(vehiculos.id, winner === first ? second.id : first.id));
    expect(loserRow?.km).toBe((winner === first ? second : first).kilometraje);
  });

  it('two tyres onto one position at once: exactly one succeeds, the other is a clean 409', async () => {
    const [tokenA, tokenB] = [await t.login(USERS.andinosAdmin), await t.login(USERS.andinosOperator)];
    const vehicle = await vehicleOf(CLIENTS.andinos);
    const [x, y] = await readyTyres(CLIENTS.andinos, 2);
    if (!x || !y) throw new Error('tyres');
    const km = vehicle.kilometraje + 1;
    const body = (tyre: { id: number; num_serie: string }) => ({
      id_vehiculo: vehicle.id,
      fecha: today,
      kilometros: km,
      neumaticosinstalados: [install(tyre, slotAt(vehicle, 0).ubicacion, today, km)],
    });
    const answers = await atOnce(sql`select id from vehiculos where id = ${vehicle.id} for update`, () => [
      store(tokenA, body(x)),
      store(tokenB, body(y)),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.error).toBe(LIFECYCLE_MSG.posicionOcupada);
    const open = await t.db
      .select()
      .from(neumaticoHistorial)
      .where(
        and(eq(neumaticoHistorial.id_vehiculo, vehicle.id), sql`${neumaticoHistorial.km_retiro} is null`),
      );
    expect(open).toHaveLength(1);
    const states = [(await tyreRow(x.id)).estado, (await tyreRow(y.id)).estado].sort();
    expect(states).toEqual([1, 3]);
  });
});
