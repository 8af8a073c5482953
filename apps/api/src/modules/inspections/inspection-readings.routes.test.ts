import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACTION, IMAGE_MSG, INSPECTION_MSG, MSG } from '@huella/contracts';
import { inspeccionDetalles } from '../../db/schema/index';
import { cleanUp } from '../../lib/housekeeping';
import { CLIENTS, createTestApp, type TestApp, USERS } from '../../../test/app';
import {
  type Mounted,
  mountTyres,
  readingOf,
  revoke,
  snapshot,
  uploadedImage,
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
const countReadings = async () =>
  Number(
    (
      (await t.db.execute(sql`select count(*)::int as n from inspeccion_detalles`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]?.n,
  );

describe('POST inspecciones/posiciones and inspecciones/datneumaticos', () => {
  it("lists the vehicle's slots with their tyres and reads the tyre at one slot", async () => {
    const res = await post('inspecciones/posiciones', { id_vehiculo: mounted.vehicleId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const slots = res.body.success.posicion;
    expect(slots[0]).toEqual({
      posicion: tyre(0).posicion,
      ubicacion: tyre(0).ubicacion,
      id_ejes: expect.any(Number),
      id_neumaticos: tyre(0).id,
      num_serie: tyre(0).num_serie,
      rem_proximo: 5,
      disabled: false,
    });
    expect(
      slots.find((slot: { ubicacion: number }) => slot.ubicacion === mounted.emptySlot.ubicacion),
    ).toMatchObject({ id_neumaticos: '-', num_serie: null, disabled: true });

    const at = await post('inspecciones/datneumaticos', {
      id_vehiculo: mounted.vehicleId,
      ubicacion: tyre(0).ubicacion,
    });
    expect(at.status, JSON.stringify(at.body)).toBe(200);
    expect(at.body.message).toBe('');
    expect(at.body.success.posicion).toEqual([
      expect.objectContaining({
        id_neumaticos: tyre(0).id,
        num_serie: tyre(0).num_serie,
        km_instalacion: mounted.km,
        remanente_original: tyre(0).original,
        rem_proximo: 5,
        anterior: null,
        eje: expect.any(String),
        tipo_costo: 1,
      }),
    ]);
    const empty = await post('inspecciones/datneumaticos', {
      id_vehiculo: mounted.vehicleId,
      ubicacion: mounted.emptySlot.ubicacion,
    });
    expect(empty.body).toEqual({ success: { posicion: [] }, message: INSPECTION_MSG.sinNeumatico });
  });

  it("answers 404 for another client's vehicle and 403 without the screen's view grant", async () => {
    const sur = await t.login(USERS.surOperator);
    const other = await t.post(
      '/api/inspecciones/posiciones',
      { id_cliente: CLIENTS.sur, id_vehiculo: mounted.vehicleId },
      sur,
    );
    expect(other.status).toBe(404);
    await revoke(t, 70, ACTION.view);
    expect((await post('inspecciones/posiciones', { id_vehiculo: mounted.vehicleId })).status).toBe(403);
  });
});

describe('POST inspecciones/storeInspeccion', () => {
  it('stores a draft once per key, even when the same save arrives twice at once', async () => {
    const body = readingOf(mounted, 0, { medio: '', presion: '105.5' });
    const [first, second] = await Promise.all([
      post('inspecciones/storeInspeccion', body),
      post('inspecciones/storeInspeccion', body),
    ]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.inspeccion_actual.id).toBe(first.body.inspeccion_actual.id);
    expect(first.body.inspeccion_actual).toMatchObject({
      clave: body.clave,
      id_inspeccion: null,
      id_neumaticos: tyre(0).id,
      d_posicion: `P${tyre(0).posicion}`,
      presion: 105.5,
      medio: null,
      nsd: tyre(0).original - 2,
      ruta: null,
    });
    // A retry later answers the same reading.
    const retry = await post('inspecciones/storeInspeccion', body);
    expect(retry.body.inspeccion_actual.id).toBe(first.body.inspeccion_actual.id);
    expect(await countReadings()).toBe(1);
  });

  it("refuses what cannot be true with the field's message, and writes nothing", async () => {
    const before = await snapshot(t);
    const store = (overrides: Record<string, unknown>, index = 0) =>
      post('inspecciones/storeInspeccion', readingOf(mounted, index, overrides));

    const otherSlot = await store({ ubicacion: tyre(1).ubicacion, posicion: tyre(1).posicion });
    expect(otherSlot.status).toBe(409);
    expect(otherSlot.body.error).toBe(
      INSPECTION_MSG.neumaticoNoEnPosicion(tyre(0).num_serie, tyre(1).posicion),
    );

    const nsd = await store({ exterior: 4.5, interior: 6, medio: '' });
    expect(nsd.status).toBe(422);
    expect(nsd.body.errors).toEqual({ estado: [INSPECTION_MSG.nsdOpcion(4.5)] });

    const deep = await store({ exterior: tyre(0).original + 1 });
    expect(deep.status).toBe(422);
    expect(deep.body.errors).toEqual({
      exterior: [
        INSPECTION_MSG.sobreOriginal('Profundidad izquierda', tyre(0).original + 1, tyre(0).original),
      ],
    });

    const pressure = await store({ presion: 161 });
    expect(pressure.status).toBe(422);
    expect(pressure.body.errors.presion).toEqual([INSPECTION_MSG.presionMaxima]);

    const noPhoto = await store({ estado: 4 });
    expect(noPhoto.body.errors).toEqual({ ruta: [INSPECTION_MSG.fotoRequerida] });
    const foreignPhoto = await store({ estado: 4, ruta: await uploadedImage(t, CLIENTS.sur) });
    expect(foreignPhoto.status).toBe(422);
    expect(foreignPhoto.body.errors).toEqual({ ruta: [IMAGE_MSG.imagenNoDisponible] });

    const inaccessible = await store({ accesibilidad: 0, presion: 0 });
    expect(inaccessible.body.errors).toEqual({ motivo_inaccesibilidad: [INSPECTION_MSG.motivoRequerido] });

    expect(await snapshot(t)).toEqual(before);
  });

  it("answers 404 for another client's vehicle or tyre and 403 without the add grant", async () => {
    const before = await snapshot(t);
    const sur = await t.login(USERS.surOperator);
    const other = await t.post(
      '/api/inspecciones/storeInspeccion',
      readingOf(mounted, 0, {}, CLIENTS.sur),
      sur,
    );
    expect(other.status).toBe(404);
    expect(await snapshot(t)).toEqual(before);

    const stored = await post('inspecciones/storeInspeccion', readingOf(mounted, 0));
    const id = stored.body.inspeccion_actual.id;
    const kept = await snapshot(t);
    const foreignUpdate = await t.post(
      '/api/inspecciones/updateInspeccion',
      readingOf(mounted, 0, { id, exterior: 3 }, CLIENTS.sur),
      sur,
    );
    expect(foreignUpdate.status).toBe(404);
    await revoke(t, 70, ACTION.add);
    const denied = await post('inspecciones/storeInspeccion', readingOf(mounted, 0));
    expect(denied.status).toBe(403);
    expect(denied.body.error).toBe(MSG.sinPermiso);
    expect(
      (await post('inspecciones/updateInspeccion', readingOf(mounted, 0, { id, exterior: 3 }))).status,
    ).toBe(403);
    expect((await post('inspecciones/deleteInspeccion', { id_inspeccion: id })).status).toBe(403);
    expect(await snapshot(t)).toEqual(kept);
  });

  it('keeps the photo of a bad tyre', async () => {
    const ruta = await uploadedImage(t);
    const res = await post('inspecciones/storeInspeccion', readingOf(mounted, 0, { estado: 3, ruta }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.inspeccion_actual).toMatchObject({ estado: 3, ruta });
  });
});

describe('drafts: updateInspeccion, obtenerInspeccionesParcial, deleteInspeccion', () => {
  it('changes, lists and deletes a draft', async () => {
    const stored = await post('inspecciones/storeInspeccion', readingOf(mounted, 0));
    const id = stored.body.inspeccion_actual.id;
    const changed = await post(
      'inspecciones/updateInspeccion',
      readingOf(mounted, 0, {
        id,
        tuercaestado: 3,
        tuercacantidad: 2,
        otros: ['Desg. Irregular'],
        desgirregular: [2, 5],
      }),
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.inspeccion_actual).toMatchObject({
      id,
      tuercaestado: 3,
      tuercacantidad: 2,
      otros: ['Desg. Irregular'],
      desgirregular: [2, 5],
    });
    // The reading stays its tyre's: another tyre's id (the one on the next slot) is refused, nothing changes.
    const otherTyre = readingOf(mounted, 1).id_neumaticos;
    const moved = await post(
      'inspecciones/updateInspeccion',
      readingOf(mounted, 0, { id, id_neumaticos: otherTyre }),
    );
    expect(moved.status).toBe(409);
    const second = await post('inspecciones/storeInspeccion', readingOf(mounted, 1));
    const listed = await post('inspecciones/obtenerInspeccionesParcial', {
      array_id_inspecciones: [id, second.body.inspeccion_actual.id],
    });
    expect(listed.body.inspecciones.map((row: { id: number }) => row.id)).toEqual([
      id,
      second.body.inspeccion_actual.id,
    ]);

    const sur = await t.login(USERS.surOperator);
    const foreign = await t.post(
      '/api/inspecciones/deleteInspeccion',
      { id_cliente: CLIENTS.sur, id_inspeccion: id },
      sur,
    );
    expect(foreign.status).toBe(404);
    const foreignList = await t.post(
      '/api/inspecciones/obtenerInspeccionesParcial',
      { id_cliente: CLIENTS.sur, array_id_inspecciones: [id] },
      sur,
    );
    expect(foreignList.body.inspecciones).toEqual([]);

    const removed = await post('inspecciones/deleteInspeccion', { id_inspeccion: id });
    expect(removed.status).toBe(200);
    expect(await t.db.select().from(inspeccionDetalles).where(eq(inspeccionDetalles.id, id))).toEqual([]);
  });
});

describe('abandoned drafts', () => {
  it('are cleaned up after a month by the hourly housekeeping; finished readings and recent drafts stay', async () => {
    const old = await post('inspecciones/storeInspeccion', readingOf(mounted, 0));
    const recent = await post('inspecciones/storeInspeccion', readingOf(mounted, 1));
    const oldId = old.body.inspeccion_actual.id;
    await t.db.execute(
      sql`update inspeccion_detalles set created_at = now() - interval '31 days' where id = ${oldId}`,
    );
    const removed = await cleanUp(t.db, { uploadsDir: t.app.uploadsDir });
    expect(removed.drafts).toBe(1);
    const left = await t.db.select({ id: inspeccionDetalles.id }).from(inspeccionDetalles);
    expect(left.map((row) => row.id)).toEqual([recent.body.inspeccion_actual.id]);
  });
});

describe('server checks', () => {
  it('answers the code, date, km, duplicate and tread checks', async () => {
    const check = (path: string, body: Record<string, unknown>) =>
      post(path, { id_vehiculo: mounted.vehicleId, ...body });
    expect((await check('inspecciones/validateCodigoInspeccion', { codigo: 'X-1' })).body).toEqual({
      existe: false,
    });
    expect(
      (await check('vehiculos/validateFechaInspeccion', { fecha_inspeccion: '2020-01-01' })).body.mensaje,
    ).toMatch(/^La fecha/);
    expect((await check('vehiculos/validateKilometraje', { km_inspeccion: mounted.km })).body).toEqual({
      mensaje: 'KM Correcto',
    });
    expect(
      (await check('vehiculos/validateKilometraje', { km_inspeccion: mounted.km - 1 })).body.mensaje,
    ).not.toBe('KM Correcto');
    expect(
      (await check('inspecciones/validate/duplicate', { fecha_inspeccion: '2026-01-01', km_inspeccion: 10 }))
        .body,
    ).toEqual({ status: 0, mensaje: '' });
    const tread = await post('neumaticos/validateRemanentes', {
      id_neumatico: tyre(0).id,
      exterior: tyre(0).original,
      interior: tyre(0).original + 0.6,
    });
    expect(tread.body).toEqual({
      status: 1,
      mensaje: INSPECTION_MSG.sobreOriginal('Profundidad derecha', tyre(0).original + 0.6, tyre(0).original),
    });
    const fine = await post('neumaticos/validateRemanentes', {
      id_neumatico: tyre(0).id,
      exterior: tyre(0).original + 0.5,
      interior: 3,
    });
    expect(fine.body).toEqual({ status: 0, mensaje: '' });
  });
});
