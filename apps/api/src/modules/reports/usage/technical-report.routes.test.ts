import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MONTH_NAMES, ROLE, USAGE_MSG } from '@huella/contracts';
import { todayInLima } from '@huella/domain';
import { createTestApp, type TestApp, USERS } from '../../../../test/app';
import {
  buildUsageFixture,
  grantUsageMenus,
  postExport,
  type UsageFixture,
  xlsxRows,
} from './usage.test-support';

let t: TestApp;
let token: string;
let f: UsageFixture;
beforeEach(async () => {
  t = await createTestApp();
  f = await buildUsageFixture(t);
  token = await t.login(USERS.superadmin);
});
afterEach(async () => t.close());

const MARCH = { fecha_inicial: '2026-03-01', fecha_final: '2026-03-31' };
const ANA = { nombre: 'Ana Torres', email: 'ana@usage-a.test' };
const BETO = { nombre: 'Beto Ruiz', email: 'beto@usage-b.test' };
const CIRO = { nombre: 'Ciro Vega', email: 'ciro@usage-int.test' };
const secondsSince = (iso: string) => (Date.now() - Date.parse(iso)) / 1000;
const asTechnician = async () => {
  await grantUsageMenus(t, ROLE.technician);
  return t.login(USERS.technician);
};

describe('POST reporte/reporteultimaconexion', () => {
  it('lists each user’s latest login and the seconds since, newest first; buscar matches name or e-mail', async () => {
    const res = await t.post('/api/reporte/reporteultimaconexion', { buscar: 'usage-' }, token);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    expect(res.body.data.map((row: { id: number }) => row.id)).toEqual([f.ciro, f.ana, f.beto]);
    const [ciro, ana, beto] = res.body.data;
    expect(ciro).toMatchObject({ ...CIRO, fecha_ingreso: '2026-04-10T15:00:00Z' });
    expect(ana).toMatchObject({ ...ANA, fecha_ingreso: '2026-04-01T04:00:00Z' });
    expect(beto).toMatchObject({ ...BETO, fecha_ingreso: '2026-03-03T15:00:00Z' });
    expect(Math.abs(ana.tiempo - secondsSince(ana.fecha_ingreso))).toBeLessThan(30);
    const byName = await t.post('/api/reporte/reporteultimaconexion', { buscar: 'ana tor' }, token);
    expect(byName.body.data.map((row: { id: number }) => row.id)).toEqual([f.ana]);
    const paged = await t.post(
      '/api/reporte/reporteultimaconexion',
      { buscar: 'usage-', per_page: 2, page: 2 },
      token,
    );
    expect(paged.body.data.map((row: { id: number }) => row.id)).toEqual([f.beto]);
  });

  it('shows a technician only the users of their clients (themselves included)', async () => {
    const technician = await asTechnician();
    const res = await t.post('/api/reporte/reporteultimaconexion', {}, technician);
    expect(res.status).toBe(200);
    expect(res.body.data.map((row: { id: number }) => row.id)).toEqual([f.technician, f.ana]);
  });
});

