import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { correosSalientes, suscripcionFechas, suscripciones } from '../../db/schema/index';
import { CLIENTS, createTestApp, type TestApp, USERS } from '../../../test/app';
import { addDays, todayIso } from './subscriptions.service';

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = await t.login(USERS.superadmin);
});
afterEach(async () => t.close());

const today = todayIso();

async function subscriptionOf(clientId: number) {
  const [row] = await t.db.select().from(suscripciones).where(eq(suscripciones.id_cliente, clientId));
  if (!row) throw new Error('no subscription');
  return row;
}

/** Moves a client's subscription so that it ends `days` from today. */
async function endIn(clientId: number, days: number, answer: 'SI' | 'NO' | null = null) {
  await t.db
    .update(suscripciones)
    .set({ date_start: addDays(today, -60), date_end: addDays(today, days), answer })
    .where(eq(suscripciones.id_cliente, clientId));
}

describe('GET clientesuscripcion/index', () => {
  it('pages the subscriptions and marks those ending on or before today', async () => {
    await endIn(CLIENTS.sur, 0);
    const res = await t.get('/api/clientesuscripcion/index?per_page=10', admin);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    const byClient = Object.fromEntries(
      res.body.data.map((row: { id_cliente: number }) => [row.id_cliente, row]),
    );
    expect(byClient[CLIENTS.andinos]).toMatchObject({
      razon_social: 'Transportes Andinos S.A.C.',
      vencida: false,
      trial_period: 'ACTIVO',
    });
    expect(byClient[CLIENTS.sur]).toMatchObject({ vencida: true, date_end: today });
  });

  it('refuses a role without the Suscripciones grant', async () => {
    expect((await t.get('/api/clientesuscripcion/index', await t.login(USERS.technician))).status).toBe(403);
  });
});

describe('POST clientesuscripcion/store', () => {
  it('creates a subscription (trial ACTIVO) and edits it with client and start date locked', async () => {
    await t.db.delete(suscripciones).where(eq(suscripciones.id_cliente, CLIENTS.sur));
    const created = await t.post(
      '/api/clientesuscripcion/store',
      {
        suscripcion: {
          id_cliente: CLIENTS.sur,
          date_start: '2026-01-01',
          date_end: '2026-12-31',
          trial_period: 'VENCIDO',
        },
      },
      admin,
    );
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('Agregado');
    const id = created.body.id as number;
    expect(await subscriptionOf(CLIENTS.sur)).toMatchObject({
      trial_period: 'ACTIVO',
      date_end: '2026-12-31',
    });
    expect(
      await t.db.select().from(suscripcionFechas).where(eq(suscripcionFechas.id_suscripcion, id)),
    ).toHaveLength(3);

    const edited = await t.post(
      '/api/clientesuscripcion/store',
      {
        suscripcion: {
          id,
          id_cliente: CLIENTS.andinos,
          date_start: '2020-01-01',
          date_end: '2027-06-30',
          trial_period: 'NO APLICA',
        },
      },
      admin,
    );
    expect(edited.body.message).toBe('Actualizado');
    expect(await subscriptionOf(CLIENTS.sur)).toMatchObject({
      id,
      date_start: '2026-01-01',
      date_end: '2027-06-30',
      trial_period: 'NO APLICA',
    });
  });

  it.each([
    [{ id_cliente: undefined }, 'suscripcion.id_cliente', 'Cliente es requerido'],
    [{ date_start: '' }, 'suscripcion.date_start', 'Este Campo es Requerido.'],
    [{ date_end: '' }, 'suscripcion.date_end', 'Este Campo es Requerido.'],
    [
      { date_end: '2025-12-31' },
      'suscripcion.date_end',
      'La fecha final debe ser posterior a la fecha de inicio',
    ],
  ])('validates %j', async (change, field, message) => {
    const suscripcion = {
      id_cliente: CLIENTS.sur,
      date_start: '2026-01-01',
      date_end: '2026-12-31',
      ...change,
    };
    const res = await t.post('/api/clientesuscripcion/store', { suscripcion }, admin);
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toContain(message);
  });

  it('refuses a second subscription for the same client (409)', async () => {
    const res = await t.post(
      '/api/clientesuscripcion/store',
      { suscripcion: { id_cliente: CLIENTS.andinos, date_start: '2026-01-01', date_end: '2026-12-31' } },
      admin,
    );
    expect(res).toMatchObject({ status: 409, body: { error: 'El cliente ya tiene una suscripción' } });
  });

  it('refuses without the grant', async () => {
    const res = await t.post(
      '/api/clientesuscripcion/store',
      { suscripcion: { id_cliente: CLIENTS.sur, date_start: '2026-01-01', date_end: '2026-12-31' } },
      await t.login(USERS.andinosAdmin),
    );
    expect(res.status).toBe(403);
  });
});

