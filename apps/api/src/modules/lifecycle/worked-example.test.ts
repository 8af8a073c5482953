import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { costPerUnit, REMOVAL_REASON, roundTo } from '@huella/domain';
import {
  empresasReencauche,
  motivosScrap,
  neumaticoDisenios,
  vehiculoConfiguracionPosiciones,
  vehiculos,
} from '../../db/schema/index';
import { CLIENTS, createTestApp, type TestApp, USERS } from '../../../test/app';
import { setThresholds, totalsOf, tyreItem } from './tyre-states.test-helpers';

/**
 * Issue 10's test of record: one tyre through domain.md §4–§5 and §11 by the same calls the screens make
 * (installation screen, retread and repair lists, tyre scrap screen), and the figures checked to the cent
 * against values computed by hand. After every movement the tyre row's running totals equal its events' sums.
 */

let t: TestApp;
let token: string;
const clientId = CLIENTS.andinos;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login(USERS.andinosAdmin);
});
afterAll(() => t.close());

async function post(path: string, body: Record<string, unknown>) {
  const res = await t.post(`/api/${path}`, { id_cliente: clientId, ...body }, token);
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
}

/** Two km vehicles of the client, their odometers set back to 0 so the example's readings fit. */
async function twoVehicles() {
  const rows = await t.db
    .select({ id: vehiculos.id, ruta: vehiculos.ruta, id_configuracion: vehiculos.id_configuracion })
    .from(vehiculos)
    .where(and(eq(vehiculos.id_cliente, clientId), eq(vehiculos.tipo_costo, 1)))
    .orderBy(asc(vehiculos.id))
    .limit(2);
  await t.db
    .update(vehiculos)
    .set({ kilometraje: '0' })
    .where(
      inArray(
        vehiculos.id,
        rows.map((row) => row.id),
      ),
    );
  const withSlot = async (row: (typeof rows)[number]) => {
    const [slot] = await t.db
      .select({ ubicacion: vehiculoConfiguracionPosiciones.ubicacion })
      .from(vehiculoConfiguracionPosiciones)
      .where(eq(vehiculoConfiguracionPosiciones.id_configuracion, row.id_configuracion))
      .orderBy(asc(vehiculoConfiguracionPosiciones.ubicacion))
      .limit(1);
    // domain.md §11: the limit of the scrap is the application's retread threshold, 3 mm here.
    await setThresholds(t.db, { clientId, applicationId: row.ruta, ini: 2, limit: 3, next: 6 });
    return { id: row.id, ubicacion: slot?.ubicacion ?? 1 };
  };
  const [first, second] = rows;
  if (!first || !second) throw new Error('demo vehicles missing');
  return [await withSlot(first), await withSlot(second)] as const;
}

/** The installation screen's save: one install or one removal at a date and reading. */
async function install(
  vehicle: { id: number; ubicacion: number },
  tyreId: number,
  fecha: string,
  km: number,
) {
  await post('vehiculos/storeinstalacion', {
    id_vehiculo: vehicle.id,
    fecha,
    kilometros: km,
    neumaticosinstalados: [
      { id_neumaticos: tyreId, ubicacion: vehicle.ubicacion, fecha_instalacion: fecha, km_instalacion: km },
    ],
  });
}

async function remove(
  vehicle: { id: number; ubicacion: number },
  tyreId: number,
  fecha: string,
  km: number,
  reason: number,
) {
  const positions = await post('showDatosNeumaticosPosicionHistorial', { vehiculo: vehicle.id });
  const record = positions.success.resultado.posicion.find(
    (slot: { ubicacion: number }) => slot.ubicacion === vehicle.ubicacion,
  );
  expect(record?.id_neumaticos).toBe(tyreId);
  await post('vehiculos/storeinstalacion', {
    id_vehiculo: vehicle.id,
    fecha,
    kilometros: km,
    neumaticosretirados: [
      {
        id_neumaticos: tyreId,
        id_historial: record.id_historial,
        fecha_retiro: fecha,
        km_retiro: km,
        motivo_retiro: reason,
      },
    ],
  });
}