describe('POST reporte/tiemposesionusuarios', () => {
  it('sums the seconds of the period’s entries per user, most time first', async () => {
    const res = await t.post('/api/reporte/tiemposesionusuarios', MARCH, token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { id: f.beto, ...BETO, segundos: 3661, ingresos: 1 },
      { id: f.ana, ...ANA, segundos: 1800, ingresos: 2 },
      { id: f.ciro, ...CIRO, segundos: 400, ingresos: 2 },
    ]);
    const clientA = await t.post('/api/reporte/tiemposesionusuarios', { ...MARCH, id_cliente: f.UA }, token);
    expect(clientA.body.data).toEqual([
      { id: f.ana, ...ANA, segundos: 1800, ingresos: 2 },
      { id: f.ciro, ...CIRO, segundos: 300, ingresos: 1 },
    ]);
    expect(
      (await t.post('/api/reporte/tiemposesionusuarios', { ...MARCH, id_cliente: 999999 }, token)).status,
    ).toBe(404);
  });

  it('counts for a technician only the entries into their clients; another client is a 404', async () => {
    const technician = await asTechnician();
    const res = await t.post('/api/reporte/tiemposesionusuarios', { ...MARCH, id_cliente: '' }, technician);
    expect(res.body.data).toEqual([
      { id: f.ana, ...ANA, segundos: 1800, ingresos: 2 },
      { id: f.ciro, ...CIRO, segundos: 300, ingresos: 1 },
    ]);
    const other = await t.post(
      '/api/reporte/tiemposesionusuarios',
      { ...MARCH, id_cliente: f.UB },
      technician,
    );
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain('beto');
  });

  it('exports the summary (as the chart) and each entry (detalles)', async () => {
    const summary = await postExport(
      t,
      '/api/excel/reportetiemposesionusuario',
      { ...MARCH, reporte: '' },
      token,
    );
    expect(summary.statusCode).toBe(200);
    expect(summary.headers['nombre-archivo']).toBe('reporte-tiempo-sesion-2026-03-01-a-2026-03-31.xlsx');
    expect(await xlsxRows(summary.rawPayload)).toEqual([
      ['Nombre', 'Email', 'Ingresos', 'Segundos', 'Tiempo (hh:mm:ss)'],
      ['Beto Ruiz', BETO.email, 1, 3661, '01:01:01'],
      ['Ana Torres', ANA.email, 2, 1800, '00:30:00'],
      ['Ciro Vega', CIRO.email, 2, 400, '00:06:40'],
    ]);
    const detail = await postExport(
      t,
      '/api/excel/reportetiemposesionusuario',
      { ...MARCH, id_cliente: f.UA, reporte: 'detalles' },
      token,
    );
    expect(detail.headers['nombre-archivo']).toBe(
      'reporte-tiempo-sesion-detalle-2026-03-01-a-2026-03-31.xlsx',
    );
    expect(await xlsxRows(detail.rawPayload)).toEqual([
      ['Nombre', 'Email', 'Cliente', 'Fecha de ingreso', 'Última actividad', 'Segundos', 'Tiempo (hh:mm:ss)'],
      [
        'Ciro Vega',
        CIRO.email,
        'Flota Uso A S.A.C.',
        '10/03/2026 11:00:00',
        '10/03/2026 11:05:00',
        300,
        '00:05:00',
      ],
      [
        'Ana Torres',
        ANA.email,
        'Flota Uso A S.A.C.',
        '05/03/2026 10:00:00',
        '05/03/2026 10:20:00',
        1200,
        '00:20:00',
      ],
      [
        'Ana Torres',
        ANA.email,
        'Flota Uso A S.A.C.',
        '02/03/2026 09:05:00',
        '02/03/2026 09:15:00',
        600,
        '00:10:00',
      ],
    ]);
  });
});

