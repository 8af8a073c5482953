import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONSOLIDATED_MSG, SCRAP_LOSS_MSG } from '@huella/contracts';
import { CLIENTS, createTestApp, revokeGrant, type TestApp, USERS } from '../../../../test/app';
import { buildSectionsCFleet, SECTIONS_C_PERIOD, type SectionsCFleet } from './sections-c.test-support';
import { CONSOLIDATED_MENU } from './consolidated.routes';

let t: TestApp;
let token: string;
let fleet: SectionsCFleet;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.login(USERS.superadmin);
  fleet = await buildSectionsCFleet(t, 'SCA', '20100000881');
  // Another client with the same fleet in the same period: never part of the first one's answer.
  await buildSectionsCFleet(t, 'SCB', '20100000882');
});
afterEach(async () => t.close());

const report = (body: Record<string, unknown> = {}, as = token) =>
  t.post(
    '/api/reporte/datosreporteconsolidado',
    { id_cliente: fleet.clientId, ...SECTIONS_C_PERIOD, ...body },
    as,
  );

describe('consolidated report, sections C', () => {
  it('computes the retread index pie and the retreadability of the period (domain.md §7)', async () => {
    const res = await report();
    expect(res.status).toBe(200);
    expect(res.body.indice_reencauche).toEqual({
      datos: [
        { descripcion: 'Nuevos', cantidad: 6, porcentaje: 60 },
        { descripcion: 'Reencauchados', cantidad: 4, porcentaje: 40 },
      ],
      vidas: 10,
      vidas_reencauchadas: 4,
      indicador: 0.4,
      porcentaje: 40,
      criterio: {
        criterio_superior: 0.6,
        criterio_inferior: 0.4,
        rango_c_inferior: 0.45,
        rango_c_superior: 0.55,
        tolerable_inferior: 0.45,
        tolerable_superior: 0.55,
      },
    });
    expect(res.body.reencauchabilidad).toEqual({
      meses: [
        { mes: 3, nombre: 'Marzo', vidas_reencauchadas: 2, suma_reencauches: 2, indicador: 1 },
        { mes: 4, nombre: 'Abril', vidas_reencauchadas: 2, suma_reencauches: 9, indicador: 4.5 },
      ],
      periodo: { vidas_reencauchadas: 4, suma_reencauches: 11, indicador: 2.75 },
      criterio: null,
    });
  });

  it('gives one month its own figures, and the percentages add to 100', async () => {
    const res = await report({ month1: 3, month2: 3 });
    expect(res.status).toBe(200);
    // March: 7 lives, 2 retreaded → 28.57 %; 71.43 + 28.57 = 100.
    expect(res.body.indice_reencauche).toMatchObject({
      datos: [
        { descripcion: 'Nuevos', cantidad: 5, porcentaje: 71.43 },
        { descripcion: 'Reencauchados', cantidad: 2, porcentaje: 28.57 },
      ],
      porcentaje: 28.57,
    });
    const pie = res.body.indice_reencauche.datos as { porcentaje: number }[];
    expect(pie.reduce((sum, slice) => sum + slice.porcentaje, 0)).toBeCloseTo(100, 10);
    expect(res.body.costo_por_km.meses).toEqual([{ mes: 3, nombre: 'Marzo' }]);
    expect(res.body.costo_por_km.datos[0]).toMatchObject({ indicador_mes_3: 0.0075, indicador: 0.0075 });
    expect(res.body.costo_por_km.datos[0]).not.toHaveProperty('indicador_mes_4');
  });

  it('lists cost per km by brand, model and size over the months, the period as a ratio of sums', async () => {
    const res = await report();
    expect(res.body.costo_por_km).toEqual({
      meses: [
        { mes: 3, nombre: 'Marzo' },
        { mes: 4, nombre: 'Abril' },
      ],
      datos: [
        {
          marca: 'SCA-MARCA',
          modelo: 'SCA-MOD',
          medida: 'SCA 295/80R22.5',
          rango_c_inferior: 0.0065,
          rango_c_superior: 0.008,
          criterio_superior: 0.006,
          criterio_inferior: 0.01,
          criterio: {
            criterio_superior: 0.006,
            criterio_inferior: 0.01,
            rango_c_inferior: 0.0065,
            rango_c_superior: 0.008,
            tolerable_inferior: 0.0065,
            tolerable_superior: 0.008,
          },
          // March 1 200 ÷ 160 000, April 200 ÷ 40 000, period 1 400 ÷ 200 000.
          indicador_mes_3: 0.0075,
          indicador_mes_4: 0.005,
          total_lote: 4,
          suma_precio: 1400,
          suma_km_recorrido: 200_000,
          indicador: 0.007,
        },
      ],
      kpi: { total_lote: 4, suma_precio: 1400, suma_km_recorrido: 200_000, indicador: 0.007 },
      hay_horas: true,
    });
  });

  it('reads the scrap losses of the period as recorded (domain.md §11: 418.08 × 4 ÷ 13 = 128.64)', async () => {
    const res = await report();
    expect(res.body.perdidas_scrap).toMatchObject({
      data: [
        {
          num_serie: 'SCA-X1',
          condicion: 'N',
          fecha_scrap: '2025-04-10',
          remanente_original: 16,
          remanente_final: 7,
          remanente_limite: 3,
          costo: 418.08,
          costo_perdido: 128.64,
        },
      ],
      totales: { cantidad: 1, costo: 418.08, costo_perdido: 128.64 },
      total: 1,
      limitado: false,
      mensaje: null,
    });
  });

  it('lists the tyres whose tread at the end of the period is at or under the retread limit', async () => {
    const res = await report();
    expect(res.body.servicio_reencauche).toEqual({
      data: [
        {
          id: fleet.serviceIds[0],
          placa: 'SCA-1',
          posicion: 1,
          num_serie: 'SCA-S1',
          marca: 'SCA-MARCA',
          medida: 'SCA 295/80R22.5',
          disenio: 'SCA-DN',
          condicion: 'N',
          nsd: 4.5,
          remanente_limite: 5,
        },
        {
          id: fleet.serviceIds[1],
          placa: null,
          posicion: null,
          num_serie: 'SCA-S4',
          marca: 'SCA-MARCA',
          medida: 'SCA 295/80R22.5',
          disenio: 'SCA-DN',
          condicion: '2',
          nsd: 5,
          remanente_limite: 5,
        },
      ],
      total: 2,
      limitado: false,
    });
    // At the end of February S2 (4 mm on 2025-03-01) was not read yet; S4 and S5 neither.
    const february = await report({ month1: 2, month2: 2 });
    expect(february.body.servicio_reencauche).toEqual({ data: [], total: 0, limitado: false });
    // By the end of May S3 read 3 mm.
    const may = await report({ month1: 5, month2: 5 });
    expect(may.body.servicio_reencauche.data.map((row: { num_serie: string }) => row.num_serie)).toEqual([
      'SCA-S3',
      'SCA-S1',
      'SCA-S4',
    ]);
  });

  it('answers empty sections for a period without data', async () => {
    const res = await report({ year: 2019, month1: 1, month2: 12 });
    expect(res.status).toBe(200);
    expect(res.body.indice_reencauche).toEqual({
      datos: [],
      vidas: 0,
      vidas_reencauchadas: 0,
      indicador: null,
      porcentaje: null,
      criterio: null,
    });
    expect(res.body.reencauchabilidad.periodo).toEqual({
      vidas_reencauchadas: 0,
      suma_reencauches: 0,
      indicador: null,
    });
    expect(res.body.reencauchabilidad.meses).toHaveLength(12);
    expect(res.body.costo_por_km).toMatchObject({ datos: [], hay_horas: false });
    expect(res.body.costo_por_km.kpi.indicador).toBeNull();
    expect(res.body.perdidas_scrap).toMatchObject({ data: [], mensaje: SCRAP_LOSS_MSG.sinDatos });
    expect(res.body.servicio_reencauche).toEqual({ data: [], total: 0, limitado: false });
  });

  it('refuses a last month before the first, and answers 403 for another client or without menu 80', async () => {
    const bad = await report({ month1: 4, month2: 3 });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain(CONSOLIDATED_MSG.mesRango);
    const operator = await t.login(USERS.andinosOperator);
    expect((await report({}, operator)).status).toBe(403);
    const own = await report({ id_cliente: CLIENTS.andinos }, operator);
    expect(own.status).toBe(200);
    await revokeGrant(t, CONSOLIDATED_MENU);
    expect((await report({ id_cliente: CLIENTS.andinos }, operator)).status).toBe(403);
  });
});
