import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACTION, CONSOLIDATED_MSG, RECOMMENDATION_MSG, ROLE } from '@huella/contracts';
import { CLIENTS, createTestApp, revokeGrant, type TestApp, USERS } from '../../../../test/app';
import { permisos, recomendacionesReporte } from '../../../db/schema/index';
import { newReportClient } from '../report-fleet.test-support';
import { CONSOLIDATED_MENU } from './consolidated.routes';
import { trackReport } from './frame.test-support';

let t: TestApp;
let token: string;
let clientId: number;
let otherId: number;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.login(USERS.superadmin);
  clientId = (await newReportClient(t, 'RCA', '20100000893')).clientId;
  otherId = (await newReportClient(t, 'RCB', '20100000894')).clientId;
});
afterEach(async () => t.close());

const PERIOD = { year: 2025, month1: 1, month2: 3 };
const store = (body: Record<string, unknown>, as = token, client = clientId) =>
  t.post('/api/recomendacion/store', { id_cliente: client, ...PERIOD, ...body }, as);
const add = (descripcion: string, as = token, client = clientId) =>
  store({ recomendacion: { descripcion } }, as, client);
const remove = (id: number, as = token, client = clientId) =>
  t.post('/api/recomendacion/delete', { id_cliente: client, id_recomendacion: id }, as);
const listed = async (client = clientId, period = PERIOD) => {
  const res = await t.post('/api/reporte/datosreporteconsolidado', { id_cliente: client, ...period }, token);
  expect(res.status).toBe(200);
  return res.body.recomendaciones;
};
const rows = () => t.db.select().from(recomendacionesReporte).orderBy(recomendacionesReporte.id);

/** The demo operator's role (view only on menu 80) is given `action` too, for the revokeGrant half. */
const grantOperator = (action: number) =>
  t.db.insert(permisos).values({ id_rol: ROLE.operator, id_menu: CONSOLIDATED_MENU, id_accion: action });

