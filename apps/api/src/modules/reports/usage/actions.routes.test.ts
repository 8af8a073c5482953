import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROLE, USAGE_MSG } from '@huella/contracts';
import { usuarioClientes } from '../../../db/schema/index';
import { createTestApp, type TestApp, USERS } from '../../../../test/app';
import { actionsWhere, listActionExportBatch } from './actions.queries';
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
const ids = (body: { data: { id: number }[] }) => body.data.map((row) => row.id);

describe('POST reporte/accionesusuario', () => {
  it('lists the period’s actions newest first, paged with the total', async () => {
    const { A1, A2, A3, A4, A5, A6, A7, A8 } = f.A;
    const res = await t.post('/api/reporte/accionesusuario', { ...MARCH, per_page: 100 }, token);
    expect(res.status).toBe(200);
    // A9 (April) is out; A7 (a platform change, no client) is in for roles 1 and 2.
    expect(ids(res.body)).toEqual([A8, A7, A5, A6, A4, A3, A2, A1]);
    expect(res.body.total).toBe(8);
    expect(res.body.data[0]).toEqual({
      id: A8,
      usuario: 'Ana Torres',
      email: 'ana@usage-a.test',
      accion: 'Aprobar',
      vista: 'Reporte consolidado',
      detalle: 'Marzo',
      created_at: '2026-03-05T16:00:00Z',
    });
    const first = await t.post('/api/reporte/accionesusuario', MARCH, token);
    expect(first.body).toMatchObject({ per_page: 10, current_page: 1, from: 1, to: 8, total: 8 });
    const page3 = await t.post('/api/reporte/accionesusuario', { ...MARCH, page: 3, per_page: 3 }, token);
    expect(ids(page3.body)).toEqual([A2, A1]);
    expect(page3.body).toMatchObject({ from: 7, to: 8, total: 8 });
    // A5 is 03-04 04:00 UTC: 03-03 in Lima.
    const third = await t.post(
      '/api/reporte/accionesusuario',
      { fecha_inicial: '2026-03-03', fecha_final: '2026-03-03' },
      token,
    );
    expect(ids(third.body)).toEqual([A5, A6, A4, A3]);
  });

  it('answers each date message (422)', async () => {
    const missing = await t.post('/api/reporte/accionesusuario', { fecha_inicial: '' }, token);
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({
      fecha_inicial: [USAGE_MSG.fechaInicial],
      fecha_final: [USAGE_MSG.fechaFinal],
    });
    const backwards = await t.post(
      '/api/reporte/accionesusuario',
      { fecha_inicial: '2026-03-02', fecha_final: '2026-03-01' },
      token,
    );
    expect(backwards.body.errors).toEqual({ fecha_final: [USAGE_MSG.rango] });
    expect((await t.post('/api/reporte/accionesusuario', { ...MARCH, per_page: 101 }, token)).status).toBe(
      422,
    );
  });
});

describe('access', () => {
  it('refuses a member (role 4) even with menu 14 granted', async () => {
    await grantUsageMenus(t, ROLE.clientAdmin);
    const member = await t.login(USERS.andinosAdmin);
    expect((await t.post('/api/reporte/accionesusuario', MARCH, member)).status).toBe(403);
    expect((await postExport(t, '/api/excel/reporteaccionusuarios', MARCH, member)).statusCode).toBe(403);
  });

  it('shows a technician only the actions done on their clients', async () => {
    const technician = await t.login(USERS.technician);
    const { A1, A2, A3, A4, A5, A8 } = f.A;
    const res = await t.post('/api/reporte/accionesusuario', MARCH, technician);
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([A8, A5, A4, A3, A2, A1]);
    expect(res.body.total).toBe(6);
    expect(JSON.stringify(res.body)).not.toContain('beto@');
    const exported = await postExport(t, '/api/excel/reporteaccionusuarios', MARCH, technician);
    const rows = await xlsxRows(exported.rawPayload);
    expect(rows.slice(1).map((row) => row[4])).toEqual([
      'Marzo',
      'Serie N2',
      'Inspección 1',
      'Placa V1',
      'Serie N1',
      'Serie N1',
    ]);
  });

  it('shows a technician with no client assigned nothing', async () => {
    await grantUsageMenus(t, ROLE.technician);
    await t.db.delete(usuarioClientes).where(eq(usuarioClientes.id_usuario, f.technician));
    const technician = await t.login(USERS.technician);
    const res = await t.post('/api/reporte/accionesusuario', MARCH, technician);
    expect(res.body).toMatchObject({ data: [], total: 0 });
  });
});

describe('POST excel/reporteaccionusuarios', () => {
  it('exports every action of the table, in its order, with Lima’s time', async () => {
    const res = await postExport(t, '/api/excel/reporteaccionusuarios', MARCH, token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['nombre-archivo']).toBe('reporte-acciones-2026-03-01-a-2026-03-31.xlsx');
    const rows = await xlsxRows(res.rawPayload);
    expect(rows[0]).toEqual(['Nombre', 'Email', 'Acción', 'Vista', 'Detalle', 'Fecha Acción']);
    const screen = (await t.post('/api/reporte/accionesusuario', { ...MARCH, per_page: 100 }, token)).body
      .data;
    expect(rows.slice(1).map((row) => row.slice(0, 5))).toEqual(
      screen.map((row: Record<string, string>) => [
        row.usuario,
        row.email,
        row.accion,
        row.vista,
        row.detalle,
      ]),
    );
    expect(rows[1]?.[5]).toBe('05/03/2026 11:00:00');
  });

  it('reads the export in keyset batches without losing or repeating a row', async () => {
    const where = actionsWhere({ scope: { clients: null }, from: '2026-03-01', to: '2026-03-31' });
    const seen: number[] = [];
    let after: { key: string; id: number } | undefined;
    for (;;) {
      const batch = await listActionExportBatch(t.db, { where, after, limit: 3 });
      seen.push(...batch.map((row) => row.id));
      const last = batch.at(-1);
      if (batch.length < 3 || !last) break;
      after = { key: last.key, id: last.id };
    }
    const { A1, A2, A3, A4, A5, A6, A7, A8 } = f.A;
    expect(seen).toEqual([A8, A7, A5, A6, A4, A3, A2, A1]);
  });
});
