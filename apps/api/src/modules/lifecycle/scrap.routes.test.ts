import { and, eq, inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACTION, LIFECYCLE_MSG, ROLE, SCRAP_MSG } from '@huella/contracts';
import { addDays, scrapLoss, todayInLima } from '@huella/domain';
import { neumaticoCostos, neumaticos, neumaticoScrap, permisos } from '../../db/schema/index';
import { CLIENTS, createTestApp, type TestApp, USERS } from '../../../test/app';
import {
  eventsOf,
  installTyre,
  readyTyre,
  reasonId,
  removeTyre,
  setApplicationLimit,
  snapshot,
  uploadImage,
  errorsOf,
  vehicleOf,
} from './scrap.test-support';

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.login(USERS.andinosOperator);
});
afterEach(async () => t.close());

const screenSave = (neumatico: Record<string, unknown>, as = token, client: number = CLIENTS.andinos) =>
  t.post('/api/scrap/storesimplificado', { id_cliente: client, id_usuario: 1, neumatico }, as);
const find = (tyreId: number, as = token, client: number = CLIENTS.andinos) =>
  t.post('/api/scrap/find', { id_cliente: client, id_neumatico: tyreId }, as);

/**
 * The worked example of domain.md §11 on a real tyre: bought for 418.08 USD with 16 mm, run on a vehicle whose
 * application retreads at 3 mm, removed for final wear at 7 mm and scrapped: 418.08 × 4 ÷ 13 = 128.64.
 */
async function workedExampleTyre() {
  const created = await t.post(
    '/api/neumaticos/store',
    {
      id_cliente: CLIENTS.andinos,
      grupo: [{ num_serie: 'SCRAP-EJ-1', serie_cliente: '1524' }],
      neumatico: {
        precio: 418.08,
        tipo_moneda: 2,
        nuevo: 1,
        cantidad_reencauche: 0,
        id_marca: (await readyTyre(t)).id_marca,
        id_modelo: (await readyTyre(t)).id_modelo,
        id_medida: (await readyTyre(t)).id_medida,
        remanente_original: 16,
        remanente_actual: 16,
        presion_recomendada: 110,
        unidad_medida: 'K',
        k_recorridos: 0,
        fecha_registro: '2025-01-10',
      },
    },
    token,
  );
  expect(created.status).toBe(200);
  const [tyre] = await t.db.select().from(neumaticos).where(eq(neumaticos.id, created.body.data[0].id));
  if (!tyre) throw new Error('tyre not created');
  const vehicle = await vehicleOf(t);
  await setApplicationLimit(t, vehicle, 3);
  await installTyre(t, { tyre, vehicle, km: 100_000, fecha: '2025-02-01', ubicacion: 3 });
  await removeTyre(t, { tyreId: tyre.id, km: 185_000, fecha: '2025-09-01' });
  return { tyre, vehicle };
}