describe('the worked example of domain.md §4, §5 and §11', () => {
  it('gives km_total 145 000, 588.08 USD, CPK 0.0041, and the scrap loss of the retreaded life', async () => {
    const [first, second] = await twoVehicles();
    const created = await post('neumaticos/store', {
      grupo: [{ num_serie: 'EJEMPLO-1' }],
      neumatico: await tyreItem(t.db, { precio: 418.08, tipo_moneda: 2, fecha_registro: '2024-01-05' }),
    });
    const tyreId = created.data[0].id as number;
    const expectTotals = async (step: string, estado: number, cost: number, km: number) => {
      const totals = await totalsOf(t.db, tyreId);
      expect(totals.estado, step).toBe(estado);
      expect(totals.costo_acumulado, step).toBeCloseTo(totals.costSum, 4);
      expect(totals.km_recorrido, step).toBe(totals.kmSum);
      expect(roundTo(totals.costo_acumulado, 2), step).toBe(cost);
      expect(totals.km_recorrido, step).toBe(km);
    };

    await install(first, tyreId, '2024-02-01', 100_000);
    await expectTotals('installed', 3, 418.08, 0);
    await remove(first, tyreId, '2024-09-01', 185_000, REMOVAL_REASON.retread);
    await expectTotals('removed for retread', 4, 418.08, 85_000);

    const [design] = await t.db.select().from(neumaticoDisenios).limit(1);
    const [company] = await t.db.select().from(empresasReencauche).limit(1);
    await post('neumaticos/actualizarNeumaticosReencauchados', {
      neumatico: {
        id: tyreId,
        costo: 150,
        tipo_moneda: 2,
        id_disenio: design?.id,
        id_empresa: company?.id,
        remanente_original: 15,
        fecha: '2024-09-20',
      },
    });
    await expectTotals('retreaded', 5, 568.08, 85_000);

    await install(second, tyreId, '2024-10-01', 200_000);
    await remove(second, tyreId, '2025-04-01', 260_000, REMOVAL_REASON.repair);
    await expectTotals('removed for repair', 2, 568.08, 145_000);
    await post('neumaticos/actualizarNeumaticosReparados', {
      id_neumatico: tyreId,
      costo: 20,
      tipo_moneda: 2,
      observacion: 'Reparación de hombro',
      fecha: '2025-04-10',
    });
    await expectTotals('repaired', 5, 588.08, 145_000);

    // domain.md §4–§5: 418.08 + 150 + 20 = 588.08 USD over 85 000 + 60 000 km.
    const mileage = await post('neumaticos/kilometers', { id_neumatico: tyreId });
    expect(mileage.success.kilometraje).toBe(145_000);
    const cost = await post('neumaticos/cost', { id_neumatico: tyreId });
    expect(roundTo(cost.success.costo_acumulado, 2)).toBe(588.08);
    expect(roundTo(costPerUnit(588.08, 145_000) ?? 0, 4)).toBe(0.0041);

    // Scrapped from its screen with 7 mm left over a 3 mm limit: the life R1 cost 150 + 20 = 170 USD and
    // 15 − 3 = 12 mm were usable, 7 − 3 = 4 mm of them are thrown away: 170 × 4 ÷ 12 = 56.67 USD.
    const [reason] = await t.db.select().from(motivosScrap).limit(1);
    const scrapped = await post('scrap/storesimplificado', {
      neumatico: {
        id_neumatico: tyreId,
        id_motivo_scrap: reason?.id,
        remanente_final: 7,
        remanente_limite: 3,
        fecha_scrap: '2025-05-02',
      },
    });
    expect(scrapped.data.remanente_limite).toBe(3);
    expect(roundTo(scrapped.data.costo_vida, 2)).toBe(170);
    expect(roundTo(scrapped.data.costo_perdido, 2)).toBe(56.67);
    await expectTotals('scrapped', 0, 588.08, 145_000);
  });

  it('prices the tread a new tyre takes to scrap: 418.08 × 4 ÷ 13 = 128.64 USD (domain.md §11)', async () => {
    const [first] = await twoVehicles();
    const created = await post('neumaticos/store', {
      grupo: [{ num_serie: 'EJEMPLO-2' }],
      neumatico: await tyreItem(t.db, {
        precio: 418.08,
        tipo_moneda: 2,
        remanente_original: 16,
        remanente_actual: 16,
        fecha_registro: '2024-01-05',
      }),
    });
    const tyreId = created.data[0].id as number;
    await install(first, tyreId, '2025-06-01', 300_000);
    await remove(first, tyreId, '2025-12-01', 360_000, REMOVAL_REASON.finalWear);
    await expectState(tyreId, 6);
    // 'Llenar remanente' first: without a final tread the scrap from the list asks for it.
    await post('neumaticos/updatemalestado', { id_neumatico: tyreId, remanente_final: 7 });
    const scrapped = await post('neumaticos/enviarAscrap', { id_neumatico: tyreId, fecha: '2025-12-05' });
    expect(roundTo(scrapped.data.costo_vida, 2)).toBe(418.08);
    expect(scrapped.data.remanente_limite).toBe(3);
    expect(roundTo(scrapped.data.costo_perdido, 2)).toBe(128.64);
  });
});

async function expectState(tyreId: number, estado: number) {
  expect((await totalsOf(t.db, tyreId)).estado).toBe(estado);
}
