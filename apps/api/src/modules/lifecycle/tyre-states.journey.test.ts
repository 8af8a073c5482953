import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REMOVAL_REASON, costPerUnit, roundTo } from '@huella/domain';
import { empresasReencauche, neumaticoDisenios } from '../../db/schema/index';
import { CLIENTS, createTestApp, type TestApp, USERS } from '../../../test/app';
import { demoVehicles, installTyre, removeTyre, totalsOf, tyreItem } from './tyre-states.test-helpers';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => t.close());

/**
 * One tyre through the worked example of domain.md §4–§5: bought for 418.08 USD, installed at 100 000 km,
 * removed for retread at 185 000, retreaded for 150 USD, installed at 200 000 on another vehicle, removed for
 * repair at 260 000 and repaired for 20 USD. After every movement the tyre row's running totals equal the sums
 * of its cost events and closed installation records.
 */
describe('a tyre’s life through the retread and repair lists', () => {
  it('adds up to km_total 145 000, 588.08 USD and a CPK of 0.0041', async () => {
    const clientId = CLIENTS.andinos;
    const token = await t.login(USERS.andinosAdmin);
    const [first, second] = await demoVehicles(t.db, clientId);
    const post = async (path: string, body: Record<string, unknown>) => {
      const res = await t.post(`/api/${path}`, { id_cliente: clientId, id_usuario: 1, ...body }, token);
      expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
      return res.body;
    };

    const created = await post('neumaticos/store', {
      grupo: [{ num_serie: 'WORKED-1' }],
      neumatico: await tyreItem(t.db, { precio: 418.08, tipo_moneda: 2, fecha_registro: '2024-01-05' }),
    });
    const tyreId = created.data[0].id as number;
    const steps: string[] = [];
    const expectTotals = async (step: string, estado: number, cost: number, km: number) => {
      steps.push(step);
      const totals = await totalsOf(t.db, tyreId);
      expect(totals.estado, step).toBe(estado);
      expect(totals.costo_acumulado, step).toBeCloseTo(totals.costSum, 4);
      expect(totals.km_recorrido, step).toBe(totals.kmSum);
      expect(roundTo(totals.costo_acumulado, 2), step).toBe(cost);
      expect(totals.km_recorrido, step).toBe(km);
    };
    await expectTotals('registered', 1, 418.08, 0);

    await installTyre(t.db, {
      clientId,
      tyreId,
      vehicleId: first.id,
      ubicacion: 1,
      fecha: '2024-02-01',
      km: 100_000,
    });
    await expectTotals('installed', 3, 418.08, 0);
    // A correction of the open record's reading (and back) moves nothing the totals count.
    await post('neumatico/edit/kilometraje', {
      id_neumatico: tyreId,
      id_vehiculo: first.id,
      kilometraje: 99_000,
    });
    await post('neumatico/edit/kilometraje', {
      id_neumatico: tyreId,
      id_vehiculo: first.id,
      kilometraje: 100_000,
    });
    await expectTotals('km corrected', 3, 418.08, 0);

    await removeTyre(t.db, {
      clientId,
      tyreId,
      fecha: '2024-09-01',
      km: 185_000,
      reason: REMOVAL_REASON.retread,
    });
    await expectTotals('removed for retread', 4, 418.08, 85_000);
    const inRetread = await post('neumaticos/enreencauche', { search: 'WORKED-1' });
    expect(inRetread.success.resultado.data[0]).toMatchObject({
      id: tyreId,
      placa: first.placa,
      km_recorrido: 85_000,
    });

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

    await installTyre(t.db, {
      clientId,
      tyreId,
      vehicleId: second.id,
      ubicacion: 2,
      fecha: '2024-10-01',
      km: 200_000,
    });
    await expectTotals('installed again', 3, 568.08, 85_000);
    await removeTyre(t.db, {
      clientId,
      tyreId,
      fecha: '2025-04-01',
      km: 260_000,
      reason: REMOVAL_REASON.repair,
    });
    await expectTotals('removed for repair', 2, 568.08, 145_000);
    await post('neumaticos/actualizarNeumaticosReparados', {
      id_neumatico: tyreId,
      costo: 20,
      tipo_moneda: 2,
      observacion: 'Reparación de hombro',
      fecha: '2025-04-10',
    });
    await expectTotals('repaired', 5, 588.08, 145_000);

    // The tyre's own screens read the same figures.
    const mileage = await post('neumaticos/kilometers', { id_neumatico: tyreId });
    expect(mileage.success.kilometraje).toBe(145_000);
    const cost = await post('neumaticos/cost', { id_neumatico: tyreId });
    expect(roundTo(cost.success.costo_acumulado, 2)).toBe(588.08);
    expect(cost.success.datos.map((event: { motivo: number }) => event.motivo)).toEqual([0, 1, 2]);
    const cpk = costPerUnit(cost.success.costo_acumulado, mileage.success.kilometraje);
    expect(roundTo(cpk ?? 0, 4)).toBe(0.0041);

    // Sent on again from stock: the final tread is asked for, then the move is a state change only.
    const refused = await t.post(
      '/api/neumaticos/enviarAreencauchar',
      { id_cliente: clientId, id_neumatico: tyreId },
      token,
    );
    expect(refused.status).toBe(409);
    await post('neumaticos/updatemalestado', { id_neumatico: tyreId, remanente_final: 7 });
    await post('neumaticos/enviarAreencauchar', { id_neumatico: tyreId });
    await expectTotals('sent to retread from stock', 4, 588.08, 145_000);
    expect(steps).toHaveLength(9);
  });
});