describe('POST scrap/storesimplificado (tyre scrap screen)', () => {
  it('scraps a removed tyre: record with the life cost and the loss of domain.md §11, state 0, one event', async () => {
    const { tyre, vehicle } = await workedExampleTyre();
    const photo = await uploadImage(t, token);
    const res = await screenSave({
      id_neumatico: tyre.id,
      id_motivo_scrap: await reasonId(t),
      remanente_final: 7,
      // The limit is known (the application of the vehicle it ran on): what the form sends is not used.
      remanente_limite: 9,
      fecha_scrap: '2025-09-05',
      ruta1: photo,
      ruta2: '',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Operación realizada con éxito');
    expect(res.body.data).toMatchObject({
      id_neumatico: tyre.id,
      num_serie: 'SCRAP-EJ-1',
      dot: '1524',
      remanente_original: 16,
      remanente_final: 7,
      remanente_limite: 3,
      km_inicial: 0,
      km_final: 85_000,
      motivo: 'DESGASTE FINAL',
      fecha_scrap: '2025-09-05',
      costo_vida: 418.08,
      estado: 0,
      ruta1: photo,
      ruta2: null,
      neumaticoimgruta1: `/api/archivos/imagenes/${photo}`,
      id_vehiculo: null,
    });
    expect(res.body.data.costo_perdido).toBeCloseTo(128.64, 2);
    expect(res.body.data.costo_perdido).toBe(
      scrapLoss({ lifeCost: 418.08, original: 16, final: 7, limit: 3 }),
    );
    const [after] = await t.db.select().from(neumaticos).where(eq(neumaticos.id, tyre.id));
    expect(after).toMatchObject({ estado: 0, remanente_final: '7.00' });
    const events = await eventsOf(t, tyre.id);
    expect(events.at(-1)).toMatchObject({
      tipo: 'scrap',
      estado_anterior: 6,
      estado: 0,
      fecha: '2025-09-05',
    });
    expect(vehicle.id).toBeGreaterThan(0);
  });

  it('counts the cost of the scrapped life only: the last retread plus the repairs after it', async () => {
    const { tyre } = await workedExampleTyre();
    await t.db.insert(neumaticoCostos).values([
      // Repair during life N: not part of life R1.
      {
        id_cliente: CLIENTS.andinos,
        id_neumatico: tyre.id,
        motivo: 2,
        fecha: '2025-05-01',
        costo: '30',
        tipo_moneda: 2,
        costo_convertido: '30',
        nuevo: 1,
      },
      {
        id_cliente: CLIENTS.andinos,
        id_neumatico: tyre.id,
        motivo: 1,
        fecha: '2025-09-10',
        costo: '150',
        tipo_moneda: 2,
        costo_convertido: '150',
        nuevo: 0,
        n_reencauche: 1,
        rem_original: '14',
      },
      {
        id_cliente: CLIENTS.andinos,
        id_neumatico: tyre.id,
        motivo: 2,
        fecha: '2025-10-01',
        costo: '20',
        tipo_moneda: 2,
        costo_convertido: '20',
        nuevo: 0,
        n_reencauche: 1,
      },
    ]);
    await t.db
      .update(neumaticos)
      .set({ remanente_original: '14', cantidad_reencauche: 1, nuevo: 0 })
      .where(eq(neumaticos.id, tyre.id));
    const res = await screenSave({
      id_neumatico: tyre.id,
      id_motivo_scrap: await reasonId(t, 'CORTE EN FLANCO'),
      remanente_final: 8.5,
      remanente_limite: 3,
      fecha_scrap: '2025-10-02',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.costo_vida).toBe(170);
    expect(res.body.data.remanente_original).toBe(14);
    // 170 × (8.5 − 3) ÷ (14 − 3) = 85
    expect(res.body.data.costo_perdido).toBe(85);
  });

  it('asks for the limit of a tyre that never ran, and uses the one typed', async () => {
    const tyre = await readyTyre(t);
    const reason = await reasonId(t);
    const missing = await screenSave({
      id_neumatico: tyre.id,
      id_motivo_scrap: reason,
      remanente_final: 10,
      remanente_limite: '',
      fecha_scrap: '2025-09-05',
    });
    expect(missing.status).toBe(422);
    expect(errorsOf(missing).remanente_limite).toEqual([SCRAP_MSG.remanenteLimiteSinTildeRequerido]);
    const found = await find(tyre.id);
    expect(found.body.success.datos).toMatchObject({ id: null, estado: 1, remanente_limite: null });
    const res = await screenSave({
      id_neumatico: tyre.id,
      id_motivo_scrap: reason,
      remanente_final: 10,
      remanente_limite: 4,
      fecha_scrap: todayInLima(),
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ remanente_limite: 4, km_final: Number(tyre.k_recorridos) });
  });

  it('answers each validation message of the screen (spec 2 §5) and writes nothing', async () => {
    const tyre = await readyTyre(t);
    const before = await snapshot(t, tyre.id);
    const res = await screenSave({ id_neumatico: tyre.id, remanente_final: '', fecha_scrap: '' });
    expect(res.status).toBe(422);
    expect(errorsOf(res)).toMatchObject({
      id_motivo_scrap: [SCRAP_MSG.motivoScrapRequerido],
      remanente_final: [SCRAP_MSG.remanenteFinalRequerido],
      remanente_limite: [SCRAP_MSG.remanenteLimiteSinTildeRequerido],
      fecha_scrap: [SCRAP_MSG.fechaRequerida],
    });
    const reason = await reasonId(t);
    const base = { id_neumatico: tyre.id, id_motivo_scrap: reason, fecha_scrap: '2025-09-05' };
    const tooHigh = await screenSave({ ...base, remanente_final: 99, remanente_limite: 3 });
    expect(errorsOf(tooHigh).remanente_final).toEqual([SCRAP_MSG.finalMayorQueOriginal]);
    const limitAbove = await screenSave({ ...base, remanente_final: 5, remanente_limite: 40 });
    expect(errorsOf(limitAbove).remanente_limite).toEqual([SCRAP_MSG.limiteMayorQueOriginal]);
    const future = await screenSave({
      ...base,
      remanente_final: 5,
      remanente_limite: 3,
      fecha_scrap: addDays(todayInLima(), 2),
    });
    expect(errorsOf(future).fecha_scrap).toEqual([SCRAP_MSG.fechaFutura]);
    const unknownReason = await screenSave({
      ...base,
      id_motivo_scrap: 9999,
      remanente_final: 5,
      remanente_limite: 3,
    });
    expect(errorsOf(unknownReason).id_motivo_scrap).toEqual([SCRAP_MSG.motivoNoExiste]);
    const badImage = await screenSave({ ...base, remanente_final: 5, remanente_limite: 3, ruta1: 'x.png' });
    expect(badImage.status).toBe(422);
    expect(await snapshot(t, tyre.id)).toEqual(before);
  });

  it('refuses a date before the tyre was removed', async () => {
    const { tyre } = await workedExampleTyre();
    const res = await screenSave({
      id_neumatico: tyre.id,
      id_motivo_scrap: await reasonId(t),
      remanente_final: 7,
      remanente_limite: 3,
      fecha_scrap: '2025-08-01',
    });
    expect(res.status).toBe(422);
    expect(errorsOf(res).fecha_scrap).toEqual([SCRAP_MSG.fechaAntesDeInstalacion('2025-09-01')]);
  });

  it('refuses an installed tyre and a tyre already in scrap with 409, nothing changed', async () => {
    const tyre = await readyTyre(t);
    const vehicle = await vehicleOf(t);
    await installTyre(t, { tyre, vehicle, km: 1000, fecha: '2025-03-01' });
    const form = {
      id_neumatico: tyre.id,
      id_motivo_scrap: await reasonId(t),
      remanente_final: 5,
      remanente_limite: 3,
      fecha_scrap: '2025-09-05',
    };
    const installed = await snapshot(t, tyre.id);
    const res = await screenSave(form);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(SCRAP_MSG.scrapNoPermitido);
    expect(await snapshot(t, tyre.id)).toEqual(installed);

    const other = await readyTyre(t, CLIENTS.andinos, 1);
    expect((await screenSave({ ...form, id_neumatico: other.id })).status).toBe(200);
    const scrapped = await snapshot(t, other.id);
    const twice = await screenSave({ ...form, id_neumatico: other.id });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe(LIFECYCLE_MSG.yaEnScrap);
    expect(await snapshot(t, other.id)).toEqual(scrapped);
  });

  it('two saves of one tyre at once: one scrap record, the other 409', async () => {
    const tyre = await readyTyre(t);
    const form = {
      id_neumatico: tyre.id,
      id_motivo_scrap: await reasonId(t),
      remanente_final: 5,
      remanente_limite: 3,
      fecha_scrap: '2025-09-05',
    };
    const answers = await Promise.all([screenSave(form), screenSave(form)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const rows = await t.db.select().from(neumaticoScrap).where(eq(neumaticoScrap.id_neumatico, tyre.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses another client’s tyre (404) or client (403), and a role without add on 76 (403)', async () => {
    const sur = await readyTyre(t, CLIENTS.sur);
    const form = {
      id_neumatico: sur.id,
      id_motivo_scrap: await reasonId(t),
      remanente_final: 5,
      remanente_limite: 3,
      fecha_scrap: '2025-09-05',
    };
    const before = await snapshot(t, sur.id);
    expect((await screenSave(form)).status).toBe(404);
    expect((await find(sur.id)).status).toBe(404);
    expect((await screenSave(form, token, CLIENTS.sur)).status).toBe(403);
    expect(await snapshot(t, sur.id)).toEqual(before);

    await t.db
      .delete(permisos)
      .where(
        and(
          eq(permisos.id_rol, ROLE.operator),
          eq(permisos.id_menu, 76),
          inArray(permisos.id_accion, [ACTION.add]),
        ),
      );
    const own = await readyTyre(t);
    const res = await screenSave({ ...form, id_neumatico: own.id });
    expect(res.status).toBe(403);
    // Reading the screen needs only view on the tyre report.
    expect((await find(own.id)).status).toBe(200);
  });

  it('refuses a photo uploaded for another client', async () => {
    const surToken = await t.login(USERS.surOperator);
    const photo = await uploadImage(t, surToken, CLIENTS.sur);
    const tyre = await readyTyre(t);
    const res = await screenSave({
      id_neumatico: tyre.id,
      id_motivo_scrap: await reasonId(t),
      remanente_final: 5,
      remanente_limite: 3,
      fecha_scrap: '2025-09-05',
      ruta2: photo,
    });
    expect(res.status).toBe(422);
    expect(Object.keys(errorsOf(res))).toEqual(['ruta2']);
  });
});

describe('POST scrap/find', () => {
  it('answers state, known limit, scrap date and record id (spec 2 §7) with the records', async () => {
    const { tyre } = await workedExampleTyre();
    const before = await find(tyre.id);
    expect(before.status).toBe(200);
    expect(before.body.success.datos).toMatchObject({
      id: null,
      estado: 6,
      remanente_limite: 3,
      fecha_scrap: null,
      num_serie: 'SCRAP-EJ-1',
      remanente_original: 16,
    });
    expect(before.body.success.registros).toEqual([]);
    const saved = await screenSave({
      id_neumatico: tyre.id,
      id_motivo_scrap: await reasonId(t),
      remanente_final: 7,
      remanente_limite: 3,
      fecha_scrap: '2025-09-05',
    });
    const after = await find(tyre.id);
    expect(after.body.success.datos).toMatchObject({
      id: saved.body.data.id,
      estado: 0,
      estado_descripcion: 'Scrap',
      remanente_limite: 3,
      fecha_scrap: '2025-09-05',
    });
    expect(after.body.success.registros).toEqual([saved.body.data]);
  });
});

describe('POST neumaticos/enviarAscrap (bad-condition list)', () => {
  const send = (body: Record<string, unknown>, as = token) =>
    t.post('/api/neumaticos/enviarAscrap', { id_cliente: CLIENTS.andinos, id_usuario: 1, ...body }, as);

  it('needs the final tread first (409 with the spec’s notice), then scraps with the defaults', async () => {
    const { tyre } = await workedExampleTyre();
    const before = await snapshot(t, tyre.id);
    const missing = await send({ id_neumatico: tyre.id });
    expect(missing.status).toBe(409);
    expect(missing.body.error).toBe('¡Por favor, ingrese su remanente final para continuar! ');
    expect(await snapshot(t, tyre.id)).toEqual(before);

    await t.db.update(neumaticos).set({ remanente_final: '7' }).where(eq(neumaticos.id, tyre.id));
    const res = await send({ id_neumatico: tyre.id });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      motivo: 'DESGASTE FINAL',
      fecha_scrap: todayInLima(),
      remanente_final: 7,
      remanente_limite: 3,
      costo_vida: 418.08,
      costo_perdido: 128.64,
    });
    const again = await send({ id_neumatico: tyre.id });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(LIFECYCLE_MSG.yaEnScrap);
  });

  it('takes reason and date when sent; refuses an installed tyre, another client’s, and without edit on 78', async () => {
    const tyre = await readyTyre(t);
    await t.db.update(neumaticos).set({ remanente_final: '6' }).where(eq(neumaticos.id, tyre.id));
    const noLimit = await send({ id_neumatico: tyre.id });
    expect(noLimit.status).toBe(422);
    expect(errorsOf(noLimit).remanente_limite).toEqual([SCRAP_MSG.remanenteLimiteSinTildeRequerido]);
    const res = await send({
      id_neumatico: tyre.id,
      id_motivo_scrap: await reasonId(t, 'CORTE EN FLANCO'),
      fecha_scrap: '2025-09-05',
      remanente_limite: 3,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ motivo: 'CORTE EN FLANCO', fecha_scrap: '2025-09-05' });

    const installed = await readyTyre(t, CLIENTS.andinos, 1);
    await installTyre(t, { tyre: installed, vehicle: await vehicleOf(t), km: 10, fecha: '2025-03-01' });
    const refused = await send({ id_neumatico: installed.id });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(SCRAP_MSG.scrapNoPermitido);

    const sur = await readyTyre(t, CLIENTS.sur);
    expect((await send({ id_neumatico: sur.id })).status).toBe(404);

    await t.db
      .delete(permisos)
      .where(
        and(
          eq(permisos.id_rol, ROLE.operator),
          eq(permisos.id_menu, 78),
          eq(permisos.id_accion, ACTION.edit),
        ),
      );
    const other = await readyTyre(t, CLIENTS.andinos, 2);
    expect((await send({ id_neumatico: other.id })).status).toBe(403);
  });
});
