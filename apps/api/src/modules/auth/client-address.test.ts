import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { intentosLogin } from '../../db/schema/index';
import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../../test/app';
import { LOGIN_LIMITS } from './login.service';

/**
 * Issue #8 item 6: the address the login and recovery limits count on is the connection's, unless it comes
 * from a proxy named in TRUST_PROXY. `inject` connects from 127.0.0.1.
 */
let t: TestApp;
afterEach(async () => t.close());

const LOGIN = '/api/login/authenticateSimplified';
const RECOVERY = '/api/login/send/email';
const start = (trustProxy?: string) =>
  createTestApp({
    config: loadConfig({ PORT: '3000', PUBLIC_URL: 'http://huella.test', TRUST_PROXY: trustProxy }),
    recoveryLimit: { max: 2, timeWindow: '15 minutes' },
  });

let attempt = 0;
/** A failed login for a new account each time, from the address `forwardedFor` claims. */
const failLogin = (forwardedFor: string) =>
  t.request({
    method: 'POST',
    url: LOGIN,
    payload: { email: `nadie${++attempt}@huella.pe`, password: 'clave-equivocada' },
    headers: { 'x-forwarded-for': forwardedFor },
  });
const recover = (forwardedFor: string) =>
  t.request({
    method: 'POST',
    url: RECOVERY,
    payload: { email: 'nadie@huella.pe' },
    headers: { 'x-forwarded-for': forwardedFor },
  });

/** Failed attempts from `ip` up to the per-address limit, as earlier requests would have left them. */
async function fillFailures(ip: string, count: number) {
  await t.db
    .insert(intentosLogin)
    .values(Array.from({ length: count }, (_, i) => ({ email: `antes${i}@huella.pe`, ip, exitoso: false })));
}
const ipsRecorded = async () =>
  (
    await t.db.select({ ip: intentosLogin.ip }).from(intentosLogin).where(eq(intentosLogin.exitoso, false))
  ).map((row) => row.ip);

describe('without TRUST_PROXY', () => {
  it('counts login failures by the connection, whatever X-Forwarded-For says', async () => {
    t = await start();
    for (const claimed of ['10.0.0.1', '10.0.0.2', '10.0.0.3'])
      expect((await failLogin(claimed)).status).toBe(401);
    expect(await ipsRecorded()).toEqual(['127.0.0.1', '127.0.0.1', '127.0.0.1']);

    await fillFailures('127.0.0.1', LOGIN_LIMITS.perIp - 3);
    const res = await failLogin('203.0.113.99');
    expect(res.status).toBe(429);
    expect(res.body.error).toMatch(/Demasiados intentos/);
  });

  it('limits recovery requests by the connection, whatever X-Forwarded-For says', async () => {
    t = await start();
    expect((await recover('10.0.0.1')).status).toBe(200);
    expect((await recover('10.0.0.2')).status).toBe(200);
    expect((await recover('10.0.0.3')).status).toBe(429);
  });

  it('also when the proxy named is another one', async () => {
    t = await start('10.0.0.254');
    expect((await failLogin('10.0.0.1')).status).toBe(401);
    expect(await ipsRecorded()).toEqual(['127.0.0.1']);
  });
});

describe('with TRUST_PROXY naming the proxy', () => {
  it('counts login failures by the forwarded address', async () => {
    t = await start('127.0.0.1');
    expect((await failLogin('203.0.113.7')).status).toBe(401);
    expect(await ipsRecorded()).toEqual(['203.0.113.7']);

    // The proxy's own address having failed often does not lock out the clients behind it…
    await fillFailures('127.0.0.1', LOGIN_LIMITS.perIp);
    expect((await failLogin('203.0.113.7')).status).toBe(401);
    // …while the client that failed often is locked out.
    await fillFailures('203.0.113.7', LOGIN_LIMITS.perIp);
    expect((await failLogin('203.0.113.7')).status).toBe(429);
    expect((await failLogin('203.0.113.8')).status).toBe(401);
  });

  it('limits recovery requests by the forwarded address', async () => {
    t = await start('127.0.0.1');
    expect((await recover('203.0.113.7')).status).toBe(200);
    expect((await recover('203.0.113.7')).status).toBe(200);
    expect((await recover('203.0.113.7')).status).toBe(429);
    expect((await recover('203.0.113.8')).status).toBe(200);
  });
});
