import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MONTH_NAMES } from '@huella/contracts';
import { todayInLima } from '@huella/domain';
import { CLIENTS, createTestApp, type TestApp, USERS } from '../../../test/app';

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.login(USERS.andinosOperator);
});
afterEach(async () => t.close());

const today = todayInLima();
const currentYear = Number(today.slice(0, 4));
const currentMonth = Number(today.slice(5, 7));
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => to - i);

/** Moves the client's earliest tyre registration to `fecha`. */
async function firstRegistration(clientId: number, fecha: string) {
  await t.db.execute(sql`update neumaticos set fecha_registro = ${fecha}
    where id = (select id from neumaticos where id_cliente = ${clientId} order by fecha_registro, id limit 1)`);
}

describe('POST reporte/anios', () => {
  it('lists the years from the first tyre registration to the current one, newest first', async () => {
    await firstRegistration(CLIENTS.andinos, '2021-07-15');
    const res = await t.post('/api/reporte/anios', { id_cliente: CLIENTS.andinos, id_usuario: '' }, token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ anios: range(2021, currentYear) });
  });

  it('never starts before 2018, and offers the current year to a client without tyres', async () => {
    await firstRegistration(CLIENTS.andinos, '2015-01-01');
    const res = await t.post('/api/reporte/anios', { id_cliente: CLIENTS.andinos }, token);
    expect(res.body.anios).toEqual(range(2018, currentYear));

    await t.db.execute(sql`delete from neumaticos where id_cliente = ${CLIENTS.sur}`);
    const sur = await t.login(USERS.surOperator);
    const empty = await t.post('/api/reporte/anios', { id_cliente: CLIENTS.sur }, sur);
    expect(empty.body).toEqual({ anios: [currentYear] });
  });

  it('refuses another client’s id and a request without session', async () => {
    expect((await t.post('/api/reporte/anios', { id_cliente: CLIENTS.sur }, token)).status).toBe(403);
    expect((await t.post('/api/reporte/anios', { id_cliente: CLIENTS.andinos })).status).toBe(401);
  });
});

describe('POST reporte/meses', () => {
  const months = (count: number) => MONTH_NAMES.slice(0, count).map((nombre, i) => ({ id: i + 1, nombre }));

  it('gives the twelve months of a past year and up to the current month of this year', async () => {
    const past = await t.post('/api/reporte/meses', { id_cliente: CLIENTS.andinos, year: 2020 }, token);
    expect(past.status).toBe(200);
    expect(past.body).toEqual({ meses: months(12) });
    const now = await t.post('/api/reporte/meses', { id_cliente: CLIENTS.andinos, year: currentYear }, token);
    expect(now.body).toEqual({ meses: months(currentMonth) });
    const next = await t.post(
      '/api/reporte/meses',
      { id_cliente: CLIENTS.andinos, year: currentYear + 1 },
      token,
    );
    expect(next.body).toEqual({ meses: [] });
  });

  it('asks for a year from 2018 and refuses another client’s id', async () => {
    const bad = await t.post('/api/reporte/meses', { id_cliente: CLIENTS.andinos, year: 2017 }, token);
    expect(bad.status).toBe(422);
    expect((await t.post('/api/reporte/meses', { id_cliente: CLIENTS.sur, year: 2020 }, token)).status).toBe(
      403,
    );
  });
});