describe('POST recomendacion/store', () => {
  it('adds trimmed recommendations to the period and the report lists them in the order written', async () => {
    const first = await add('  Rotar los neumáticos del eje delantero  ');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      message: 'Agregado con éxito',
      recomendacion: { id: expect.any(Number), descripcion: 'Rotar los neumáticos del eje delantero' },
    });
    const second = await add('Revisar la presión semanalmente');
    expect(await listed()).toEqual([first.body.recomendacion, second.body.recomendacion]);
    // Another period of the same client, and another client's same period, hold none.
    expect(await listed(clientId, { year: 2025, month1: 1, month2: 2 })).toEqual([]);
    expect(await listed(otherId)).toEqual([]);
  });

  it('edits one of the client’s recommendations', async () => {
    const { id } = (await add('Primera versión')).body.recomendacion;
    const res = await store({ recomendacion: { id, descripcion: 'Versión corregida' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'Editado con éxito',
      recomendacion: { id, descripcion: 'Versión corregida' },
    });
    expect(await listed()).toEqual([{ id, descripcion: 'Versión corregida' }]);
  });

  it('refuses an empty or blank text, one over 1000 characters, and a last month before the first', async () => {
    for (const descripcion of ['', '   ', undefined]) {
      const res = await store({ recomendacion: { descripcion } });
      expect(res.status).toBe(422);
      expect(JSON.stringify(res.body)).toContain(RECOMMENDATION_MSG.vacio);
    }
    const long = await add('x'.repeat(1001));
    expect(long.status).toBe(422);
    expect(JSON.stringify(long.body)).toContain('Máximo 1000 caracteres');
    expect((await add('x'.repeat(1000))).status).toBe(200);
    const order = await store({ month1: 4, month2: 3, recomendacion: { descripcion: 'Algo' } });
    expect(order.status).toBe(422);
    expect(JSON.stringify(order.body)).toContain(CONSOLIDATED_MSG.mesRango);
    expect(await rows()).toHaveLength(1);
  });

  it('answers 404 for another client’s recommendation and changes nothing', async () => {
    const theirs = (await add('De otro cliente', token, otherId)).body.recomendacion;
    const res = await store({ recomendacion: { id: theirs.id, descripcion: 'Intruso' } });
    expect(res.status).toBe(404);
    expect((await remove(theirs.id)).status).toBe(404);
    expect(await listed(otherId)).toEqual([theirs]);
    expect((await store({ recomendacion: { id: 999999, descripcion: 'Nada' } })).status).toBe(404);
  });

  it('freezes the recommendations of a period whose report was approved', async () => {
    const { id } = (await add('Antes de aprobar')).body.recomendacion;
    await trackReport(t, clientId, { anio: 2025, mes1: 1, mes2: 3 }, 'APROBADO');
    for (const res of [
      await add('Después'),
      await store({ recomendacion: { id, descripcion: 'Cambio' } }),
      await remove(id),
    ]) {
      expect(res.status).toBe(422);
      expect(JSON.stringify(res.body)).toContain(RECOMMENDATION_MSG.aprobado);
    }
    expect(await listed()).toEqual([{ id, descripcion: 'Antes de aprobar' }]);
    // A report still in process or rejected can change.
    await trackReport(t, clientId, { anio: 2025, mes1: 4, mes2: 4 }, 'RECHAZADO');
    expect((await store({ month1: 4, month2: 4, recomendacion: { descripcion: 'Corregir' } })).status).toBe(
      200,
    );
  });

  it('needs add on menu 80 to add and edit to edit (403), and only the user’s clients', async () => {
    const operator = await t.login(USERS.andinosOperator);
    // The operator's role sees the report only.
    const own = { id_cliente: CLIENTS.andinos };
    expect((await add('Sin permiso', operator, CLIENTS.andinos)).status).toBe(403);
    await grantOperator(ACTION.add);
    const added = await add('Con permiso', operator, CLIENTS.andinos);
    expect(added.status).toBe(200);
    const { id } = added.body.recomendacion;
    const edit = () =>
      store({ ...own, recomendacion: { id, descripcion: 'Editada' } }, operator, CLIENTS.andinos);
    expect((await edit()).status).toBe(403);
    await grantOperator(ACTION.edit);
    expect((await edit()).status).toBe(200);
    await revokeGrant(t, CONSOLIDATED_MENU, ACTION.add);
    expect((await add('Otra', operator, CLIENTS.andinos)).status).toBe(403);
    await revokeGrant(t, CONSOLIDATED_MENU, ACTION.edit);
    const refused = await store({ recomendacion: { id, descripcion: 'No' } }, operator, CLIENTS.andinos);
    expect(refused.status).toBe(403);
    // Another company's client.
    expect((await add('Ajena', operator, clientId)).status).toBe(403);
    expect(
      (await listed(CLIENTS.andinos, PERIOD)).map((r: { descripcion: string }) => r.descripcion),
    ).toEqual(['Editada']);
  });
});

describe('POST recomendacion/delete', () => {
  it('deletes one recommendation of the client', async () => {
    const a = (await add('Primera')).body.recomendacion;
    const b = (await add('Segunda')).body.recomendacion;
    const res = await remove(a.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Eliminado con éxito' });
    expect(await listed()).toEqual([b]);
    expect((await remove(a.id)).status).toBe(404);
    expect((await t.post('/api/recomendacion/delete', { id_cliente: clientId }, token)).status).toBe(422);
  });

  it('needs edit on menu 80 (403) and changes nothing without it', async () => {
    const operator = await t.login(USERS.andinosOperator);
    await grantOperator(ACTION.add);
    const { id } = (await add('Queda', operator, CLIENTS.andinos)).body.recomendacion;
    expect((await remove(id, operator, CLIENTS.andinos)).status).toBe(403);
    await grantOperator(ACTION.edit);
    await revokeGrant(t, CONSOLIDATED_MENU, ACTION.edit);
    expect((await remove(id, operator, CLIENTS.andinos)).status).toBe(403);
    expect(
      await t.db.select().from(recomendacionesReporte).where(eq(recomendacionesReporte.id, id)),
    ).toHaveLength(1);
    await grantOperator(ACTION.edit);
    expect((await remove(id, operator, CLIENTS.andinos)).status).toBe(200);
  });
});