describe('trial period calls', () => {
  it('answers the trial data of the user’s client, with the notice date reached', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const res = await t.post(
      '/api/clientesuscripcion/trialperiod',
      { id_cliente: CLIENTS.andinos, time: 100 },
      token,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      trial_period: 'ACTIVO',
      restart: false,
      answer: null,
      date_end: addDays(today, 3),
      suscripcionfechas_date: today,
      today,
    });
    const other = await t.post('/api/clientesuscripcion/trialperiod', { id_cliente: CLIENTS.sur }, token);
    expect(other.status).toBe(403);
  });

  it('stores the SI/NO answer, only for the user’s own subscription', async () => {
    const token = await t.login(USERS.andinosOperator);
    const own = await subscriptionOf(CLIENTS.andinos);
    const sur = await subscriptionOf(CLIENTS.sur);
    const foreign = await t.post(
      '/api/clientesuscripcion/rptaClienteConPeriodoPrueba',
      { id: sur.id, id_cliente: CLIENTS.andinos, rpta: 'NO' },
      token,
    );
    expect(foreign.status).toBe(404);
    expect((await subscriptionOf(CLIENTS.sur)).answer).toBeNull();
    const res = await t.post(
      '/api/clientesuscripcion/rptaClienteConPeriodoPrueba',
      { id: own.id, id_cliente: CLIENTS.andinos, rpta: 'SI' },
      token,
    );
    expect(res.status).toBe(200);
    expect((await subscriptionOf(CLIENTS.andinos)).answer).toBe('SI');
    const invalid = await t.post(
      '/api/clientesuscripcion/rptaClienteConPeriodoPrueba',
      { id: own.id, id_cliente: CLIENTS.andinos, rpta: 'TAL VEZ' },
      token,
    );
    expect(invalid.status).toBe(422);
  });

  it('mails the expiry notice once per notice date to the client’s administrators', async () => {
    const token = await t.login(USERS.andinosOperator);
    const trial = (
      await t.post('/api/clientesuscripcion/trialperiod', { id_cliente: CLIENTS.andinos }, token)
    ).body.data;
    const first = await t.post(
      '/api/clientesuscripcion/envioMensajePorFecha',
      { id: trial.suscripcionfechas_id },
      token,
    );
    expect(first.body.message).toBe('Aviso enviado');
    await t.post('/api/clientesuscripcion/envioMensajePorFecha', { id: trial.suscripcionfechas_id }, token);
    const mails = await t.db.select().from(correosSalientes);
    expect(mails.map((mail) => mail.para)).toEqual([USERS.andinosAdmin]);
    expect(mails[0]?.texto).toContain(addDays(today, 3));
    const surToken = await t.login(USERS.surAdmin);
    const foreign = await t.post(
      '/api/clientesuscripcion/envioMensajePorFecha',
      { id: trial.suscripcionfechas_id },
      surToken,
    );
    expect(foreign.status).toBe(404);
  });

  it('restarts an answered, past-due subscription once; refuses otherwise', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const { id } = await subscriptionOf(CLIENTS.andinos);
    expect((await t.post('/api/clientesuscripcion/reinicioAplicacion', { id }, token)).status).toBe(409);
    await endIn(CLIENTS.andinos, -1, 'NO');
    const foreign = await t.post(
      '/api/clientesuscripcion/reinicioAplicacion',
      { id },
      await t.login(USERS.surAdmin),
    );
    expect(foreign.status).toBe(404);
    expect((await subscriptionOf(CLIENTS.andinos)).restart).toBe(false);
    const res = await t.post('/api/clientesuscripcion/reinicioAplicacion', { id }, token);
    expect(res.status).toBe(200);
    expect(await subscriptionOf(CLIENTS.andinos)).toMatchObject({ restart: true, trial_period: 'VENCIDO' });
    expect((await t.post('/api/clientesuscripcion/reinicioAplicacion', { id }, token)).status).toBe(409);
  });
});
