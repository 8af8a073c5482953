import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { seedDemoHistory } from './demo-history';

/**
 * The demo's two years of tyre history (issue 10 item 7) go through the lifecycle services, so they obey the
 * same rules as the screens: this checks the result from the database's side.
 */

let t: TestApp;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoHistory(t.db);
}, 300_000);
afterAll(() => t.close());

describe('seedDemoHistory', () => {
  it('leaves tyres in every state the lists show, for both clients', async () => {
    const rows = rowsOf<{ id_cliente: number; estado: number; total: number }>(
      await t.db.execute(
        sql`select id_cliente, estado, count(*)::int as total from neumaticos group by 1, 2 order by 1, 2`,
      ),
    );
    for (const clientId of [1, 2]) {
      const states = new Set(rows.filter((row) => row.id_cliente === clientId).map((row) => row.estado));
      for (const state of [0, 3]) expect(states, `client ${clientId} state ${state}`).toContain(state);
    }
    const all = new Set(rows.map((row) => row.estado));
    for (const state of [2, 4, 5, 6]) expect(all, `state ${state}`).toContain(state);
  });

  it('installs exactly the tyres in state 3, one per position', async () => {
    const [check] = rowsOf<{ installed_without_record: number; record_without_installed: number }>(
      await t.db.execute(sql`
        select
          (select count(*) from neumaticos n where n.estado = 3 and not exists (
             select 1 from neumatico_historial h where h.id_neumatico = n.id and h.km_retiro is null))::int
            as installed_without_record,
          (select count(*) from neumatico_historial h join neumaticos n on n.id = h.id_neumatico
             where h.km_retiro is null and n.estado <> 3)::int as record_without_installed`),
    );
    expect(check).toEqual({ installed_without_record: 0, record_without_installed: 0 });
  });

  it('keeps the running totals equal to the sums of the events', async () => {
    const [check] = rowsOf<{ wrong_cost: number; wrong_km: number; retreads: number; scraps: number }>(
      await t.db.execute(sql`
        select
          (select count(*) from neumaticos n where n.costo_acumulado <>
             coalesce((select sum(c.costo_convertido) from neumatico_costos c where c.id_neumatico = n.id), 0))::int
            as wrong_cost,
          (select count(*) from neumaticos n where n.km_recorrido <>
             coalesce((select sum(h.km_retiro - h.km_instalacion) from neumatico_historial h
                       where h.id_neumatico = n.id and h.km_retiro is not null
                         and h.motivo_retiro is distinct from 6), 0))::int as wrong_km,
          (select count(*) from neumatico_costos where motivo = 1)::int as retreads,
          (select count(*) from neumatico_scrap)::int as scraps`),
    );
    expect(check?.wrong_cost).toBe(0);
    expect(check?.wrong_km).toBe(0);
    expect(check?.retreads).toBeGreaterThan(10);
    expect(check?.scraps).toBeGreaterThan(5);
  });

  it('records every movement as an event, in order, and never moves an odometer back', async () => {
    const [check] = rowsOf<{ records: number; install_events: number; odometer_back: number }>(
      await t.db.execute(sql`
        select
          (select count(*) from neumatico_historial)::int as records,
          (select count(*) from neumatico_eventos where tipo = 'instalacion')::int as install_events,
          (select count(*) from neumatico_historial h join vehiculos v on v.id = h.id_vehiculo
             where greatest(h.km_instalacion, coalesce(h.km_retiro, 0)) > v.kilometraje)::int as odometer_back`),
    );
    expect(check?.install_events).toBe(check?.records);
    expect(check?.odometer_back).toBe(0);
  });
  it('inspects monthly through the services: finished readings whose treads never grow 1 mm within a life', async () => {
    const [check] = rowsOf<{
      inspections: number;
      drafts: number;
      grown: number;
      irregular: number;
      inaccessible: number;
      worn: number;
      journey_vehicles: number;
    }>(
      await t.db.execute(sql`
        select
          (select count(*) from inspecciones)::int as inspections,
          (select count(*) from inspeccion_detalles where id_inspeccion is null)::int as drafts,
          (select count(*) from inspeccion_detalles d where exists (
             select 1 from inspeccion_detalles p where p.id_neumatico = d.id_neumatico and p.vida = d.vida
               and p.id < d.id and (d.nsd > p.nsd + 1 or d.exterior > p.exterior + 1
                 or d.interior > p.interior + 1 or d.medio > p.medio + 1)))::int as grown,
          (select count(*) from inspeccion_detalles
             where 'Desg. Irregular' = any(otros) and abs(exterior - interior) >= 3)::int as irregular,
          (select count(*) from inspeccion_detalles
             where accesibilidad = 0 and presion = 0 and motivo_inaccesibilidad between 1 and 5)::int
            as inaccessible,
          (select count(*) from inspeccion_detalles where estado = 2)::int as worn,
          (select count(*) from inspecciones where id_vehiculo in (
             select id from vehiculos where id_cliente = 1 order by id limit 3))::int as journey_vehicles`),
    );
    expect(check?.inspections).toBeGreaterThan(100);
    expect(check?.drafts).toBe(0);
    expect(check?.grown).toBe(0);
    expect(check?.irregular).toBeGreaterThan(0);
    expect(check?.inaccessible).toBeGreaterThan(0);
    expect(check?.worn).toBeGreaterThan(0);
    expect(check?.journey_vehicles).toBe(0);
  });
});
