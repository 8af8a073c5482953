import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MSG, ROLE, SHARED_CATALOG_MSG, SHARED_CATALOGS, sharedCatalogListResponse } from '@huella/contracts';
import { empresasReencauche, permisos, vehiculoModelos, vehiculos } from '../../db/schema/index';
import { CLIENTS, createTestApp, type TestApp, USERS } from '../../../test/app';

/** The curation screen 'Catálogos compartidos' (menu 97) and its reading call (docs/decisions/0016-shared-catalogues.md). */

interface MenuEntry {
  id: number;
  path: string | null;
  menu_submenu?: MenuEntry[];
}

const entriesOf = (entries: MenuEntry[]): MenuEntry[] =>
  entries.flatMap((entry) => [entry, ...entriesOf(entry.menu_submenu ?? [])]);

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => t.close());

describe('the Catálogos compartidos menu entry', () => {
  it('is in the superadmin’s menu without a client, with view and edit', async () => {
    const token = await t.login(USERS.superadmin);
    const res = await t.post('/api/menu/principal', {}, token);
    expect(res.status).toBe(200);
    const entry = entriesOf(res.body.success.resultado).find((e) => e.path === '/catalogoscompartidos');
    expect(entry).toMatchObject({ id: 97 });
    expect(res.body.success.permisos['97']).toEqual([1, 3]);
  });

  it('is granted to the administrator role too, and not to the technician', async () => {
    const rows = await t.db.select().from(permisos).where(eq(permisos.id_menu, 97));
    const byRole = (role: number) =>
      rows
        .filter((row) => row.id_rol === role)
        .map((row) => row.id_accion)
        .sort();
    expect(byRole(ROLE.admin)).toEqual([1, 3]);
    expect(byRole(ROLE.technician)).toEqual([]);
    const technician = await t.login(USERS.technician);
    const menu = await t.post('/api/menu/principal', {}, technician);
    expect(entriesOf(menu.body.success.resultado).map((e) => e.path)).not.toContain('/catalogoscompartidos');
  });

  it('is not in a client member’s menu', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const res = await t.post('/api/menu/principal', { id_cliente1: CLIENTS.andinos }, token);
    expect(res.status).toBe(200);
    expect(entriesOf(res.body.success.resultado).map((e) => e.path)).not.toContain('/catalogoscompartidos');
    expect(res.body.success.permisos['97']).toBeUndefined();
  });
});

describe('GET catalogos/{catalogo}', () => {
  it('lists every catalogue for the superadmin without a client, with the usage of each row', async () => {
    const token = await t.login(USERS.superadmin);
    for (const catalogo of SHARED_CATALOGS) {
      const res = await t.get(`/api/catalogos/${catalogo}`, token);
      expect(res.status, catalogo).toBe(200);
      expect(sharedCatalogListResponse.safeParse(res.body).success, catalogo).toBe(true);
      expect(res.body.data.length, catalogo).toBeGreaterThan(0);
    }

    const [vehicle] = await t.db.select().from(vehiculos).limit(1);
    if (!vehicle) throw new Error('no vehicle');
    const models = await t.get('/api/catalogos/vehiculomodelo', token);
    const model = models.body.data.find((row: { id: number }) => row.id === vehicle.id_modelo);
    const [modelRow] = await t.db
      .select()
      .from(vehiculoModelos)
      .where(eq(vehiculoModelos.id, vehicle.id_modelo));
    const usedBy = await t.db.select().from(vehiculos).where(eq(vehiculos.id_modelo, vehicle.id_modelo));
    expect(model).toMatchObject({
      descripcion: modelRow?.descripcion,
      id_padre: modelRow?.id_marca,
      referencias: usedBy.length,
    });
    expect(typeof model.padre).toBe('string');

    const [retreader] = await t.db.select().from(empresasReencauche).limit(1);
    if (!retreader) throw new Error('no retreader');
    const retreaders = await t.get('/api/catalogos/empresas', token);
    expect(retreaders.body.data.find((row: { id: number }) => row.id === retreader.id)).toMatchObject({
      descripcion: retreader.razon_social,
      detalle: `RUC ${retreader.ruc}`,
      id_padre: null,
      padre: null,
    });
  });

  it('answers 403 to client users whatever their grants, and to an internal user without the edit grant', async () => {
    for (const email of [USERS.andinosAdmin, USERS.surOperator]) {
      const member = await t.login(email);
      const res = await t.get('/api/catalogos/vehiculomarca', member);
      expect(res.status).toBe(403);
      expect(res.body.error).toBe(SHARED_CATALOG_MSG.soloInternos);
    }
    await t.db
      .delete(permisos)
      .where(and(eq(permisos.id_rol, ROLE.technician), eq(permisos.id_menu, 75), eq(permisos.id_accion, 3)));
    const technician = await t.login(USERS.technician);
    expect((await t.get('/api/catalogos/vehiculomarca', technician)).status).toBe(200);
    const refused = await t.get('/api/catalogos/neumaticomarca', technician);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(MSG.sinPermiso);
  });

  it('answers 401 without a session and 422 for a catalogue that is not shared', async () => {
    const res = await t.get('/api/catalogos/vehiculomarca');
    expect(res.status).toBe(401);
    const token = await t.login(USERS.superadmin);
    expect((await t.get('/api/catalogos/plantas', token)).status).toBe(422);
  });
});
