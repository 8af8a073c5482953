import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ROLE, USAGE_MSG } from '@huella/contracts';
import { permisos } from '../../../db/schema/index';
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
const ANA = { name: 'Ana Torres', email: 'ana@usage-a.test' };
const BETO = { name: 'Beto Ruiz', email: 'beto@usage-b.test' };
const CIRO = { name: 'Ciro Vega', email: 'ciro@usage-int.test' };

describe('POST reporte/sesionesusuarios', () => {
  it('lists the logins of the Lima days of the period, newest first, paged with the total', async () => {
    const res = await t.post('/api/reporte/sesionesusuarios', MARCH, token);
    expect(res.status).toBe(200);
    const [S1, S2, S3, S4, , , S7] = f.S;
    // S7 is 04-01 04:00 UTC, still 03-31 in Lima; S6 (February) and S5 (April) are out.
    expect(res.body.data.map((row: { id: number }) => row.id)).toEqual([S7, S3, S4, S2, S1]);
    expect(res.body.total).toBe(5);
    expect(res.body.data[0]).toEqual({
      id: S7,
      id_usuario: f.ana,
      ...ANA,
      fecha_session: '2026-04-01T04:00:00Z',
    });
    const page2 = await t.post('/api/reporte/sesionesusuarios', { ...MARCH, page: 2, per_page: 2 }, token);
    expect(page2.body).toMatchObject({ current_page: 2, per_page: 2, from: 3, to: 4, total: 5 });
    expect(page2.body.data.map((row: { id: number }) => row.id)).toEqual([S4, S2]);
  });

  it('answers each date message (422)', async () => {
    const missing = await t.post('/api/reporte/sesionesusuarios', {}, token);
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toMatchObject({
      fecha_inicial: [USAGE_MSG.fechaInicial],
      fecha_final: [USAGE_MSG.fechaFinal],
    });
    const backwards = await t.post(
      '/api/reporte/sesionesusuarios',
      { fecha_inicial: '2026-03-10', fecha_final: '2026-03-09' },
      token,
    );
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors).toEqual({ fecha_final: [USAGE_MSG.rango] });
    const invalid = await t.post(
      '/api/reporte/sesionesusuarios',
      { ...MARCH, fecha_inicial: '2026-02-30' },
      token,
    );
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual({ fecha_inicial: ['La fecha no es válida'] });
  });
});

describe('POST reporte/sesionesusuariosdiario and …mensual', () => {
  it('counts logins per user and Lima day, newest day first then by name', async () => {
    const res = await t.post('/api/reporte/sesionesusuariosdiario', MARCH, token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { id: f.ana, ...ANA, fecha_session: '2026-03-31', cantidad: 1 },
      { id: f.ana, ...ANA, fecha_session: '2026-03-03', cantidad: 1 },
      { id: f.beto, ...BETO, fecha_session: '2026-03-03', cantidad: 1 },
      { id: f.ana, ...ANA, fecha_session: '2026-03-02', cantidad: 2 },
    ]);
    const beto = await t.post('/api/reporte/sesionesusuariosdiario', { ...MARCH, id_usuario: f.beto }, token);
    expect(beto.body.data).toEqual([{ id: f.beto, ...BETO, fecha_session: '2026-03-03', cantidad: 1 }]);
  });

  it('counts logins per user and month', async () => {
    const res = await t.post(
      '/api/reporte/sesionesusuariosmensual',
      { fecha_inicial: '2026-03-01', fecha_final: '2026-04-30', id_usuario: '' },
      token,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { id: f.ciro, ...CIRO, fecha_session: '2026-04', cantidad: 1 },
      { id: f.ana, ...ANA, fecha_session: '2026-03', cantidad: 4 },
      { id: f.beto, ...BETO, fecha_session: '2026-03', cantidad: 1 },
    ]);
  });

  it('answers 404 for a user that does not exist', async () => {
    const res = await t.post('/api/reporte/sesionesusuariosdiario', { ...MARCH, id_usuario: 999999 }, token);
    expect(res.status).toBe(404);
  });
});

