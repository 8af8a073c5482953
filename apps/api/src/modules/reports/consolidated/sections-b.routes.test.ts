import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SECTIONS_B_MSG } from '@huella/contracts';
import { CLIENTS, createTestApp, revokeGrant, type TestApp, USERS } from '../../../../test/app';
import { newReportClient } from '../report-fleet.test-support';
import { buildSectionsBFleet, SECTIONS_B_PERIOD, type SectionsBFleet } from './sections-b.test-support';
import { CONSOLIDATED_MENU } from './consolidated.routes';
import { TD_NOTES } from './sections-b/rotations';

let t: TestApp;
let token: string;
let fleet: SectionsBFleet;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.login(USERS.superadmin);
  fleet = await buildSectionsBFleet(t, 'SBA', '20100000891');
  // Another client with the same fleet in the same period: never part of the first one's answer.
  await buildSectionsBFleet(t, 'SBB', '20100000892');
});
afterEach(async () => t.close());

const report = (body: Record<string, unknown> = {}, as = token) =>
  t.post(
    '/api/reporte/datosreporteconsolidado',
    { id_cliente: fleet.clientId, ...SECTIONS_B_PERIOD, ...body },
    as,
  );

const sum = (slices: { porcentaje: number }[]) =>
  slices.reduce((total, slice) => total + slice.porcentaje, 0);

describe('consolidated report, sections B', () => {
  it('counts the inflation and pressure pies of the period, adding to 100 (domain.md §10)', async () => {
    const res = await report();
    expect(res.status).toBe(200);
    expect(res.body.inflado).toEqual({
      datos: [
        { descripcion: 'Medidos', cantidad: 5, porcentaje: 83.33 },
        { descripcion: 'Válvula inaccesible', cantidad: 1, porcentaje: 16.67 },
      ],
      total: 6,
    });
    expect(res.body.presion).toEqual({
      datos: [
        { descripcion: 'Crítica', cantidad: 1, porcentaje: 25 },
        { descripcion: 'Baja', cantidad: 1, porcentaje: 25 },
        { descripcion: 'Normal', cantidad: 1, porcentaje: 25 },
        { descripcion: 'Alta', cantidad: 1, porcentaje: 25 },
      ],
      total: 4,
    });
    expect(sum(res.body.inflado.datos)).toBeCloseTo(100, 10);
    expect(sum(res.body.presion.datos)).toBeCloseTo(100, 10);
  });

  it('lists the tyres whose last reading of the period has irregular wear, with its signed td', async () => {
    const res = await report();
    expect(res.body.rotaciones).toEqual({
      data: [
        {
          id_neumatico: fleet.tyres.t2,
          placa: 'SBA-1',
          posicion: 2,
          marca: 'SBA-MARCA',
          medida: 'SBA 295/80R22.5',
          modelo: 'SBA-MOD',
          condicion: 'Nuevo',
          num_serie: 'SBA-T2',
          exterior: 5,
          interior: 9,
          nsd: 5,
          td: -4,
          td_adicional: TD_NOTES.exterior,
          desgaste_irregular: ['ONDULADO', 'UNILATERAL'],
        },
        expect.objectContaining({
          id_neumatico: fleet.tyres.t4,
          placa: 'SBA-2',
          td: 3,
          td_adicional: TD_NOTES.interior,
          desgaste_irregular: [],
        }),
      ],
      limitado: false,
    });
  });

  it('details the last inspection of each vehicle in the period, vehicles by plate', async () => {
    const res = await report();
    const { data, limitado } = res.body.detalle_inspecciones;
    expect(limitado).toBe(false);
    expect(
      data.map((row: { placa: string; fecha_inspeccion: string }) => [row.placa, row.fecha_inspeccion]),
    ).toEqual([
      ['SBA-1', '2025-04-10'],
      ['SBA-2', '2025-04-05'],
    ]);
    expect(data[0]).toMatchObject({ km_inspeccion: 2000, tipovehiculo: 'SBA TRACTO' });
    expect(data[0].detalle).toEqual([
      {
        posicion: 1,
        marcaneumatico: 'SBA-MARCA',
        medidaneumatico: 'SBA 295/80R22.5',
        modeloneumatico: 'SBA-MOD',
        condicion: 'Nuevo',
        disenioneumatico: 'SBA-DN',
        num_serie: 'SBA-T1',
        valvula: expect.any(String),
        accesibilidad: 'Accesible',
        malogrado: 'No',
        presionactual: 75,
        presion_recomendada: 100,
        estadopresion: 'Crítica',
        remanente_original: 16,
        exterior: 9,
        medio: null,
        interior: 9,
        nsk_minimo: 9,
        recomendacion: '',
      },
      expect.objectContaining({ posicion: 2, estadopresion: 'Alta', presionactual: 112 }),
    ]);
    expect(data[1].detalle).toEqual([
      expect.objectContaining({
        posicion: 1,
        accesibilidad: 'Válvula inaccesible',
        presionactual: null,
        estadopresion: null,
      }),
      expect.objectContaining({ posicion: 2, presion_recomendada: null, estadopresion: null }),
    ]);
  });

  it('reads remnant by unit over the period for the whole client', async () => {
    const res = await report();
    const remnant = res.body.remanente_unidad;
    expect(remnant.limitado).toBe(false);
    expect(remnant.mensaje).toBeNull();
    expect(remnant.datos.map((row: { placa: string }) => row.placa)).toEqual(['SBA-1', 'SBA-2']);
    expect(remnant.resumen.total_neumaticos).toBe(4);
  });

  it('answers empty sections for a client without inspections in the period', async () => {
    const empty = await newReportClient(t, 'SBE', '20100000893');
    const res = await report({ id_cliente: empty.clientId });
    expect(res.status).toBe(200);
    expect(res.body.inflado).toEqual({ datos: [], total: 0 });
    expect(res.body.presion).toEqual({ datos: [], total: 0 });
    expect(res.body.rotaciones).toEqual({ data: [], limitado: false });
    expect(res.body.detalle_inspecciones).toEqual({ data: [], limitado: false });
    expect(res.body.remanente_unidad).toMatchObject({ datos: [], mensaje: SECTIONS_B_MSG.sinRemanentes });
    const other = await report({ month1: 1, month2: 2 });
    expect(other.body.rotaciones.data).toEqual([]);
  });

  it('answers 403 for another client or without menu 80', async () => {
    const operator = await t.login(USERS.andinosOperator);
    expect((await report({}, operator)).status).toBe(403);
    expect((await report({ id_cliente: CLIENTS.andinos }, operator)).status).toBe(200);
    await revokeGrant(t, CONSOLIDATED_MENU);
    expect((await report({ id_cliente: CLIENTS.andinos }, operator)).status).toBe(403);
  });
});