describe('POST reporte/reportebusquedasconsolidado and reportedescargasconsolidado', () => {
  const totals = (body: { data: { total: number }[] }) => body.data.map((point) => point.total);

  it('counts per month of the year, every month present', async () => {
    const searches = await t.post('/api/reporte/reportebusquedasconsolidado', { anio: 2026 }, token);
    expect(searches.status).toBe(200);
    expect(searches.body.data[0]).toEqual({ periodo: 1, nombre: 'Enero', total: 0 });
    expect(searches.body.data.map((point: { nombre: string }) => point.nombre)).toEqual([...MONTH_NAMES]);
    // C4 (05-01 04:00 UTC) is April in Lima; C6 is 2025.
    expect(totals(searches.body)).toEqual([0, 0, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0]);
    const downloads = await t.post(
      '/api/reporte/reportedescargasconsolidado',
      { anio: '2026', mes: '' },
      token,
    );
    expect(totals(downloads.body)).toEqual([1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    const clientA = await t.post(
      '/api/reporte/reportebusquedasconsolidado',
      { anio: 2026, id_cliente: f.UA },
      token,
    );
    expect(totals(clientA.body)).toEqual([0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('counts per day when a month is given', async () => {
    const res = await t.post('/api/reporte/reportebusquedasconsolidado', { anio: 2026, mes: 3 }, token);
    expect(res.body.data).toHaveLength(31);
    expect(res.body.data[1]).toEqual({ periodo: 2, nombre: '2', total: 1 });
    expect(totals(res.body).reduce((a: number, b: number) => a + b, 0)).toBe(2);
    expect(res.body.data[14].total).toBe(1);
    const february = await t.post('/api/reporte/reportedescargasconsolidado', { anio: 2026, mes: 2 }, token);
    expect(february.body.data).toHaveLength(28);
  });

  it('answers the year and month messages', async () => {
    const early = await t.post('/api/reporte/reportebusquedasconsolidado', { anio: 2017 }, token);
    expect(early.status).toBe(422);
    expect(early.body.errors).toEqual({ anio: [USAGE_MSG.anio] });
    const next = Number(todayInLima().slice(0, 4)) + 1;
    expect((await t.post('/api/reporte/reportebusquedasconsolidado', { anio: next }, token)).status).toBe(
      422,
    );
    const month = await t.post('/api/reporte/reportedescargasconsolidado', { anio: 2026, mes: 13 }, token);
    expect(month.body.errors).toEqual({ mes: [USAGE_MSG.mes] });
  });

  it('keeps a technician to their clients', async () => {
    const technician = await asTechnician();
    const res = await t.post('/api/reporte/reportebusquedasconsolidado', { anio: 2026 }, technician);
    expect(totals(res.body)).toEqual([0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0]);
    const downloads = await t.post('/api/reporte/reportedescargasconsolidado', { anio: 2026 }, technician);
    expect(totals(downloads.body)).toEqual([0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    const other = await t.post(
      '/api/reporte/reportedescargasconsolidado',
      { anio: 2026, id_cliente: f.UB },
      technician,
    );
    expect(other.status).toBe(404);
  });

  it('exports searches and downloads per period, and each of them (detalles)', async () => {
    const summary = await postExport(t, '/api/excel/reportedescargasconsolidado', { anio: 2026 }, token);
    expect(summary.statusCode).toBe(200);
    expect(summary.headers['nombre-archivo']).toBe('reporte-consolidado-uso-2026.xlsx');
    const rows = await xlsxRows(summary.rawPayload);
    expect(rows[0]).toEqual(['Mes', 'Búsquedas', 'Descargas']);
    const searches = (await t.post('/api/reporte/reportebusquedasconsolidado', { anio: 2026 }, token)).body
      .data;
    const downloads = (await t.post('/api/reporte/reportedescargasconsolidado', { anio: 2026 }, token)).body
      .data;
    expect(rows.slice(1)).toEqual(
      searches.map((point: { nombre: string; total: number }, index: number) => [
        point.nombre,
        point.total,
        downloads[index].total,
      ]),
    );
    const detail = await postExport(
      t,
      '/api/excel/reportedescargasconsolidado',
      { anio: 2026, mes: 3, reporte: 'detalles' },
      token,
    );
    expect(detail.headers['nombre-archivo']).toBe('reporte-consolidado-uso-detalle-2026-03.xlsx');
    expect(await xlsxRows(detail.rawPayload)).toEqual([
      ['Fecha', 'Tipo', 'Nombre', 'Email', 'Cliente', 'Año', 'Mes inicial', 'Mes final'],
      [
        '15/03/2026 10:00:00',
        'Búsqueda',
        'Beto Ruiz',
        BETO.email,
        'Flota Uso B S.A.C.',
        2026,
        'Enero',
        'Febrero',
      ],
      [
        '02/03/2026 11:00:00',
        'Descarga',
        'Ana Torres',
        ANA.email,
        'Flota Uso A S.A.C.',
        2026,
        'Enero',
        'Febrero',
      ],
      [
        '02/03/2026 10:00:00',
        'Búsqueda',
        'Ana Torres',
        ANA.email,
        'Flota Uso A S.A.C.',
        2026,
        'Enero',
        'Febrero',
      ],
    ]);
  });
});

describe('POST reporte/reporteproductividad', () => {
  it('counts the client’s operations per user and type, with percentages adding to 100', async () => {
    const res = await t.post('/api/reporte/reporteproductividad', { ...MARCH, id_cliente: f.UA }, token);
    expect(res.status).toBe(200);
    const users = [
      { id: f.ana, nombre: 'Ana Torres' },
      { id: f.ciro, nombre: 'Ciro Vega' },
    ];
    const stack = (modulo: string, descripcion: string, ana: number, ciro: number) => ({
      modulo,
      descripcion,
      operaciones: [
        { ...users[0], total: ana },
        { ...users[1], total: ciro },
      ],
    });
    expect(res.body).toEqual({
      usuariosoperaciones: users,
      operaciones_x_usuario: [
        stack('neumaticos', 'Neumáticos', 2, 1),
        stack('vehiculos', 'Vehículos', 1, 0),
        stack('inspecciones', 'Inspecciones', 0, 1),
        stack('reportes', 'Reportes', 1, 0),
      ],
      operaciones_totales: [
        { modulo: 'neumaticos', nombre: 'Neumáticos', porcentaje: 50, total: 3 },
        { modulo: 'vehiculos', nombre: 'Vehículos', porcentaje: 16.67, total: 1 },
        { modulo: 'inspecciones', nombre: 'Inspecciones', porcentaje: 16.67, total: 1 },
        { modulo: 'reportes', nombre: 'Reportes', porcentaje: 16.66, total: 1 },
      ],
    });
    const empty = await t.post(
      '/api/reporte/reporteproductividad',
      { fecha_inicial: '2026-06-01', fecha_final: '2026-06-30', id_cliente: f.UA },
      token,
    );
    expect(empty.body).toEqual({
      usuariosoperaciones: [],
      operaciones_x_usuario: [],
      operaciones_totales: [],
    });
  });

  it('answers the client and date messages (422)', async () => {
    const res = await t.post('/api/reporte/reporteproductividad', { id_cliente: '' }, token);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      id_cliente: [USAGE_MSG.cliente],
      fecha_inicial: [USAGE_MSG.fechaInicial],
      fecha_final: [USAGE_MSG.fechaFinal],
    });
    const backwards = await t.post(
      '/api/reporte/reporteproductividad',
      { id_cliente: f.UA, fecha_inicial: '2026-03-02', fecha_final: '2026-03-01' },
      token,
    );
    expect(backwards.body.errors).toEqual({ fecha_final: [USAGE_MSG.rango] });
  });

  it('refuses a technician another client (404) and a member even with menu 15 (403)', async () => {
    const technician = await asTechnician();
    expect(
      (await t.post('/api/reporte/reporteproductividad', { ...MARCH, id_cliente: f.UB }, technician)).status,
    ).toBe(404);
    expect(
      (await t.post('/api/reporte/reporteproductividad', { ...MARCH, id_cliente: f.UA }, technician)).status,
    ).toBe(200);
    await grantUsageMenus(t, ROLE.clientAdmin);
    const member = await t.login(USERS.andinosAdmin);
    for (const path of [
      'reporte/reporteproductividad',
      'reporte/reporteultimaconexion',
      'reporte/tiemposesionusuarios',
      'reporte/reportebusquedasconsolidado',
      'reporte/reporteoperacionesxfecha',
      'excel/reporteproductividad',
    ])
      expect((await t.post(`/api/${path}`, { ...MARCH, id_cliente: 1, anio: 2026 }, member)).status).toBe(
        403,
      );
  });

  it('exports the stacked chart as a table with the totals and percentages', async () => {
    const res = await postExport(t, '/api/excel/reporteproductividad', { ...MARCH, id_cliente: f.UA }, token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['nombre-archivo']).toBe(`reporte-productividad-${f.UA}-2026-03-01-a-2026-03-31.xlsx`);
    expect(await xlsxRows(res.rawPayload)).toEqual([
      ['Usuario', 'Neumáticos', 'Vehículos', 'Inspecciones', 'Reportes', 'Total'],
      ['Ana Torres', 2, 1, 0, 1, 4],
      ['Ciro Vega', 1, 0, 1, 0, 2],
      ['Total', 3, 1, 1, 1, 6],
      ['Porcentaje (%)', 50, 16.67, 16.67, 16.66, 100],
    ]);
  });
});

describe('POST reporte/reporteoperacionesxfecha', () => {
  const FIRST_DAYS = { fecha_inicial: '2026-03-01', fecha_final: '2026-03-05' };

  it('counts the client’s tyre, vehicle and inspection actions per Lima day', async () => {
    const res = await t.post(
      '/api/reporte/reporteoperacionesxfecha',
      { ...FIRST_DAYS, id_cliente: f.UA },
      token,
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      fechas: ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05'],
      data_neumaticos: [0, 2, 1, 0, 0],
      data_vehiculos: [0, 0, 1, 0, 0],
      data_inspecciones: [0, 0, 1, 0, 0],
    });
    const ciro = await t.post(
      '/api/reporte/reporteoperacionesxfecha',
      { ...FIRST_DAYS, id_cliente: f.UA, id_usuario: f.ciro },
      token,
    );
    expect(ciro.body).toMatchObject({
      data_neumaticos: [0, 0, 1, 0, 0],
      data_vehiculos: [0, 0, 0, 0, 0],
      data_inspecciones: [0, 0, 1, 0, 0],
    });
  });

  it('answers the client, date and range messages (422)', async () => {
    const res = await t.post('/api/reporte/reporteoperacionesxfecha', {}, token);
    expect(res.body.errors).toEqual({
      id_cliente: [USAGE_MSG.cliente],
      fecha_inicial: [USAGE_MSG.fechaInicial],
      fecha_final: [USAGE_MSG.fechaFinal],
    });
    const long = await t.post(
      '/api/reporte/reporteoperacionesxfecha',
      { id_cliente: f.UA, fecha_inicial: '2025-01-01', fecha_final: '2026-01-02' },
      token,
    );
    expect(long.body.errors).toEqual({ fecha_final: [USAGE_MSG.rangoMaximo] });
    const series = await postExport(
      t,
      '/api/excel/reporteoperacionesxfecha',
      { ...FIRST_DAYS, id_cliente: f.UA, reporte: 'otros' },
      token,
    );
    expect(series.statusCode).toBe(422);
    expect(series.json().errors).toEqual({ reporte: [USAGE_MSG.serie] });
  });

  it('refuses a technician another client or a user outside their clients (404)', async () => {
    const technician = await asTechnician();
    const ask = (body: Record<string, unknown>) =>
      t.post('/api/reporte/reporteoperacionesxfecha', { ...FIRST_DAYS, ...body }, technician);
    expect((await ask({ id_cliente: f.UB })).status).toBe(404);
    expect((await ask({ id_cliente: f.UA, id_usuario: f.beto })).status).toBe(404);
    expect((await ask({ id_cliente: f.UA, id_usuario: f.ana })).body.data_neumaticos).toEqual([
      0, 2, 0, 0, 0,
    ]);
  });

  it('exports the actions of one series, matching the chart’s counts', async () => {
    const res = await postExport(
      t,
      '/api/excel/reporteoperacionesxfecha',
      { ...FIRST_DAYS, id_cliente: f.UA, reporte: 'neumaticos' },
      token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['nombre-archivo']).toBe('reporte-operaciones-neumaticos-2026-03-01-a-2026-03-05.xlsx');
    const rows = await xlsxRows(res.rawPayload);
    expect(rows[0]).toEqual(['Nombre', 'Email', 'Acción', 'Vista', 'Detalle', 'Fecha Acción']);
    expect(rows.slice(1)).toEqual([
      ['Ciro Vega', CIRO.email, 'Eliminar', 'Neumáticos', 'Serie N2', '03/03/2026 23:00:00'],
      ['Ana Torres', ANA.email, 'Editar', 'Neumáticos', 'Serie N1', '02/03/2026 11:00:00'],
      ['Ana Torres', ANA.email, 'Registrar', 'Neumáticos', 'Serie N1', '02/03/2026 10:00:00'],
    ]);
    const chart = await t.post(
      '/api/reporte/reporteoperacionesxfecha',
      { ...FIRST_DAYS, id_cliente: f.UA },
      token,
    );
    const charted = chart.body.data_neumaticos.reduce((a: number, b: number) => a + b, 0);
    expect(rows.length - 1).toBe(charted);
  });
});
