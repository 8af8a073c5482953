import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REMNANT_BY_UNIT_MSG } from '@huella/contracts';
import { CLIENTS, createTestApp, revokeGrant, type TestApp, USERS } from '../../../../test/app';
import { buildRemnantFleet, type RemnantFleet } from './remnant-by-unit.test-support';

let t: TestApp;
let token: string;
let fleet: RemnantFleet;
let other: RemnantFleet;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.login(USERS.superadmin);
  fleet = await buildRemnantFleet(t, 'RUA', '20100000881');
  // Another client inspected on the same days: never part of the first one's answer.
  other = await buildRemnantFleet(t, 'RUB', '20100000882');
});
afterEach(async () => t.close());

const PERIOD = { placa: '', fecha_inicial: '2025-01-01', fecha_final: '2025-03-31' };

const remnant = (body: Record<string, unknown>, as = token) =>
  t.post('/api/reporte/nivelesremanenteunidad', { id_cliente: fleet.clientId, ...PERIOD, ...body }, as);

describe('POST reporte/nivelesremanenteunidad', () => {
  it('gives each unit its latest inspection in the period, the least NSD per position and its bands', async () => {
    const res = await remnant({});
    expect(res.status).toBe(200);
    expect(res.body.posiciones).toEqual([1, 2, 3, 4, 5]);
    expect(res.body.datos).toEqual([
      {
        id_vehiculo: fleet.vehicleIds.V1,
        id_inspeccion: expect.any(Number),
        tipovehiculo: 'RUA TRACTO',
        fecha: '2025-02-20',
        placa: 'RUA-V1',
        aplicacion: 'RUA Carretera',
        rem_reencauche: 5,
        rem_proximo: 8,
        // 5 = reencauche: a reencauchar; 8 = prox and 5.5: próximos; 8.5: operativo.
        nsk_minimo_1: 5,
        nsk_minimo_2: 8,
        nsk_minimo_3: 8.5,
        nsk_minimo_4: 5.5,
        total_neumaticos: 4,
        neumaticos_reencauchar: 1,
        neumaticos_proximos_reencauchar: 2,
      },
      {
        id_vehiculo: fleet.vehicleIds.V2,
        id_inspeccion: expect.any(Number),
        tipovehiculo: 'RUA VOLQUETE',
        // Two inspections that day: the later one.
        fecha: '2025-03-05',
        placa: 'RUA-V2',
        aplicacion: 'RUA Minería',
        rem_reencauche: 3,
        rem_proximo: 6,
        nsk_minimo_1: 3,
        nsk_minimo_2: 6,
        nsk_minimo_5: 12,
        total_neumaticos: 3,
        neumaticos_reencauchar: 1,
        neumaticos_proximos_reencauchar: 1,
      },
    ]);
    expect(res.body.resumen).toEqual({
      total_neumaticos: 7,
      total_neumaticos_reencauchar: 2,
      total_neumaticos_proximos_reencauchar: 3,
    });
    expect(res.body.mensaje).toBeNull();
  });

  it('summarises each application by vehicle type, size and whole-mm bucket floor(NSD)', async () => {
    const res = await remnant({});
    const [road, mining] = res.body.aplicaciones;
    expect(road).toEqual({
      aplicacion: { id: expect.any(Number), aplicacion: 'RUA Carretera', rem_reencauche: 5, rem_proximo: 8 },
      niveles: [5, 6, 7, 8],
      // Sizes in name order: '… 11R22.5' before '… 295/80R22.5'.
      datos: [
        {
          tipovehiculo: 'RUA TRACTO',
          medida: fleet.sizes.S2,
          total_vehiculo_medidas: 1,
          totalneumaticos_nsk_minimo_5: 1,
        },
        {
          tipovehiculo: 'RUA TRACTO',
          medida: fleet.sizes.S1,
          total_vehiculo_medidas: 3,
          totalneumaticos_nsk_minimo_5: 1,
          totalneumaticos_nsk_minimo_8: 2,
        },
      ],
      totales: {
        total_vehiculo_medidas: 4,
        totalneumaticos_nsk_minimo_5: 2,
        totalneumaticos_nsk_minimo_8: 2,
      },
      neumaticos_reencauchar: 1,
      neumaticos_proximo_reencauchar: 2,
      neumaticos_operativos: 1,
      total_general: 4,
    });
    expect(mining).toMatchObject({
      aplicacion: { aplicacion: 'RUA Minería', rem_reencauche: 3, rem_proximo: 6 },
      niveles: [3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
      totales: {
        total_vehiculo_medidas: 3,
        totalneumaticos_nsk_minimo_3: 1,
        totalneumaticos_nsk_minimo_6: 1,
        totalneumaticos_nsk_minimo_12: 1,
      },
      neumaticos_reencauchar: 1,
      neumaticos_proximo_reencauchar: 1,
      neumaticos_operativos: 1,
      total_general: 3,
    });
    expect(mining.datos).toHaveLength(2);
  });

  it('reads only the latest inspection inside the period', async () => {
    const res = await remnant({ fecha_inicial: '2025-01-01', fecha_final: '2025-01-31' });
    expect(res.body.datos).toHaveLength(1);
    expect(res.body.datos[0]).toMatchObject({ placa: 'RUA-V1', fecha: '2025-01-10', nsk_minimo_1: 3 });
    expect(res.body.datos[0]).not.toHaveProperty('nsk_minimo_2');
    const april = await remnant({ fecha_inicial: '2025-04-01', fecha_final: '2025-04-01' });
    expect(april.body.datos).toMatchObject([{ placa: 'RUA-V1', nsk_minimo_1: 2, neumaticos_reencauchar: 1 }]);
  });

  it('filters by plate in any case; an unknown or another client’s plate gives the empty text', async () => {
    const res = await remnant({ placa: ' rua-v2 ' });
    expect(res.body.datos.map((row: { placa: string }) => row.placa)).toEqual(['RUA-V2']);
    expect(res.body.posiciones).toEqual([1, 2, 5]);
    expect(
      res.body.aplicaciones.map((a: { aplicacion: { aplicacion: string } }) => a.aplicacion.aplicacion),
    ).toEqual(['RUA Minería']);
    for (const placa of ['NOPE-1', 'RUB-V1']) {
      const none = await remnant({ placa });
      expect(none.body).toEqual({
        posiciones: [],
        datos: [],
        aplicaciones: [],
        resumen: {
          total_neumaticos: 0,
          total_neumaticos_reencauchar: 0,
          total_neumaticos_proximos_reencauchar: 0,
        },
        mensaje: REMNANT_BY_UNIT_MSG.sinDatos,
      });
    }
  });

  it('answers a period without inspections with the empty text', async () => {
    const res = await remnant({ fecha_inicial: '2026-01-01', fecha_final: '2026-12-31' });
    expect(res.status).toBe(200);
    expect(res.body.mensaje).toBe('No hay datos para remanentes por unidad');
    expect(res.body.datos).toEqual([]);
  });

  it('asks for both dates and for an end not before the start (422)', async () => {
    const backwards = await remnant({ fecha_inicial: '2025-03-01', fecha_final: '2025-02-28' });
    expect(backwards.status).toBe(422);
    expect(JSON.stringify(backwards.body)).toContain(
      'Por favor, ingresar una fecha igual o mayor a la primera fecha seleccionada',
    );
    const missing = await remnant({ fecha_final: '' });
    expect(missing.status).toBe(422);
    expect(JSON.stringify(missing.body)).toContain(REMNANT_BY_UNIT_MSG.fechas);
    const impossible = await remnant({ fecha_inicial: '2025-02-30' });
    expect(impossible.status).toBe(422);
  });

  it('keeps each client to its own units', async () => {
    const mine = await remnant({});
    const theirs = await remnant({ id_cliente: other.clientId });
    expect(theirs.body.datos.map((row: { placa: string }) => row.placa)).toEqual(['RUB-V1', 'RUB-V2']);
    expect(mine.body.resumen.total_neumaticos).toBe(7);
    expect(theirs.body.resumen.total_neumaticos).toBe(7);
  });

  it('answers 403 for another client’s id and without menu 83', async () => {
    const operator = await t.login(USERS.andinosOperator);
    const ask = (id: number) =>
      t.post('/api/reporte/nivelesremanenteunidad', { id_cliente: id, ...PERIOD }, operator);
    expect((await ask(CLIENTS.andinos)).status).toBe(200);
    expect((await ask(CLIENTS.sur)).status).toBe(403);
    expect((await ask(fleet.clientId)).status).toBe(403);
    await revokeGrant(t, 83);
    expect((await ask(CLIENTS.andinos)).status).toBe(403);
  });
});
