import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MONTH_NAMES, REPORT_MSG } from '@huella/contracts';
import { inspeccionDetalles, inspecciones } from '../../../db/schema/index';
import { CLIENTS, createTestApp, revokeGrant, type TestApp, USERS } from '../../../../test/app';
import { buildFleet, type Fleet, stampReadings } from './dashboard.test-support';

let t: TestApp;
let token: string;
let fleet: Fleet;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.login(USERS.superadmin);
  fleet = await buildFleet(t);
});
afterEach(async () => t.close());

const bar = (descripcion: string, cantidad: number, valor: number | null = null) => ({
  descripcion,
  cantidad,
  valor,
});

/** March to June of the analysis year: I1, I2, I2b and I3 of the fleet (see dashboard.test-support.ts). */
async function chart(
  name: string,
  period: { mes_inicial: number; mes_final: number } = { mes_inicial: 3, mes_final: 6 },
) {
  const res = await t.post(
    `/api/reporte/${name}`,
    { id_cliente: fleet.clientId, year: fleet.analysisYear, ...period },
    token,
  );
  expect(res.status).toBe(200);
  return res.body.datos;
}

describe('Análisis de inspecciones', () => {
  it('counts the period’s finished readings per tyre brand (not the draft, nor the inspections outside)', async () => {
    // DB-A: tyre 0 twice, 1 and 2; DB-B: 5 and 6; DB-D: tyre 12 in both lives; DB-C: 10; DB-E: 14; DB-G: 17.
    // Outside: tyre 9 (Feb 28), 11 (Jul 1), 13 (a year earlier); the draft of tyre 3 (DB-A).
    expect(await chart('marcasinspeccionadas')).toEqual([
      bar('DB-A', 4),
      bar('DB-B', 2),
      bar('DB-D', 2),
      bar('DB-C', 1),
      bar('DB-E', 1),
      bar('DB-G', 1),
    ]);
  });

  it('follows the months asked for', async () => {
    // Only March: tyre 0 (DB-A) and tyre 5 (DB-B).
    expect(await chart('marcasinspeccionadas', { mes_inicial: 3, mes_final: 3 })).toEqual([
      bar('DB-A', 1),
      bar('DB-B', 1),
    ]);
    // February to July takes the boundary days: tyre 9 (DB-C) on Feb 28 and tyre 11 (DB-C) on Jul 1.
    const wide = await chart('marcasinspeccionadas', { mes_inicial: 2, mes_final: 7 });
    expect(wide.find((b: { descripcion: string }) => b.descripcion === 'DB-C')).toEqual(bar('DB-C', 3));
    expect(await chart('marcasinspeccionadas', { mes_inicial: 8, mes_final: 12 })).toEqual([]);
  });

  it('gives each design its readings and mean NSD, by the design of the life read; no design is SIN DISEÑO', async () => {
    // DBD01: tyre 0 (10, 9), 1 (12), 2 (11.5) and tyre 12's first life (8): 50.5 / 5 = 10.1 mm.
    // Tyre 12's second life is DBD07 (15); tyre 17 has no design (3).
    expect(await chart('diseniosinspeccionados')).toEqual([
      bar('DBD01', 5, 10.1),
      bar('DBD02', 1, 7.25),
      bar('DBD03', 1, 14),
      bar('DBD05', 1, 6.5),
      bar('DBD07', 1, 15),
      bar('DBD09', 1, 4),
      bar('SIN DISEÑO', 1, 3),
    ]);
  });

  it('counts distinct inspected vehicles per vehicle type', async () => {
    // V1 (inspected twice) and V4 are trucks, V2 a bus; V3 (a truck) was inspected only outside the period.
    expect(await chart('tiposvehiculoinspeccionados')).toEqual([bar('DBT CAMION', 2), bar('DBT BUS', 1)]);
  });

  it('folds what is past the top 10 into OTROS, its mean NSD over all its readings', async () => {
    // An inspection in May of 11 more tyres, one per design, so 12 designs have readings.
    const vehicleId = (await vehicleOf(fleet.clientId)) ?? 0;
    const [inspection] = await t.db
      .insert(inspecciones)
      .values({
        id_cliente: fleet.clientId,
        id_vehiculo: vehicleId,
        fecha_inspeccion: `${fleet.analysisYear}-05-20`,
        km_inspeccion: '50000',
      })
      .returning({ id: inspecciones.id });
    // Tyres 3, 6, 8, 10, 11, 13, 15, 16 carry DBD02, DBD03, DBD04, DBD05, DBD06, DBD08, DBD10, DBD11.
    const extra = [3, 6, 8, 10, 11, 13, 15, 16];
    await t.db.insert(inspeccionDetalles).values(
      extra.map((tyre, k) => ({
        id_cliente: fleet.clientId,
        clave: randomUUID(),
        id_inspeccion: inspection?.id ?? 0,
        id_vehiculo: vehicleId,
        id_neumatico: fleet.tyreIds[tyre] ?? 0,
        posicion: k + 1,
        ubicacion: k + 1,
        id_ejes: 2,
        vida: tyre >= 12 ? 1 : 0,
        presion: '100',
        valvula: 'CT',
        accesibilidad: 1,
        exterior: '10',
        medio: '10',
        interior: '10',
        separaciond: 'Sep. Entre Duales-No Aplica',
        tuercaestado: 1,
      })),
    );
    await stampReadings(t, fleet.clientId);
    // Counts: DBD01 5; DBD02, DBD03, DBD05 2 each; DBD04, DBD06, DBD07, DBD08, DBD09, DBD10, DBD11 and
    // SIN DISEÑO 1 each: the top 10 end at DBD10 (ties by name); OTROS = DBD11 + SIN DISEÑO with NSD 10 and
    // 3 → 13 / 2 = 6.5 mm.
    const bars = await chart('diseniosinspeccionados');
    expect(bars).toHaveLength(11);
    expect(bars.slice(0, 4)).toEqual([
      bar('DBD01', 5, 10.1),
      bar('DBD02', 2, 8.63), // (7.25 + 10) / 2 = 8.625
      bar('DBD03', 2, 12), // (14 + 10) / 2
      bar('DBD05', 2, 8.25), // (6.5 + 10) / 2
    ]);
    expect(bars.map((b: { descripcion: string }) => b.descripcion).slice(4)).toEqual([
      'DBD04',
      'DBD06',
      'DBD07',
      'DBD08',
      'DBD09',
      'DBD10',
      'OTROS',
    ]);
    expect(bars[10]).toEqual(bar('OTROS', 2, 6.5));
  });

  it('counts finished inspections per month of a year, the 12 months always there', async () => {
    const res = await t.post(
      '/api/reporte/inspeccionesanuales',
      { id_cliente: fleet.clientId, year: fleet.analysisYear },
      token,
    );
    expect(res.status).toBe(200);
    const counts = [0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0]; // Feb 28, Mar, Apr, May, Jun 30, Jul 1
    expect(res.body.datos).toEqual(
      MONTH_NAMES.map((nombre, index) => ({ mes: index + 1, nombre, cantidad: counts[index] })),
    );
  });

  it('checks the period: month required, first ≤ last', async () => {
    const send = (body: Record<string, unknown>) =>
      t.post(
        '/api/reporte/marcasinspeccionadas',
        { id_cliente: fleet.clientId, year: fleet.analysisYear, ...body },
        token,
      );
    const reversed = await send({ mes_inicial: 6, mes_final: 3 });
    expect(reversed.status).toBe(422);
    expect(JSON.stringify(reversed.body)).toContain(REPORT_MSG.mes);
    expect((await send({ mes_inicial: 3 })).status).toBe(422);
    expect((await send({ mes_inicial: 0, mes_final: 3 })).status).toBe(422);
  });
});

