import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACTION, INSPECTION_MSG, TYRE_STATES_MSG } from '@huella/contracts';
import { addDays } from '@huella/domain';
import { inspeccionDetalles, neumaticos, vehiculos } from '../../db/schema/index';
import { CLIENTS, createTestApp, type TestApp, USERS } from '../../../test/app';
import {
  lastWeek,
  type Mounted,
  mountTyres,
  readingOf,
  revoke,
  snapshot,
  today,
  uploadedImage,
  yesterday,
} from './inspection.test-support';

let t: TestApp;
let token: string;
let mounted: Mounted;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.login(USERS.andinosOperator);
  mounted = await mountTyres(t, token);
});
afterEach(async () => t.close());

const andinos = CLIENTS.andinos;
const post = (path: string, body: Record<string, unknown>, as: string = token) =>
  t.post(`/api/${path}`, { id_cliente: andinos, ...body }, as);
const tyre = (index: number) => {
  const found = mounted.tyres[index];
  if (!found) throw new Error('tyre missing');
  return found;
};

async function draft(index: number, overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await post('inspecciones/storeInspeccion', readingOf(mounted, index, overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.inspeccion_actual.id;
}

const header = (ids: number[], overrides: Record<string, unknown> = {}) => ({
  codigo: 'INS-1',
  vehiculo: mounted.vehicleId,
  fecha_inspeccion: yesterday,
  km_inspeccion: mounted.km + 1200,
  id_planta: null,
  llantarepuesto: 1,
  portallanta: 0,
  inspection_id: ids,
  ...overrides,
});
const finish = (ids: number[], overrides: Record<string, unknown> = {}) =>
  post('inspecciones/finishedInspectionSimplified', header(ids, overrides));

async function tyreRow(id: number) {
  const [row] = await t.db
    .select({
      remanente_actual: sql<number>`${neumaticos.remanente_actual}::float8`.mapWith(Number),
      has_inspeccion: neumaticos.has_inspeccion,
    })
    .from(neumaticos)
    .where(eq(neumaticos.id, id));
  return row;
}

describe('POST inspecciones/finishedInspectionSimplified', () => {
  it("registers the inspection: tyres' tread, the vehicle's km, the bad-condition list and the vehicle's history", async () => {
    const ruta = await uploadedImage(t);
    const good = await draft(0, { exterior: 10, medio: 9.5, interior: 11 });
    const bad = await draft(1, {
      exterior: 8,
      interior: 8,
      estado: 4,
      ruta,
      recomendacion: 'Corte en el flanco',
    });
    const res = await finish([good, bad]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      identificador: expect.any(Number),
      mensaje: 'Inspeccion registrada con éxito',
    });

    const readings = await t.db.select().from(inspeccionDetalles);
    expect(readings.map((row) => [row.id_inspeccion, Number(row.km_inspeccion_parcial)])).toEqual([
      [res.body.identificador, mounted.km + 1200],
      [res.body.identificador, mounted.km + 1200],
    ]);
    expect(await tyreRow(tyre(0).id)).toEqual({ remanente_actual: 9.5, has_inspeccion: true });
    expect(await tyreRow(tyre(1).id)).toEqual({ remanente_actual: 8, has_inspeccion: true });
    const [vehicle] = await t.db
      .select({ km: sql<number>`${vehiculos.kilometraje}::float8`.mapWith(Number) })
      .from(vehiculos)
      .where(eq(vehiculos.id, mounted.vehicleId));
    expect(vehicle?.km).toBe(mounted.km + 1200);

    // The bad tyre is listed as installed, with the verdict, the date and the photo.
    const list = await post('neumaticos/enmalestado', { page: 1, per_page: 100 });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(
      list.body.success.resultado.data.find((row: { id: number }) => row.id === tyre(1).id),
    ).toMatchObject({
      estado_descripcion: 'instalado',
      motivo_scrap: 'Neumático en Mal estado',
      fecha_scrap: yesterday,
      id_vehiculo: mounted.vehicleId,
      ruta1: expect.stringContaining(ruta),
    });
    expect(list.body.success.resultado.data.some((row: { id: number }) => row.id === tyre(0).id)).toBe(false);

    // The inspection is now the vehicle's last event: installation checks, km edit and km correction see it.
    const installDate = await post('vehiculos/validateFechaInstalacion', {
      id_vehiculo: mounted.vehicleId,
      fecha_inspeccion: addDays(yesterday, -1),
    });
    expect(installDate.body.mensaje).not.toBe('Correcto');
    const installKm = await post('vehiculos/validateKilometrajeInstalacion', {
      id_vehiculo: mounted.vehicleId,
      km_inspeccion: mounted.km + 1000,
    });
    expect(installKm.body.mensaje).not.toBe('KM Correcto');
    const shown = await post('vehiculos/show', { id: mounted.vehicleId, id_vehiculo: mounted.vehicleId });
    expect(shown.body.vehiculo?.editkm, JSON.stringify(shown.body)).toBe(0);
    const correction = await post('neumatico/show/kilometraje', { id_neumatico: tyre(0).id });
    expect(correction.body.success?.bloqueo, JSON.stringify(correction.body)).toBe(
      TYRE_STATES_MSG.kmConInspeccion,
    );

    // The next reading of the same life compares with this one (§13: +1 mm at most).
    const at = await post('inspecciones/datneumaticos', {
      id_vehiculo: mounted.vehicleId,
      ubicacion: tyre(0).ubicacion,
    });
    expect(at.body.success.posicion[0].anterior).toEqual({ exterior: 10, medio: 9.5, interior: 11 });
    const grown = await post('inspecciones/storeInspeccion', readingOf(mounted, 0, { exterior: 11.5 }));
    expect(grown.body.errors).toEqual({
      exterior: [INSPECTION_MSG.sobreAnterior('Profundidad izquierda', 11.5, 10)],
    });
    // A finished reading is not deleted, and a second inspection cannot reuse the code or an earlier date.
    expect((await post('inspecciones/deleteInspeccion', { id_inspeccion: good })).status).toBe(409);
    const again = await draft(0, { exterior: 9, medio: 9, interior: 9 });
    const taken = await finish([again], { codigo: 'ins-1', km_inspeccion: mounted.km + 2000 });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe(INSPECTION_MSG.codigoRegistrado);
    const duplicate = await post('inspecciones/validate/duplicate', {
      id_vehiculo: mounted.vehicleId,
      fecha_inspeccion: yesterday,
      km_inspeccion: mounted.km + 1200,
    });
    expect(duplicate.body.status).toBe(1);
    expect((await post('inspecciones/validateCodigoInspeccion', { codigo: 'Ins-1' })).body).toEqual({
      existe: true,
    });
    expect(
      (
        await post('inspecciones/validateCodigoInspeccion', {
          codigo: 'Ins-1',
          identificador: res.body.identificador,
        })
      ).body,
    ).toEqual({ existe: false });
  });

  it('refuses an empty, badly dated, mixed or repeated inspection with its message, and writes nothing', async () => {
    const first = await draft(0);
    const second = await draft(1);
    const before = await snapshot(t);

    const empty = await finish([]);
    expect(empty.status).toBe(422);
    expect(empty.body.error).toBe(INSPECTION_MSG.sinDetalles);

    const early = await finish([first], { fecha_inspeccion: addDays(lastWeek, -1) });
    expect(early.status).toBe(422);
    expect(Object.keys(early.body.errors)).toEqual(['fecha_inspeccion']);
    const future = await finish([first], { fecha_inspeccion: addDays(today, 1) });
    expect(future.body.errors.fecha_inspeccion).toEqual(['La fecha no puede ser posterior a hoy']);
    const low = await finish([first], { km_inspeccion: mounted.km - 1 });
    expect(low.status).toBe(422);
    expect(Object.keys(low.body.errors)).toEqual(['km_inspeccion']);

    // A second draft of the same slot (another dialog, another key).
    const twin = await draft(0);
    const twice = await finish([first, twin]);
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe(INSPECTION_MSG.posicionRepetida(tyre(0).posicion));

    const sur = await t.login(USERS.surOperator);
    const foreign = await t.post(
      '/api/inspecciones/finishedInspectionSimplified',
      { id_cliente: CLIENTS.sur, ...header([first, second]) },
      sur,
    );
    expect(foreign.status).toBe(404);
    const unknown = await finish([first, 999_999]);
    expect(unknown.status).toBe(404);

    await revoke(t, 70, ACTION.add);
    expect((await finish([first, second])).status).toBe(403);
    await t.db.delete(inspeccionDetalles).where(eq(inspeccionDetalles.id, twin));
    expect(await snapshot(t)).toEqual(before);
  });

  it('refuses a tyre removed since its reading, and a reading already finished', async () => {
    const first = await draft(0);
    const done = await finish([first]);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const again = await finish([first], { codigo: 'INS-2' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(INSPECTION_MSG.lecturaRegistrada(tyre(0).posicion));

    const second = await draft(1);
    await t.db.execute(
      sql`update neumatico_historial set km_retiro = ${mounted.km + 1300}, fecha_retiro = ${today}, motivo_retiro = 3
        where id_neumatico = ${tyre(1).id} and km_retiro is null`,
    );
    const gone = await finish([second], {
      codigo: 'INS-3',
      fecha_inspeccion: today,
      km_inspeccion: mounted.km + 1400,
    });
    expect(gone.status).toBe(409);
    expect(gone.body.error).toBe(INSPECTION_MSG.neumaticoNoEnPosicion(tyre(1).num_serie, tyre(1).posicion));
  });
});

describe('two inspections finished at once', () => {
  it('lets one code in when two vehicles finish with it at the same time (the unique index answers the loser)', async () => {
    // The second vehicle takes the next ready tyres (the first vehicle's are installed now).
    const other = await mountTyres(t, token, andinos, 1, 1);
    const mine = await draft(0);
    const theirs = await post('inspecciones/storeInspeccion', readingOf(other, 0));
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(200);
    const [a, b] = await Promise.all([
      finish([mine], { codigo: 'RACE' }),
      post('inspecciones/finishedInspectionSimplified', {
        ...header([theirs.body.inspeccion_actual.id], { codigo: 'race' }),
        vehiculo: other.vehicleId,
        km_inspeccion: other.km + 100,
      }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a, b].find((res) => res.status === 409)?.body.error).toBe(INSPECTION_MSG.codigoRegistrado);
    const [row] = (
      (await t.db.execute(sql`select count(*)::int as n from inspecciones`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(row?.n).toBe(1);
  });
});

describe('POST inspecciones/updateInspectionMinified and updateInspeccion of a finished reading', () => {
  it("edits the header with the same checks (itself excluded) and needs the report's edit grant", async () => {
    const first = await draft(0);
    const one = await finish([first]);
    const other = await finish([await draft(1)], {
      codigo: 'INS-9',
      fecha_inspeccion: today,
      km_inspeccion: mounted.km + 1500,
    });
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    const edit = (overrides: Record<string, unknown>, as: string = token) =>
      post(
        'inspecciones/updateInspectionMinified',
        { ...header([]), identificador: one.body.identificador, ...overrides },
        as,
      );

    // The older inspection keeps its date and km: its code changes; its reading cannot pass the later one.
    const same = await edit({ codigo: 'ins-1b' });
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    expect(same.body).toEqual({ identificador: one.body.identificador, mensaje: INSPECTION_MSG.actualizada });
    // A changed km is checked (the later inspection read more); the kept date is not.
    const lower = await edit({ km_inspeccion: mounted.km + 1300 });
    expect(lower.status).toBe(422);
    expect(lower.body.errors).toHaveProperty('km_inspeccion');
    expect(lower.body.errors).not.toHaveProperty('fecha_inspeccion');
    // The screen's checks agree: the kept date and km are 'Correcto' for the inspection being edited.
    const kept = { id_vehiculo: mounted.vehicleId, identificador: one.body.identificador };
    const keptDate = (
      await post('vehiculos/validateFechaInspeccion', {
        ...kept,
        fecha_inspeccion: header([]).fecha_inspeccion,
      })
    ).body;
    const keptKm = (
      await post('vehiculos/validateKilometraje', { ...kept, km_inspeccion: header([]).km_inspeccion })
    ).body;
    expect([keptDate.mensaje, keptKm.mensaje]).toEqual(['Correcto', 'KM Correcto']);
    const moved = await post('inspecciones/updateInspectionMinified', {
      ...header([]),
      identificador: other.body.identificador,
      codigo: 'INS-9',
      fecha_inspeccion: today,
      km_inspeccion: mounted.km + 1600,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const taken = await edit({ codigo: 'INS-9' });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe(INSPECTION_MSG.codigoRegistrado);

    // A finished reading is changed with the report's edit grant, and its tyre's tread follows.
    const changed = await post(
      'inspecciones/updateInspeccion',
      readingOf(mounted, 0, { id: first, exterior: 7, medio: 7, interior: 7.5 }),
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await tyreRow(tyre(0).id)).toEqual({ remanente_actual: 7, has_inspeccion: true });

    const sur = await t.login(USERS.surOperator);
    const foreign = await t.post(
      '/api/inspecciones/updateInspectionMinified',
      { id_cliente: CLIENTS.sur, ...header([]), identificador: one.body.identificador },
      sur,
    );
    expect(foreign.status).toBe(404);

    await revoke(t, 71, ACTION.edit);
    expect((await edit({})).status).toBe(403);
    const denied = await post(
      'inspecciones/updateInspeccion',
      readingOf(mounted, 0, { id: first, exterior: 6 }),
    );
    expect(denied.status).toBe(403);
  });
});
