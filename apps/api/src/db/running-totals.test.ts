import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIFECYCLE_MSG } from '@huella/contracts';
import { CLIENTS, createTestApp, type TestApp } from '../../test/app';
import { httpErrorFromDatabase } from '../lib/db-errors';
import {
  clienteTotales,
  inspecciones,
  neumaticoCostos,
  neumaticoEventos,
  neumaticoHistorial,
  neumaticos,
  vehiculos,
} from './schema/index';

/**
 * What the triggers of migrations 0013 and 0018 keep (docs/decisions/0025): the per-client totals, the tyre's running
 * cost and km, scrap as a terminal state and append-only events. Each check compares the stored figure with the
 * sum it stands for, after every kind of write.
 */

let t: TestApp;

/** The one row a statement returned (pg answers `{ rows }`, PGlite too through drizzle's execute). */
function one<T>(row: T | undefined): T {
  if (row === undefined) throw new Error('row missing');
  return row;
}
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function storedVsSummed(tyreId: number) {
  const result = await t.db.execute(
    sql`select n.costo_acumulado::float8 as stored_cost,
          coalesce((select sum(c.costo_convertido) from neumatico_costos c where c.id_neumatico = n.id), 0)::float8 as summed_cost,
          n.km_recorrido::float8 as stored_km,
          coalesce((select sum(h.km_retiro - h.km_instalacion) from neumatico_historial h
                    where h.id_neumatico = n.id and h.km_retiro is not null and h.motivo_retiro is distinct from 6), 0)::float8 as summed_km
        from neumaticos n where n.id = ${tyreId}`,
  );
  return one(
    rowsOf<{ stored_cost: number; summed_cost: number; stored_km: number; summed_km: number }>(result)[0],
  );
}

async function demoTyre(clientId: number) {
  const [tyre] = await t.db
    .select({ id: neumaticos.id })
    .from(neumaticos)
    .where(and(eq(neumaticos.id_cliente, clientId), eq(neumaticos.estado, 1)))
    .limit(1);
  if (!tyre) throw new Error('demo tyre missing');
  return tyre.id;
}

async function demoVehicle(clientId: number) {
  const [vehicle] = await t.db
    .select({ id: vehiculos.id })
    .from(vehiculos)
    .where(eq(vehiculos.id_cliente, clientId))
    .limit(1);
  if (!vehicle) throw new Error('demo vehicle missing');
  return vehicle.id;
}

const counts = async (clientId: number) => {
  const [row] = await t.db.select().from(clienteTotales).where(eq(clienteTotales.id_cliente, clientId));
  const result = await t.db.execute(
    sql`select (select count(*) from vehiculos where id_cliente = ${clientId})::int as v,
               (select count(*) from neumaticos where id_cliente = ${clientId})::int as n,
               (select count(*) from inspecciones where id_cliente = ${clientId})::int as i`,
  );
  const actual = one(rowsOf<{ v: number; n: number; i: number }>(result)[0]);
  return { stored: { v: row?.vehiculos ?? 0, n: row?.neumaticos ?? 0, i: row?.inspecciones ?? 0 }, actual };
};

describe('running totals on the tyre row', () => {
  it('follow cost events as they are added, changed and removed', async () => {
    const tyreId = await demoTyre(CLIENTS.andinos);
    const before = await storedVsSummed(tyreId);
    expect(before.stored_cost).toBeCloseTo(before.summed_cost, 4);

    const [repair] = await t.db
      .insert(neumaticoCostos)
      .values({
        id_cliente: CLIENTS.andinos,
        id_neumatico: tyreId,
        motivo: 2,
        fecha: '2026-01-15',
        costo: '20',
        tipo_moneda: 2,
        costo_convertido: '20',
        nuevo: 1,
        observacion: 'Parche',
      })
      .returning();
    let now = await storedVsSummed(tyreId);
    expect(now.stored_cost).toBeCloseTo(before.summed_cost + 20, 4);
    expect(now.stored_cost).toBeCloseTo(now.summed_cost, 4);

    await t.db
      .update(neumaticoCostos)
      .set({ costo_convertido: '35.5' })
      .where(eq(neumaticoCostos.id, one(repair).id));
    now = await storedVsSummed(tyreId);
    expect(now.stored_cost).toBeCloseTo(before.summed_cost + 35.5, 4);

    await t.db.delete(neumaticoCostos).where(eq(neumaticoCostos.id, one(repair).id));
    now = await storedVsSummed(tyreId);
    expect(now.stored_cost).toBeCloseTo(before.summed_cost, 4);
  });

  it('count only closed, non-voided installation records as km', async () => {
    const tyreId = await demoTyre(CLIENTS.andinos);
    const vehicleId = await demoVehicle(CLIENTS.andinos);
    const [record] = await t.db
      .insert(neumaticoHistorial)
      .values({
        id_cliente: CLIENTS.andinos,
        id_neumatico: tyreId,
        id_vehiculo: vehicleId,
        ubicacion: 21,
        posicion: 21,
        fecha_instalacion: '2026-01-01',
        km_instalacion: '100000',
      })
      .returning();
    expect((await storedVsSummed(tyreId)).stored_km).toBe(0);

    await t.db
      .update(neumaticoHistorial)
      .set({ fecha_retiro: '2026-03-01', km_retiro: '185000', motivo_retiro: 1 })
      .where(eq(neumaticoHistorial.id, one(record).id));
    let now = await storedVsSummed(tyreId);
    expect(now.stored_km).toBe(85000);
    expect(now.stored_km).toBe(now.summed_km);

    // An installation error voids the record: its km count 0 (domain.md §3).
    await t.db
      .update(neumaticoHistorial)
      .set({ motivo_retiro: 6 })
      .where(eq(neumaticoHistorial.id, one(record).id));
    now = await storedVsSummed(tyreId);
    expect(now.stored_km).toBe(0);

    await t.db.delete(neumaticoHistorial).where(eq(neumaticoHistorial.id, one(record).id));
    expect((await storedVsSummed(tyreId)).stored_km).toBe(0);
  });
});

