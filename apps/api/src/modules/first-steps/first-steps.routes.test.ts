import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clientes } from '../../db/schema/index';
import { CLIENTS, createTestApp, type TestApp, USERS } from '../../../test/app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => t.close());

describe('GET cliente/primerospasos', () => {
  it('reports what a new company has set up: nothing of its own yet', async () => {
    const [created] = await t.db
      .insert(clientes)
      .values({ razon_social: 'Empresa Nueva S.A.C.', ruc: '20100000077', estado: true })
      .returning({ id: clientes.id });
    const token = await t.login(USERS.superadmin);
    const res = await t.get(`/api/cliente/primerospasos?id_cliente=${created?.id}`, token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      plantas: 0,
      aplicaciones: 0,
      tipo_cambio: false,
      vehiculos: 0,
      neumaticos: 0,
    });
    // Configurations are a shared catalogue: the seed's are there for every company.
    expect(res.body.configuraciones).toBeGreaterThan(0);
  });

  it("counts the demo company's own setup", async () => {
    const token = await t.login(USERS.andinosOperator);
    const res = await t.get(`/api/cliente/primerospasos?id_cliente=${CLIENTS.andinos}`, token);
    expect(res.status).toBe(200);
    expect(res.body.plantas).toBeGreaterThan(0);
    expect(res.body.aplicaciones).toBeGreaterThan(0);
    expect(res.body.tipo_cambio).toBe(true);
    expect(res.body.vehiculos).toBeGreaterThan(0);
    expect(res.body.neumaticos).toBeGreaterThan(0);
  });

  it("refuses another client's id and a malformed one", async () => {
    const token = await t.login(USERS.andinosOperator);
    const other = await t.get(`/api/cliente/primerospasos?id_cliente=${CLIENTS.sur}`, token);
    expect(other.status).toBe(403);
    expect((await t.get('/api/cliente/primerospasos?id_cliente=abc', token)).status).toBe(422);
    expect((await t.get(`/api/cliente/primerospasos?id_cliente=${CLIENTS.andinos}`, undefined)).status).toBe(
      401,
    );
  });
});
