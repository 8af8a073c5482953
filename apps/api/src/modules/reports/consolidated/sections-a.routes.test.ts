import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SECTIONS_A_LIMIT } from '@huella/contracts';
import { CLIENTS, createTestApp, revokeGrant, type TestApp, USERS } from '../../../../test/app';
import { newReportClient } from '../report-fleet.test-support';
import { CONSOLIDATED_MENU } from './consolidated.routes';
import { buildSectionsAFleet, SECTIONS_A_PERIOD, type SectionsAFleet } from './sections-a.test-support';

let t: TestApp;
let token: string;
let fleet: SectionsAFleet;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.login(USERS.superadmin);
  fleet = await buildSectionsAFleet(t, 'SAA', '20100000991');
  // Another client with the same fleet in the same period: never part of the first one's answer.
  await buildSectionsAFleet(t, 'SAB', '20100000992');
});
afterEach(async () => t.close());

const report = (body: Record<string, unknown> = {}, as = token) =>
  t.post(
    '/api/reporte/datosreporteconsolidado',
    { id_cliente: fleet.clientId, ...SECTIONS_A_PERIOD, ...body },
    as,
  );

const sum = (values: number[]) => Math.round(values.reduce((total, value) => total + value, 0) * 100) / 100;

describe('consolidated report, sections A', () => {
  it('counts the inspected equipment of the period per type, brand and model', async () => {
    const res = await report();
    expect(res.status).toBe(200);
    const { data, limitado } = res.body.equipos_inspeccionados;
    expect(limitado).toBe(false);
    expect(data).toHaveLength(1);
    const { slots } = fleet;
    expect(data[0]).toMatchObject({
      nomtipo: 'SAA TRACTO',
      total_vehiculos: 2,
      ejes_delanteros: { descripcion: 'Direccional', cantidad: 2 * slots[1] },
      ejes_posteriores: { descripcion: 'Tracción', cantidad: 2 * slots[2] },
      ejes_libres: { descripcion: 'Eje libre', cantidad: 2 * slots[3] },
      total_neumaticos: 2 * (slots[1] + slots[2] + slots[3]),
    });
  });

  it('draws the sizes and brands of each tyre once, by its last reading of the period', async () => {
    const body = (await report()).body;
    expect(body.distribucion_medidas).toEqual([
      { descripcion: 'SAAB 295/80R22.5', cantidad: 3, porcentaje: 60 },
      { descripcion: 'SAAA 295/80R22.5', cantidad: 2, porcentaje: 40 },
    ]);
    expect(body.marcas_por_posicion).toEqual([
      { descripcion: 'SAAA-MARCA', cantidad: 3, porcentaje: 60 },
      { descripcion: 'SAAB-MARCA', cantidad: 2, porcentaje: 40 },
    ]);
    expect(body.marcas_por_eje).toEqual([
      {
        id_ejes: 1,
        descripcion: 'Direccional',
        datos: [
          { descripcion: 'SAAA-MARCA', cantidad: 2, porcentaje: 66.67 },
          { descripcion: 'SAAB-MARCA', cantidad: 1, porcentaje: 33.33 },
        ],
      },
      {
        id_ejes: 2,
        descripcion: 'Tracción',
        datos: [{ descripcion: 'SAAB-MARCA', cantidad: 1, porcentaje: 100 }],
      },
      {
        id_ejes: 3,
        descripcion: 'Eje libre',
        datos: [{ descripcion: 'SAAA-MARCA', cantidad: 1, porcentaje: 100 }],
      },
    ]);
  });

  it('lists the bad-condition and withdrawn tyres by their last verdict of the period, with the photo', async () => {
    const body = (await report()).body;
    expect(body.neumaticos_mal_estado.limitado).toBe(false);
    expect(body.neumaticos_mal_estado.data).toEqual([
      {
        id_neumatico: fleet.tyres.T1,
        placa: 'SAA-1',
        neumatico_posicion: 1,
        eje: 'Direccional',
        marca: 'SAAA-MARCA',
        medida: 'SAAA 295/80R22.5',
        modelo: 'SAAA-MOD',
        estado: 'Lista para Reemplazar',
        disenio: 'SAAA-DN',
        serieneumatico: 'SAA-T1',
        nsd: 6,
        observaciones: 'Cambiar',
        ruta1: `/api/archivos/${fleet.photos.T1}`,
      },
      expect.objectContaining({
        id_neumatico: fleet.tyres.T2,
        neumatico_posicion: 2,
        estado: 'Neumático en Mal estado',
        observaciones: 'Corte',
        ruta1: `/api/archivos/${fleet.photos.T2}`,
      }),
    ]);
    expect(body.neumaticos_retiro.data).toEqual([
      expect.objectContaining({ id_neumatico: fleet.tyres.T1, posicion: 1, estado: 'Lista para Reemplazar' }),
      {
        id_neumatico: fleet.tyres.T3,
        placa: 'SAA-1',
        posicion: 3,
        marca: 'SAAB-MARCA',
        medida: 'SAAB 295/80R22.5',
        disenio: 'SAAB-DN',
        condicion: 'Nuevo',
        num_serie: 'SAA-T3',
        exterior: 7,
        interior: 6,
        nsd: 6,
        estado: 'Lista para Reencauchar',
        recomendacion: 'Reencauchar',
        imagen1: null,
      },
    ]);
  });

  it('counts the scrap of the period by reason, the percentages adding to exactly 100', async () => {
    const { scrap_motivos } = (await report()).body;
    expect(scrap_motivos.total).toBe(3);
    expect(scrap_motivos.data.map((row: { motivo: string }) => row.motivo).sort()).toEqual(
      [...fleet.scrapReasons].sort(),
    );
    expect(scrap_motivos.data.map((row: { cantidad: number }) => row.cantidad)).toEqual([1, 1, 1]);
    const percents = scrap_motivos.data.map((row: { porcentaje: number }) => row.porcentaje);
    expect([...percents].sort()).toEqual([33.33, 33.33, 33.34]);
    expect(sum(percents)).toBe(100);
    // March alone: one record, 100 %.
    const march = (await report({ month2: 3 })).body.scrap_motivos;
    expect(march.data).toEqual([{ motivo: fleet.scrapReasons[0], cantidad: 1, porcentaje: 100 }]);
  });

  it('answers empty sections for a client with nothing in the period', async () => {
    const empty = await newReportClient(t, 'SAE', '20100000993');
    const res = await report({ id_cliente: empty.clientId });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      equipos_inspeccionados: { data: [], limitado: false },
      distribucion_medidas: [],
      marcas_por_posicion: [],
      neumaticos_mal_estado: { data: [], limitado: false },
      scrap_motivos: { data: [], total: 0 },
      neumaticos_retiro: { data: [], limitado: false },
    });
    expect(res.body.marcas_por_eje.map((axle: { datos: unknown[] }) => axle.datos)).toEqual([[], [], []]);
    // February of the fleet: only '{tag}-3' and its bad tyre.
    const february = (await report({ month1: 2, month2: 2 })).body;
    expect(february.equipos_inspeccionados.data[0].total_vehiculos).toBe(1);
    expect(
      february.neumaticos_mal_estado.data.map((row: { id_neumatico: number }) => row.id_neumatico),
    ).toEqual([fleet.tyres.T6]);
    expect(SECTIONS_A_LIMIT).toBe(500);
  });

  it('answers 403 for another client or without menu 80', async () => {
    const operator = await t.login(USERS.andinosOperator);
    expect((await report({}, operator)).status).toBe(403);
    await revokeGrant(t, CONSOLIDATED_MENU);
    expect((await report({ id_cliente: CLIENTS.andinos }, operator)).status).toBe(403);
  });
});
