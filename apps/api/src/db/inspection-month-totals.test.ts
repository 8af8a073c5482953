import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CLIENTS, createTestApp, type TestApp, USERS } from '../../test/app';
import {
  type Mounted,
  mountTyres,
  readingOf,
  yesterday,
} from '../modules/inspections/inspection.test-support';
import { rowsOf } from '../modules/inspections/inspection-read';

/**
 * inspeccion_totales_mes (migration 0019): the month totals 'Análisis de inspecciones' reads stay equal to the
 * finished readings they summarize, whatever writes them.
 */

let t: TestApp;
let token: string;
let mounted: Mounted;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.login(USERS.andinosOperator);
  mounted = await mountTyres(t, token, CLIENTS.andinos, 3);
});
afterEach(async () => t.close());

const post = (path: string, body: Record<string, unknown>) =>
  t.post(`/api/${path}`, { id_cliente: CLIENTS.andinos, ...body }, token);

async function draft(index: number) {
  const res = await post('inspecciones/storeInspeccion', readingOf(mounted, index));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.inspeccion_actual.id as number;
}

interface Total {
  mes: string;
  id_marca: number;
  id_disenio: number | null;
  lecturas: number;
  suma_nsd: number;
}

/** The stored totals and the same figures counted from the readings, both without empty rows. */
async function totalsAndTruth() {
  const stored = await rowsOf<Total>(
    t.db,
    sql`select mes::text as mes, id_marca, id_disenio, lecturas, suma_nsd::float8 as suma_nsd
      from inspeccion_totales_mes where id_cliente = ${CLIENTS.andinos} and lecturas > 0
      order by 1, 2, 3`,
  );
  const truth = await rowsOf<Total>(
    t.db,
    sql`select date_trunc('month', fecha_inspeccion)::date::text as mes, id_marca, id_disenio,
        count(*)::int as lecturas, sum(nsd)::float8 as suma_nsd
      from inspeccion_detalles where id_cliente = ${CLIENTS.andinos} and fecha_inspeccion is not null
      group by 1, 2, 3 order by 1, 2, 3`,
  );
  return { stored, truth };
}

describe('inspeccion_totales_mes', () => {
  it('counts finished readings only, follows a date edit to another month and a deleted tyre', async () => {
    const ids = [await draft(0), await draft(1)];
    await draft(2); // stays a draft
    expect((await totalsAndTruth()).stored).toEqual([]);

    const finished = await post('inspecciones/finishedInspectionSimplified', {
      codigo: 'TOT-1',
      vehiculo: mounted.vehicleId,
      fecha_inspeccion: yesterday,
      km_inspeccion: mounted.km + 1000,
      id_planta: null,
      llantarepuesto: 0,
      portallanta: 0,
      inspection_id: ids,
    });
    expect(finished.status, JSON.stringify(finished.body)).toBe(200);
    let { stored, truth } = await totalsAndTruth();
    expect(stored.reduce((sum, row) => sum + row.lecturas, 0)).toBe(2);
    expect(stored).toEqual(truth);
    // The reading keeps the brand and design it was read with.
    const [reading] = await rowsOf<{ marca: boolean; fecha: string }>(
      t.db,
      sql`select d.id_marca = n.id_marca as marca, d.fecha_inspeccion::text as fecha
        from inspeccion_detalles d join neumaticos n on n.id = d.id_neumatico where d.id = ${ids[0]}`,
    );
    expect(reading).toEqual({ marca: true, fecha: yesterday });

    // An inspection dated into another month (as a header edit writes it) moves its readings there.
    await t.db.execute(
      sql`update inspeccion_detalles set fecha_inspeccion = fecha_inspeccion - 40
        where id_inspeccion = ${finished.body.identificador}`,
    );
    ({ stored, truth } = await totalsAndTruth());
    expect(stored).toEqual(truth);
    expect(stored.map((row) => row.mes)).not.toContain(`${yesterday.slice(0, 7)}-01`);

    // Deleting a tyre deletes its readings (cascade) and their share of the totals.
    await t.db.execute(sql`delete from neumaticos where id = ${mounted.tyres[0]?.id ?? 0}`);
    ({ stored, truth } = await totalsAndTruth());
    expect(stored).toEqual(truth);
    expect(stored.reduce((sum, row) => sum + row.lecturas, 0)).toBe(1);
  });
});
