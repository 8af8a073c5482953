import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONSOLIDATED_MSG } from '@huella/contracts';
import { CLIENTS, createTestApp, revokeGrant, type TestApp, USERS } from '../../../../test/app';
import { usuarioClientes, usuarios } from '../../../db/schema/index';
import { CONSOLIDATED_MENU } from './consolidated.routes';
import { one } from '../report-fleet.test-support';
import { buildFrameFleet, trackReport } from './frame.test-support';

let t: TestApp;
let token: string;
let fleet: Awaited<ReturnType<typeof buildFrameFleet>>;
let other: Awaited<ReturnType<typeof buildFrameFleet>>;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.login(USERS.superadmin);
  fleet = await buildFrameFleet(t, 'CFA', '20100000891');
  // The same fleet for another client: never counted in the first one's frame.
  other = await buildFrameFleet(t, 'CFB', '20100000892');
});
afterEach(async () => t.close());

const FEBRUARY = { year: 2024, month1: 2, month2: 2 };
const report = (body: Record<string, unknown> = {}, as = token) =>
  t.post('/api/reporte/datosreporteconsolidado', { id_cliente: fleet.clientId, ...FEBRUARY, ...body }, as);

describe('POST reporte/datosreporteconsolidado: the frame', () => {
  it('names the client and the period (February of a leap year ends on the 29th) and counts its follow-up', async () => {
    const res = await report();
    expect(res.status).toBe(200);
    expect(res.body.cliente).toEqual({
      id: fleet.clientId,
      razon_social: 'Flota CFA S.A.C.',
      ruc: '20100000891',
      ruta_logo: null,
    });
    expect(res.body.periodo).toEqual({
      year: 2024,
      month1: 2,
      month2: 2,
      desde: '2024-02-01',
      hasta: '2024-02-29',
      etiqueta: 'Febrero 2024',
    });
    // 2024-02-01 (T1, T2), 2024-02-15 (T3), 2024-02-29 (T1): the 31st of January and 1st of March stay out.
    expect(res.body.seguimiento).toEqual({
      estado: null,
      etiqueta: 'No enviado',
      id_reporte: null,
      fecha: null,
      inspecciones: 3,
      vehiculos_inspeccionados: 2,
      neumaticos_inspeccionados: 3,
    });
    expect(res.body.recomendaciones).toEqual([]);
  });

  it('spans several months: January to March holds all five inspections', async () => {
    const res = await report({ month1: 1, month2: 3 });
    expect(res.status).toBe(200);
    expect(res.body.periodo).toMatchObject({
      desde: '2024-01-01',
      hasta: '2024-03-31',
      etiqueta: 'Enero – Marzo 2024',
    });
    expect(res.body.seguimiento).toMatchObject({
      inspecciones: 5,
      vehiculos_inspeccionados: 2,
      neumaticos_inspeccionados: 3,
    });
    // A period with nothing inspected.
    const empty = await report({ month1: 5, month2: 6 });
    expect(empty.body.seguimiento).toMatchObject({
      inspecciones: 0,
      vehiculos_inspeccionados: 0,
      neumaticos_inspeccionados: 0,
    });
    expect(empty.body.periodo.hasta).toBe('2024-06-30');
  });

  it('labels the tracking of the report sent for that period only', async () => {
    const sent = await trackReport(t, fleet.clientId, { anio: 2024, mes1: 2, mes2: 2 }, 'PROCESO');
    await trackReport(t, other.clientId, { anio: 2024, mes1: 1, mes2: 3 }, 'APROBADO');
    const res = await report();
    expect(res.body.seguimiento).toMatchObject({
      estado: 'PROCESO',
      etiqueta: 'En proceso',
      id_reporte: sent.id,
      fecha: expect.any(String),
    });
    // Another period of the same client, and the other client's approved period, are not sent.
    expect((await report({ month1: 1, month2: 3 })).body.seguimiento.etiqueta).toBe('No enviado');
    await trackReport(t, fleet.clientId, { anio: 2024, mes1: 1, mes2: 3 }, 'RECHAZADO');
    expect((await report({ month1: 1, month2: 3 })).body.seguimiento.etiqueta).toBe('Rechazado');
    await trackReport(t, fleet.clientId, { anio: 2024, mes1: 3, mes2: 3 }, 'APROBADO');
    expect((await report({ month1: 3, month2: 3 })).body.seguimiento.etiqueta).toBe('Aceptado');
  });

  it('says the month order at month2, and refuses a year or month out of range', async () => {
    const bad = await report({ month1: 3, month2: 2 });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain(CONSOLIDATED_MSG.mesRango);
    expect(JSON.stringify(bad.body)).toContain('month2');
    expect((await report({ month1: 0 })).status).toBe(422);
    expect((await report({ month2: 13 })).status).toBe(422);
    expect((await report({ year: 'dos mil' })).status).toBe(422);
  });

  it('answers 403 without the grant on menu 80 and for a client the user may not use', async () => {
    const operator = await t.login(USERS.andinosOperator);
    expect((await report({}, operator)).status).toBe(403);
    expect((await report({ id_cliente: CLIENTS.andinos }, operator)).status).toBe(200);
    await revokeGrant(t, CONSOLIDATED_MENU);
    expect((await report({ id_cliente: CLIENTS.andinos }, operator)).status).toBe(403);
    expect((await report({}, 'not-a-token')).status).toBe(401);
  });

  it('shows an internal user working on another client only that client', async () => {
    const user = await one(
      t.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, USERS.technician)),
    );
    await t.db.insert(usuarioClientes).values({ id_usuario: user.id, id_cliente: other.clientId });
    const technician = await t.login(USERS.technician);
    await trackReport(t, fleet.clientId, { anio: 2024, mes1: 2, mes2: 2 }, 'PROCESO');
    const res = await report({ id_cliente: other.clientId }, technician);
    expect(res.status).toBe(200);
    expect(res.body.cliente).toMatchObject({ id: other.clientId, razon_social: 'Flota CFB S.A.C.' });
    // The other client's own counts and tracking: nothing of the first client's report.
    expect(res.body.seguimiento).toMatchObject({
      etiqueta: 'No enviado',
      inspecciones: 3,
      vehiculos_inspeccionados: 2,
      neumaticos_inspeccionados: 3,
    });
    // A client the technician is not assigned to.
    expect((await report({}, technician)).status).toBe(403);
  });
});
