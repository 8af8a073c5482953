import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENTS, createTestApp, type TestApp, USERS } from '../../../test/app';
import { seedDemoUsage } from './demo-usage';

/**
 * The demo's two months of use (logins, client entries, actions, consolidated report searches): plausible
 * counts, nothing outside the window, and no session anyone could use. The test database has no tyre history,
 * so one installation event is written here to check that the history's moves become their user's actions.
 */

let t: TestApp;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const NOW = Date.UTC(2026, 10, 24, 12);
const DAY_MS = 86_400_000;
let installed: { num_serie: string; placa: string; posicion: number } | undefined;

beforeAll(async () => {
  t = await createTestApp();
  [installed] = rowsOf<typeof installed>(
    await t.db.execute(sql`
      with picked as (
        select n.id as id_neumatico, n.num_serie, v.id as id_vehiculo, v.placa, p.ubicacion, p.posicion
        from neumaticos n
        join vehiculos v on v.id_cliente = n.id_cliente
        join vehiculo_configuracion_posiciones p on p.id_configuracion = v.id_configuracion
        where n.id_cliente = ${CLIENTS.andinos}
        order by n.id, v.id, p.ubicacion limit 1
      ), event as (
        insert into neumatico_eventos (id_cliente, id_neumatico, tipo, fecha, id_vehiculo, ubicacion, estado, id_usuario)
        select ${CLIENTS.andinos}, id_neumatico, 'instalacion', '2026-11-20', id_vehiculo, ubicacion, 3,
          (select id from usuarios where email = ${USERS.andinosAdmin})
        from picked
      )
      select num_serie, placa, posicion from picked`),
  );
  await seedDemoUsage(t.db, { now: NOW });
}, 120_000);
afterAll(() => t.close());

describe('seedDemoUsage', () => {
  it('logs plausible counts of logins, entries, actions and report searches for the demo users', async () => {
    const [counts] = rowsOf<{
      sessions: number;
      users: number;
      accesses: number;
      actions: number;
      modules: number;
      searches: number;
      downloads: number;
    }>(
      await t.db.execute(sql`
        select
          (select count(*) from sesiones)::int as sessions,
          (select count(distinct id_usuario) from sesiones)::int as users,
          (select count(*) from accesos_cliente where segundos > 0)::int as accesses,
          (select count(*) from acciones_usuario)::int as actions,
          (select count(distinct modulo) from acciones_usuario)::int as modules,
          (select count(*) from consultas_reporte where tipo = 'busqueda')::int as searches,
          (select count(*) from consultas_reporte where tipo = 'descarga')::int as downloads`),
    );
    // Six users over about 50 working days.
    expect(counts?.sessions).toBeGreaterThan(100);
    expect(counts?.sessions).toBeLessThan(400);
    expect(counts?.users).toBe(6);
    expect(counts?.accesses).toBeGreaterThan(80);
    expect(counts?.actions).toBeGreaterThan(100);
    expect(counts?.modules).toBeGreaterThanOrEqual(5);
    expect(counts?.searches).toBeGreaterThan(5);
    expect(counts?.downloads).toBeGreaterThan(0);
    expect(counts?.downloads).toBeLessThanOrEqual(counts?.searches ?? 0);
  });

  it('creates no live session, and everything falls in the 60 days before now', async () => {
    const [check] = rowsOf<{ live: number; outside: number; hashes: number; sessions: number }>(
      await t.db.execute(sql`
        select
          (select count(*) from sesiones where revoked_at is null or revoked_at > ${new Date(NOW).toISOString()}::timestamptz)::int as live,
          (select count(*) from (
             select created_at from sesiones union all select fecha_ingreso from accesos_cliente
             union all select created_at from acciones_usuario union all select created_at from consultas_reporte) c
           where c.created_at >= ${new Date(NOW).toISOString()}::timestamptz
              or c.created_at < ${new Date(NOW - 61 * DAY_MS).toISOString()}::timestamptz)::int as outside,
          (select count(distinct token_hash) from sesiones where token_hash ~ '^[0-9a-f]{64}$')::int as hashes,
          (select count(*) from sesiones)::int as sessions`),
    );
    expect(check?.live).toBe(0);
    expect(check?.outside).toBe(0);
    expect(check?.hashes).toBe(check?.sessions);
  });

  it('makes each tyre move of the period an action of its user, and each action falls within a session', async () => {
    const actions = rowsOf<{
      email: string;
      id_cliente: number;
      accion: string;
      vista: string;
      detalle: string;
    }>(
      await t.db.execute(sql`
        select email, id_cliente, accion, vista, detalle from acciones_usuario where accion = 'Instalar'`),
    );
    expect(actions).toEqual([
      {
        email: USERS.andinosAdmin,
        id_cliente: CLIENTS.andinos,
        accion: 'Instalar',
        vista: 'Instalación de neumáticos',
        detalle: `Neumático ${installed?.num_serie} instalado en P${installed?.posicion} de ${installed?.placa}`,
      },
    ]);
    const [orphans] = rowsOf<{ total: number }>(
      await t.db.execute(sql`
        select count(*)::int as total from acciones_usuario a where not exists (
          select 1 from sesiones s where s.id_usuario = a.id_usuario
            and a.created_at between s.created_at and s.last_activity_at)`),
    );
    expect(orphans?.total).toBe(0);
  });
});