describe('per-client totals', () => {
  it('match the rows after inserts and deletes, per client', async () => {
    const before = await counts(CLIENTS.sur);
    expect(before.stored).toEqual(before.actual);
    const [source] = await t.db
      .select()
      .from(neumaticos)
      .where(eq(neumaticos.id_cliente, CLIENTS.sur))
      .limit(1);
    const { id: _id, created_at: _c, updated_at: _u, ...copy } = one(source);
    const inserted = await t.db
      .insert(neumaticos)
      .values([
        { ...copy, num_serie: 'TOT-1' },
        { ...copy, num_serie: 'TOT-2' },
      ])
      .returning({ id: neumaticos.id });
    let now = await counts(CLIENTS.sur);
    expect(now.stored.n).toBe(before.stored.n + 2);
    expect(now.stored).toEqual(now.actual);
    await t.db.delete(neumaticos).where(eq(neumaticos.id, one(inserted[0]).id));
    now = await counts(CLIENTS.sur);
    expect(now.stored).toEqual(now.actual);
    // Finished inspections (migration 0018): two in one statement, then one deleted.
    const vehicleId = await demoVehicle(CLIENTS.sur);
    const header = { id_cliente: CLIENTS.sur, id_vehiculo: vehicleId, km_inspeccion: '1000' };
    const headers = await t.db
      .insert(inspecciones)
      .values([
        { ...header, fecha_inspeccion: '2026-01-10' },
        { ...header, fecha_inspeccion: '2026-02-10' },
      ])
      .returning({ id: inspecciones.id });
    now = await counts(CLIENTS.sur);
    expect(now.stored.i).toBe(before.stored.i + 2);
    expect(now.stored).toEqual(now.actual);
    await t.db.delete(inspecciones).where(eq(inspecciones.id, one(headers[0]).id));
    now = await counts(CLIENTS.sur);
    expect(now.stored).toEqual(now.actual);
    // The other client's counter never moves.
    const other = await counts(CLIENTS.andinos);
    expect(other.stored).toEqual(other.actual);
  });
});

describe('rules the database refuses', () => {
  it('keeps scrap terminal: a scrapped tyre cannot change state (409)', async () => {
    const tyreId = await demoTyre(CLIENTS.sur);
    await t.db.update(neumaticos).set({ estado: 0 }).where(eq(neumaticos.id, tyreId));
    const error = await t.db
      .update(neumaticos)
      .set({ estado: 5 })
      .where(eq(neumaticos.id, tyreId))
      .then(
        () => undefined,
        (failure: unknown) => failure,
      );
    const answer = httpErrorFromDatabase(error);
    expect(answer?.statusCode).toBe(409);
    expect(answer?.message).toBe(LIFECYCLE_MSG.yaEnScrap);
    const [row] = await t.db
      .select({ estado: neumaticos.estado })
      .from(neumaticos)
      .where(eq(neumaticos.id, tyreId));
    expect(row?.estado).toBe(0);
  });

  it('keeps a tyre’s events append-only (409 on update)', async () => {
    const tyreId = await demoTyre(CLIENTS.andinos);
    const [event] = await t.db
      .insert(neumaticoEventos)
      .values({
        id_cliente: CLIENTS.andinos,
        id_neumatico: tyreId,
        tipo: 'registro',
        fecha: '2026-01-01',
        estado: 1,
      })
      .returning();
    const error = await t.db
      .update(neumaticoEventos)
      .set({ estado: 3 })
      .where(eq(neumaticoEventos.id, one(event).id))
      .then(
        () => undefined,
        (failure: unknown) => failure,
      );
    expect(httpErrorFromDatabase(error)?.message).toBe(LIFECYCLE_MSG.eventoInmutable);
  });

  it('holds one open installation per vehicle position', async () => {
    const vehicleId = await demoVehicle(CLIENTS.andinos);
    const tyres = await t.db
      .select({ id: neumaticos.id })
      .from(neumaticos)
      .where(and(eq(neumaticos.id_cliente, CLIENTS.andinos), eq(neumaticos.estado, 1)))
      .limit(2);
    const open = (tyreId: number) =>
      t.db.insert(neumaticoHistorial).values({
        id_cliente: CLIENTS.andinos,
        id_neumatico: tyreId,
        id_vehiculo: vehicleId,
        ubicacion: 22,
        posicion: 22,
        fecha_instalacion: '2026-02-01',
        km_instalacion: '5000',
      });
    await open(one(tyres[0]).id);
    const error = await open(one(tyres[1]).id).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(httpErrorFromDatabase(error)?.message).toBe(LIFECYCLE_MSG.posicionOcupada);
  });
});