async function vehicleOf(clientId: number) {
  const rows = await t.db
    .select({ id: inspecciones.id_vehiculo })
    .from(inspecciones)
    .where(eq(inspecciones.id_cliente, clientId))
    .limit(1);
  return rows[0]?.id;
}

describe('access', () => {
  const routes = [
    '/api/reporte/marcasinspeccionadas',
    '/api/reporte/diseniosinspeccionados',
    '/api/reporte/tiposvehiculoinspeccionados',
    '/api/reporte/inspeccionesanuales',
  ];
  const body = (clientId: number) => ({
    id_cliente: clientId,
    year: fleet.analysisYear,
    mes_inicial: 1,
    mes_final: 12,
  });

  it('lets an operator read its own client, refuses another client’s id, and refuses without menu 99', async () => {
    const operator = await t.login(USERS.andinosOperator);
    for (const url of routes) {
      expect((await t.post(url, body(CLIENTS.andinos), operator)).status, url).toBe(200);
      expect((await t.post(url, body(CLIENTS.sur), operator)).status, url).toBe(403);
      expect((await t.post(url, body(fleet.clientId), operator)).status, url).toBe(403);
    }
    await revokeGrant(t, 99);
    for (const url of routes)
      expect((await t.post(url, body(CLIENTS.andinos), operator)).status, url).toBe(403);
    expect((await t.post(routes[0] ?? '', body(fleet.clientId))).status).toBe(401);
  });
});