describe('access', () => {
  it('refuses a member (role 4) even with menu 13 granted, and a technician without the grant', async () => {
    await grantUsageMenus(t, ROLE.clientAdmin);
    const member = await t.login(USERS.andinosAdmin);
    for (const path of [
      'reporte/sesionesusuarios',
      'reporte/sesionesusuariosdiario',
      'excel/reportesesionesusuarios',
    ])
      expect((await t.post(`/api/${path}`, MARCH, member)).status).toBe(403);
    // Technicians hold view on 13 by default (reference seed); the permission screen can take it away.
    await t.db.delete(permisos).where(and(eq(permisos.id_rol, ROLE.technician), eq(permisos.id_menu, 13)));
    const technician = await t.login(USERS.technician);
    expect((await t.post('/api/reporte/sesionesusuarios', MARCH, technician)).status).toBe(403);
  });

  it('shows a technician only the logins of the users of their clients', async () => {
    await grantUsageMenus(t, ROLE.technician);
    const technician = await t.login(USERS.technician);
    const [S1, S2, S3, , , , S7] = f.S;
    const res = await t.post('/api/reporte/sesionesusuarios', MARCH, technician);
    expect(res.status).toBe(200);
    expect(res.body.data.map((row: { id: number }) => row.id)).toEqual([S7, S3, S2, S1]);
    expect(res.body.total).toBe(4);
    const monthly = await t.post(
      '/api/reporte/sesionesusuariosmensual',
      { fecha_inicial: '2026-03-01', fecha_final: '2026-04-30' },
      technician,
    );
    expect(monthly.body.data).toEqual([{ id: f.ana, ...ANA, fecha_session: '2026-03', cantidad: 4 }]);
    const beto = await t.post(
      '/api/reporte/sesionesusuariosdiario',
      { ...MARCH, id_usuario: f.beto },
      technician,
    );
    expect(beto.status).toBe(404);
    const exported = await postExport(t, '/api/excel/reportesesionesusuarios', MARCH, technician);
    expect((await xlsxRows(exported.rawPayload)).slice(1).map((row) => row[0])).toEqual([S7, S3, S2, S1]);
  });
});

describe('exports', () => {
  it('excel/reportesesionesusuarios lists every login of the table, in its order', async () => {
    const res = await postExport(t, '/api/excel/reportesesionesusuarios', MARCH, token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['nombre-archivo']).toBe('reporte-ingresos-2026-03-01-a-2026-03-31.xlsx');
    const rows = await xlsxRows(res.rawPayload);
    expect(rows[0]).toEqual(['Id', 'Nombre', 'Email', 'Fecha']);
    const screen = (await t.post('/api/reporte/sesionesusuarios', { ...MARCH, per_page: 100 }, token)).body
      .data;
    expect(rows.slice(1).map((row) => [row[0], row[1], row[2]])).toEqual(
      screen.map((row: { id: number; name: string; email: string }) => [row.id, row.name, row.email]),
    );
    // Lima's time of S7 (04-01 04:00 UTC).
    expect(rows[1]?.[3]).toBe('31/03/2026 23:00:00');
  });

  it('excel/reportesesionesusuariosdiario and …mensual hold the popups’ counts', async () => {
    for (const [path, grain] of [
      ['sesionesusuariosdiario', 'diario'],
      ['sesionesusuariosmensual', 'mensual'],
    ] as const) {
      const res = await postExport(t, `/api/excel/reporte${path}`, MARCH, token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['nombre-archivo']).toBe(`reporte-sesiones-${grain}-2026-03-01-a-2026-03-31.xlsx`);
      const rows = await xlsxRows(res.rawPayload);
      expect(rows[0]?.slice(0, 3)).toEqual(['Nombre', 'Email', 'Total ingresos']);
      const screen = (await t.post(`/api/reporte/${path}`, MARCH, token)).body.data;
      expect(rows.slice(1)).toEqual(
        screen.map((row: { name: string; email: string; cantidad: number; fecha_session: string }) => [
          row.name,
          row.email,
          row.cantidad,
          row.fecha_session.split('-').reverse().join('/'),
        ]),
      );
    }
  });

  it('answers the date messages before any byte', async () => {
    const res = await postExport(
      t,
      '/api/excel/reportesesionesusuarios',
      { fecha_inicial: '2026-03-01' },
      token,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ fecha_final: [USAGE_MSG.fechaFinal] });
  });
});
