import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EXCHANGE_RATE_MSG } from '@huella/contracts';
import { tipoCambio } from '../../db/schema/index';
import { CLIENTS, createTestApp, type TestApp, USERS } from '../../../test/app';
import { rateForDate } from './exchange-rate.service';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => t.close());

const store = (token: string, tipocambio: Record<string, unknown>, id_cliente: number = CLIENTS.andinos) =>
  t.post('/api/tipocambio/store', { id_cliente, tipocambio }, token);
const list = (token: string, query = '') =>
  t.get(`/api/tipocambio?id_cliente=${CLIENTS.andinos}${query}`, token);
const activeRows = async (clientId: number) =>
  t.db
    .select()
    .from(tipoCambio)
    .where(and(eq(tipoCambio.id_cliente, clientId), eq(tipoCambio.estado, 1)));

describe('GET tipocambio', () => {
  it('lists the client’s rates newest first, 10 a page, one active', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const res = await list(token);
    expect(res.status).toBe(200);
    expect(res.body.per_page).toBe(10);
    expect(res.body.total).toBeGreaterThanOrEqual(24);
    const dates = res.body.data.map((row: { fecha: string }) => row.fecha);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(res.body.data[0].estado).toBe(1);
    expect(typeof res.body.data[0].valor).toBe('number');
    expect(res.body.data.filter((row: { estado: number }) => row.estado === 1)).toHaveLength(1);
  });

  it('refuses an operator (no grant on 22) and another client', async () => {
    const operator = await t.login(USERS.andinosOperator);
    expect((await list(operator)).status).toBe(403);
    const surAdmin = await t.login(USERS.surAdmin);
    expect((await list(surAdmin)).status).toBe(403);
  });
});

describe('POST tipocambio/store', () => {
  it('stores a rate that becomes the active one; the previous active turns inactive', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const before = await activeRows(CLIENTS.andinos);
    expect(before).toHaveLength(1);
    const res = await store(token, { valor: '3.712', fecha: '2099-01-02' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Operación realizada con éxito',
      tipocambio: { valor: 3.712, fecha: '2099-01-02', estado: 1 },
    });
    const after = await activeRows(CLIENTS.andinos);
    expect(after.map((row) => row.id)).toEqual([res.body.tipocambio.id]);
    // The other client's active rate is untouched.
    expect(await activeRows(CLIENTS.sur)).toHaveLength(1);
  });

  it('gives each validation message of spec 1 §5', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ valor: '', fecha: '2099-01-01' }, 'valor', EXCHANGE_RATE_MSG.valorRequerido],
      [{ fecha: '2099-01-01' }, 'valor', EXCHANGE_RATE_MSG.valorRequerido],
      [{ valor: '3.71234', fecha: '2099-01-01' }, 'valor', EXCHANGE_RATE_MSG.valorLargo],
      [{ valor: 'abc', fecha: '2099-01-01' }, 'valor', EXCHANGE_RATE_MSG.valorInvalido],
      [{ valor: '0', fecha: '2099-01-01' }, 'valor', EXCHANGE_RATE_MSG.valorInvalido],
      [{ valor: '3.7', fecha: '' }, 'fecha', EXCHANGE_RATE_MSG.fechaRequerida],
      [{ valor: '3.7', fecha: '02/01/2099' }, 'fecha', EXCHANGE_RATE_MSG.fechaInvalida],
      [{ valor: '3.7', fecha: '2099-02-30' }, 'fecha', EXCHANGE_RATE_MSG.fechaInvalida],
    ];
    for (const [tipocambio, field, message] of cases) {
      const res = await store(token, tipocambio);
      expect(res.status, JSON.stringify(tipocambio)).toBe(422);
      expect(JSON.stringify(res.body.errors), field).toContain(message);
    }
  });

  it('refuses a second rate for the same date (409) and changes nothing', async () => {
    const token = await t.login(USERS.andinosAdmin);
    expect((await store(token, { valor: '3.7', fecha: '2099-03-01' })).status).toBe(200);
    const res = await store(token, { valor: '3.8', fecha: '2099-03-01' });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(EXCHANGE_RATE_MSG.fechaDuplicada);
    const [active] = await activeRows(CLIENTS.andinos);
    expect(active?.valor).toBe('3.7000');
  });

  it('403 for an operator or another client’s id, nothing written', async () => {
    const operator = await t.login(USERS.andinosOperator);
    expect((await store(operator, { valor: '3.7', fecha: '2099-01-01' })).status).toBe(403);
    const andinos = await t.login(USERS.andinosAdmin);
    expect((await store(andinos, { valor: '3.7', fecha: '2099-01-01' }, CLIENTS.sur)).status).toBe(403);
    const rows = await t.db.select().from(tipoCambio).where(eq(tipoCambio.fecha, '2099-01-01'));
    expect(rows).toHaveLength(0);
  });
});

describe('rateForDate', () => {
  it('takes the greatest date on or before, else the active row, per client', async () => {
    const token = await t.login(USERS.andinosAdmin);
    await store(token, { valor: '3.5', fecha: '2001-01-10' });
    await store(token, { valor: '3.6', fecha: '2001-02-10' });
    const active = (await store(token, { valor: '3.9', fecha: '2099-05-01' })).body.tipocambio;
    expect((await rateForDate(t.db, { clientId: CLIENTS.andinos, fecha: '2001-02-09' }))?.valor).toBe(3.5);
    expect((await rateForDate(t.db, { clientId: CLIENTS.andinos, fecha: '2001-02-10' }))?.valor).toBe(3.6);
    expect((await rateForDate(t.db, { clientId: CLIENTS.andinos, fecha: '1990-01-01' }))?.id).toBe(active.id);
    const sur = await rateForDate(t.db, { clientId: CLIENTS.sur, fecha: '2001-02-10' });
    expect(sur?.valor).not.toBe(3.6);
  });

  it('answers undefined for a client without rates', async () => {
    await t.db.delete(tipoCambio).where(eq(tipoCambio.id_cliente, CLIENTS.sur));
    expect(await rateForDate(t.db, { clientId: CLIENTS.sur, fecha: '2026-01-01' })).toBeUndefined();
  });
});
