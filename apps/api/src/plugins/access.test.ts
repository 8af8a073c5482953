import { and, eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACTION, MSG } from '@huella/contracts';
import { clientes, permisos, usuarioClientes, usuarios } from '../db/schema/index';
import { CLIENTS, createTestApp, type TestApp, USERS } from '../../test/app';
import { accessPlugin } from './access';

const PLANTS_MENU = 29;

describe('access plugin', () => {
  it('refuses to boot when a route declares no access', async () => {
    const app = Fastify();
    void app.register(async (api) => {
      await api.register(accessPlugin);
      api.get('/olvidada', async () => ({ ok: true }));
    });
    await expect(app.ready()).rejects.toThrow('La ruta GET /olvidada no declara permiso (config.access)');
  });
});

describe('access check against the database', () => {
  let t: TestApp;
  afterEach(async () => t.close());

  const plants = (token: string, clientId: number = CLIENTS.andinos) =>
    t.post('/api/plantas/index', { id_cliente: clientId }, token);

  async function andinosAdmin() {
    const [user] = await t.db.select().from(usuarios).where(eq(usuarios.email, USERS.andinosAdmin));
    if (!user) throw new Error('no demo user');
    return user;
  }

  /** The SQL of every statement the app sends while `run` runs (the driver's query call, PGlite or pg alike). */
  async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
    const client = (t.db as unknown as { session: { client: { query: (...args: unknown[]) => unknown } } })
      .session.client;
    const spy = vi.spyOn(client, 'query');
    try {
      await run();
      return spy.mock.calls.map(([query]) =>
        String(typeof query === 'string' ? query : (query as { text: string }).text),
      );
    } finally {
      spy.mockRestore();
    }
  }

  it('checks session, grant and client in one statement', async () => {
    t = await createTestApp();
    const token = await t.login(USERS.andinosAdmin);

    // Refused at the last check (the client), so all three ran and no handler did.
    const refused = await statementsOf(async () =>
      expect((await plants(token, CLIENTS.sur)).status).toBe(403),
    );
    expect(refused).toHaveLength(1);

    // Allowed: the first statement authorises, and nothing after it reads the session again.
    const allowed = await statementsOf(async () => expect((await plants(token)).status).toBe(200));
    expect(allowed[0]).toContain('sesiones');
    expect(allowed.slice(1).filter((query) => query.includes('sesiones'))).toEqual([]);
  });

  it('slides the idle expiry in the same statement, at most once a minute', async () => {
    t = await createTestApp();
    const token = await t.login(USERS.andinosAdmin);
    const idle = async () => {
      const [row] = await t.db
        .execute(sql`select extract(epoch from now() - last_activity_at)::int as idle from sesiones`)
        .then((result) => (result as unknown as { rows: { idle: number }[] }).rows);
      return Number(row?.idle);
    };
    await t.db.execute(sql`update sesiones set last_activity_at = now() - interval '50 seconds'`);
    expect((await plants(token)).status).toBe(200);
    expect(await idle()).toBeGreaterThanOrEqual(49);
    await t.db.execute(sql`update sesiones set last_activity_at = now() - interval '61 seconds'`);
    expect((await plants(token)).status).toBe(200);
    expect(await idle()).toBeLessThan(5);
  });

  it('a logged-out token is refused on the next request', async () => {
    t = await createTestApp();
    const token = await t.login(USERS.andinosAdmin);
    expect((await plants(token)).status).toBe(200);
    expect((await t.post('/api/logout', undefined, token)).status).toBe(200);
    expect(await plants(token)).toEqual({ status: 401, body: { error: MSG.sesionCaducada } });
  });

  it("a role's removed grant is refused on the next request", async () => {
    t = await createTestApp();
    const token = await t.login(USERS.andinosAdmin);
    expect((await plants(token)).status).toBe(200);
    const user = await andinosAdmin();
    await t.db
      .delete(permisos)
      .where(
        and(
          eq(permisos.id_rol, user.role_id),
          eq(permisos.id_menu, PLANTS_MENU),
          eq(permisos.id_accion, ACTION.view),
        ),
      );
    expect(await plants(token)).toEqual({ status: 403, body: { error: MSG.sinPermiso } });
  });

  it("a member's changed client is refused on the next request", async () => {
    t = await createTestApp();
    const token = await t.login(USERS.andinosAdmin);
    expect((await plants(token)).status).toBe(200);
    const user = await andinosAdmin();
    await t.db
      .update(usuarioClientes)
      .set({ id_cliente: CLIENTS.sur })
      .where(eq(usuarioClientes.id_usuario, user.id));
    expect(await plants(token)).toEqual({ status: 403, body: { error: MSG.clienteNoPermitido } });
    expect((await plants(token, CLIENTS.sur)).status).toBe(200);
  });

  it('a deactivated client is refused to its members on the next request, not to the superadmin', async () => {
    t = await createTestApp();
    const member = await t.login(USERS.andinosAdmin);
    const superadmin = await t.login(USERS.superadmin);
    await t.db.update(clientes).set({ estado: false }).where(eq(clientes.id, CLIENTS.andinos));
    expect(await plants(member)).toEqual({ status: 403, body: { error: MSG.clienteNoPermitido } });
    expect((await plants(superadmin)).status).toBe(200);
    expect(await plants(superadmin, 9999)).toEqual({ status: 403, body: { error: MSG.clienteNoPermitido } });
  });
});
