import { and, eq, notInArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONFIGURATION_MSG } from '@huella/contracts';
import { AXLE_RULES } from '@huella/domain';
import { permisos, vehiculoConfiguraciones, vehiculos, vehiculoTipos } from '../../db/schema/index';
import { CLIENTS, createTestApp, type TestApp, USERS } from '../../../test/app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => t.close());

async function typeId(descripcion: string) {
  const [row] = await t.db.select().from(vehiculoTipos).where(eq(vehiculoTipos.descripcion, descripcion));
  if (!row) throw new Error(descripcion);
  return row.id;
}

async function configurationId(nombre: string) {
  const [row] = await t.db
    .select()
    .from(vehiculoConfiguraciones)
    .where(eq(vehiculoConfiguraciones.nombre, nombre));
  if (!row) throw new Error(nombre);
  return row.id;
}

/** A 6x2 tractor: steering 1,2; drive duals 3–6; tag singles 8,7. */
async function tractor6x2() {
  return {
    nombre: 'Tracto 6x2 - 8 neumáticos',
    id_vehiculotipo: await typeId('TRACTO'),
    nroneumaticos: 8,
    tipo_configuracion: '6x2',
    ejes: [
      { id_ejes: 1, ubicaciones: [1, 2] },
      { id_ejes: 2, ubicaciones: [3, 4, 5, 6] },
      { id_ejes: 3, ubicaciones: [7, 8] },
    ],
  };
}

/**
 * Runs `run` while three vehicles of the client use the configuration (and nothing else does: the demo
 * vehicles use every configuration, so the others are deleted first), then deletes them again.
 */
async function withVehiclesUsing(id: number, run: () => Promise<void>, clientId: number = CLIENTS.andinos) {
  const [configuration] = await t.db
    .select()
    .from(vehiculoConfiguraciones)
    .where(eq(vehiculoConfiguraciones.id, id));
  const kept = await t.db
    .select({ id: vehiculos.id })
    .from(vehiculos)
    .where(eq(vehiculos.id_cliente, clientId))
    .limit(3);
  await t.db.delete(vehiculos).where(
    notInArray(
      vehiculos.id,
      kept.map((row) => row.id),
    ),
  );
  await t.db
    .update(vehiculos)
    .set({ id_configuracion: id, id_tipo: configuration?.id_vehiculotipo })
    .where(eq(vehiculos.id_cliente, clientId));
  try {
    await run();
  } finally {
    await t.db.delete(vehiculos);
  }
}

describe('configuration lists', () => {
  it('pages the seeded layouts with search and sort', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const res = await t.post('/api/vehiculoconfiguracion/list', { page: 1, per_page: 10 }, token);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(10);
    const semi = await t.post('/api/vehiculoconfiguracion/list', { search: 'semirrem' }, token);
    expect(semi.body.data).toHaveLength(1);
    expect(semi.body.data[0]).toMatchObject({
      tipo_vehiculo: 'SEMIRREMOLQUE',
      nroneumaticos: 12,
      tipo_configuracion: 'Remolcado',
      ejes: 3,
      delanteros: 4,
    });
    expect(semi.body.data[0].ubicaciones).toHaveLength(12);
    const sorted = await t.post(
      '/api/vehiculoconfiguracion/list',
      { sortBy: 'nroneumaticos', sortDirection: 'asc', per_page: 1 },
      token,
    );
    expect(sorted.body.data[0].nroneumaticos).toBe(4);
  });

  it('lists configurations of a vehicle type and the positions of one', async () => {
    const token = await t.login(USERS.surOperator);
    const tracto = await typeId('TRACTO');
    const res = await t.post('/api/core/configuraciones', { id_vehiculotipo: tracto }, token);
    expect(res.body.success.resultado.map((c: { nombre: string }) => c.nombre)).toEqual([
      'Tracto 4x2 - 6 neumáticos',
      'Tracto 6x4 - 10 neumáticos',
    ]);
    const id = await configurationId('Camión 8x4 - 12 neumáticos');
    const positions = await t.post('/api/core/posiciones', { id_configuracion: id }, token);
    expect(positions.body.success.posicion).toHaveLength(12);
    expect(positions.body.success.posicion.slice(0, 4)).toEqual([
      { posicion: 1, ubicacion: 2, id_ejes: 1, eje: 1 },
      { posicion: 2, ubicacion: 1, id_ejes: 1, eje: 1 },
      { posicion: 3, ubicacion: 4, id_ejes: 1, eje: 2 },
      { posicion: 4, ubicacion: 3, id_ejes: 1, eje: 2 },
    ]);
    expect((await t.post('/api/core/posiciones', { id_configuracion: 99999 }, token)).status).toBe(404);
  });

  it('shows one configuration with its axles', async () => {
    const token = await t.login(USERS.andinosAdmin);
    await t.db.delete(vehiculos); // the demo vehicles use every configuration
    const id = await configurationId('Tracto 6x4 - 10 neumáticos');
    const res = await t.post('/api/vehiculoconfiguracion/show', { id_configuracion: id }, token);
    expect(res.status).toBe(200);
    expect(res.body.success.resultado.ejes.map((e: { descripcion: string }) => e.descripcion)).toEqual([
      'Direccional',
      'Tracción',
      'Tracción',
    ]);
    expect(res.body.success.resultado.en_uso).toBe(false);
  });

  it('needs 74 view for the list screen', async () => {
    const token = await t.login(USERS.andinosOperator);
    await t.db
      .delete(permisos)
      .where(and(eq(permisos.id_rol, 5), eq(permisos.id_menu, 74), eq(permisos.id_accion, 1)));
    expect((await t.post('/api/vehiculoconfiguracion/list', {}, token)).status).toBe(403);
  });
});

describe('POST vehiculoconfiguracion/store', () => {
  it('creates a configuration, numbering positions front to back, and edits its name', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const body = await tractor6x2();
    const res = await t.post('/api/vehiculoconfiguracion/store', { configuracion: body }, token);
    expect(res.status).toBe(200);
    const saved = res.body.configuracion;
    expect(saved).toMatchObject({ nroneumaticos: 8, delanteros: 2, tipo_vehiculo: 'TRACTO' });
    expect(saved.posiciones.map((p: { ubicacion: number }) => p.ubicacion)).toEqual([2, 1, 6, 4, 3, 5, 8, 7]);
    const edited = await t.post(
      '/api/vehiculoconfiguracion/store',
      { configuracion: { ...body, id: saved.id, nombre: 'Tracto 6x2 con eje libre' } },
      token,
    );
    expect(edited.status).toBe(200);
    expect(edited.body.configuracion.nombre).toBe('Tracto 6x2 con eje libre');
  });

  it('answers the field messages and the diagram rules', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const empty = await t.post(
      '/api/vehiculoconfiguracion/store',
      {
        configuracion: {
          nombre: '',
          id_vehiculotipo: '',
          nroneumaticos: '',
          tipo_configuracion: '',
          ejes: [],
        },
      },
      token,
    );
    expect(empty.status).toBe(422);
    expect(empty.body.errors['configuracion.nombre']).toEqual([CONFIGURATION_MSG.nombreRequerido]);
    expect(empty.body.errors['configuracion.id_vehiculotipo']).toEqual([
      CONFIGURATION_MSG.tipoVehiculoRequerido,
    ]);
    expect(empty.body.errors['configuracion.nroneumaticos']).toEqual([CONFIGURATION_MSG.nroRango]);
    expect(empty.body.errors['configuracion.tipo_configuracion']).toEqual([
      CONFIGURATION_MSG.tipoConfiguracionRequerido,
    ]);
    const body = await tractor6x2();
    const noAxles = await t.post(
      '/api/vehiculoconfiguracion/store',
      { configuracion: { ...body, ejes: [] } },
      token,
    );
    expect(noAxles.body.errors.ejes).toEqual([AXLE_RULES.sinEjes]);
    const wrongCount = await t.post(
      '/api/vehiculoconfiguracion/store',
      { configuracion: { ...body, nroneumaticos: 10 } },
      token,
    );
    expect(wrongCount.status).toBe(422);
    expect(wrongCount.body.error).toBe(AXLE_RULES.total(10, 8));
    const mixed = await t.post(
      '/api/vehiculoconfiguracion/store',
      { configuracion: { ...body, nroneumaticos: 3, ejes: [{ id_ejes: 1, ubicaciones: [1, 2, 3] }] } },
      token,
    );
    expect(mixed.body.error).toBe(AXLE_RULES.lineaMixta);
    const unknownType = await t.post(
      '/api/vehiculoconfiguracion/store',
      { configuracion: { ...body, id_vehiculotipo: 99999 } },
      token,
    );
    expect(unknownType.status).toBe(422);
  });

  it('refuses a duplicate type, tyre count, configuration type and front tyres (409)', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const duplicate = {
      nombre: 'Otro 4x2',
      id_vehiculotipo: await typeId('CAMIÓN'),
      nroneumaticos: 6,
      tipo_configuracion: '4x2',
      ejes: [
        { id_ejes: 1, ubicaciones: [1, 2] },
        { id_ejes: 2, ubicaciones: [7, 8, 9, 10] },
      ],
    };
    const res = await t.post('/api/vehiculoconfiguracion/store', { configuracion: duplicate }, token);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(CONFIGURATION_MSG.duplicada);
    const check = await t.post(
      '/api/vehiculoconfiguracion/validar',
      {
        id_vehiculotipo: duplicate.id_vehiculotipo,
        nroneumaticos: 6,
        tipo_configuracion: '4x2',
        delanteros: 2,
      },
      token,
    );
    expect(check.body).toEqual({ existe: true, mensaje: CONFIGURATION_MSG.duplicada });
    const free = await t.post(
      '/api/vehiculoconfiguracion/validar',
      {
        id_vehiculotipo: duplicate.id_vehiculotipo,
        nroneumaticos: 6,
        tipo_configuracion: '6x2',
        delanteros: 2,
      },
      token,
    );
    expect(free.body.existe).toBe(false);
  });

  it('keeps the positions of a configuration vehicles use, but lets its name change', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const id = await configurationId('Tracto 4x2 - 6 neumáticos');
    const shown = (await t.post('/api/vehiculoconfiguracion/show', { id_configuracion: id }, token)).body
      .success.resultado;
    const base = {
      id,
      nombre: shown.nombre,
      id_vehiculotipo: shown.id_vehiculotipo,
      nroneumaticos: 6,
      tipo_configuracion: '4x2',
      ejes: shown.ejes.map((e: { id_ejes: number; ubicaciones: number[] }) => ({
        id_ejes: e.id_ejes,
        ubicaciones: e.ubicaciones,
      })),
    };
    await withVehiclesUsing(id, async () => {
      const inUse = await t.post('/api/vehiculos/existeconfiguracion', { id_configuracion: id }, token);
      expect(inUse.body).toEqual({ existe: true, total: 3 });
      const moved = await t.post(
        '/api/vehiculoconfiguracion/store',
        {
          configuracion: {
            ...base,
            ejes: [
              { id_ejes: 1, ubicaciones: [1, 2] },
              { id_ejes: 2, ubicaciones: [7, 8, 9, 10] },
            ],
          },
        },
        token,
      );
      expect(moved.status).toBe(409);
      expect(moved.body.error).toBe(CONFIGURATION_MSG.enUsoPosiciones);
      const renamed = await t.post(
        '/api/vehiculoconfiguracion/store',
        { configuracion: { ...base, nombre: 'Tracto 4x2 estándar' } },
        token,
      );
      expect(renamed.status).toBe(200);
      expect(renamed.body.configuracion.en_uso).toBe(true);
    });
    const free = await t.post('/api/vehiculos/existeconfiguracion', { id_configuracion: id }, token);
    expect(free.body).toEqual({ existe: false, total: 0 });
  });

  it('needs 74 add to create and 74 edit to change', async () => {
    const token = await t.login(USERS.andinosOperator);
    await t.db
      .delete(permisos)
      .where(and(eq(permisos.id_rol, 5), eq(permisos.id_menu, 74), eq(permisos.id_accion, 2)));
    const body = await tractor6x2();
    expect((await t.post('/api/vehiculoconfiguracion/store', { configuracion: body }, token)).status).toBe(
      403,
    );
    const id = await configurationId('Bus 4x2 - 6 neumáticos');
    // Only the operator's own client uses it (another client's use would refuse the edit: 409).
    await t.db.delete(vehiculos).where(eq(vehiculos.id_cliente, CLIENTS.sur));
    const edit = await t.post(
      '/api/vehiculoconfiguracion/store',
      {
        configuracion: {
          id,
          nombre: 'Bus urbano 4x2',
          id_vehiculotipo: await typeId('BUS'),
          nroneumaticos: 6,
          tipo_configuracion: '4x2',
          ejes: [
            { id_ejes: 1, ubicaciones: [1, 2] },
            { id_ejes: 2, ubicaciones: [3, 4, 5, 6] },
          ],
        },
      },
      token,
    );
    expect(edit.status).toBe(200);
  });

  it('answers 404 for an unknown id', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const res = await t.post(
      '/api/vehiculoconfiguracion/store',
      { configuracion: { ...(await tractor6x2()), id: 99999 } },
      token,
    );
    expect(res.status).toBe(404);
  });
});

describe('POST vehiculoconfiguracion/delete', () => {
  it('deletes an unused configuration and its positions', async () => {
    const token = await t.login(USERS.andinosAdmin);
    await t.db.delete(vehiculos); // the demo vehicles use every configuration
    const id = await configurationId('Camioneta 4x4 - 4 neumáticos');
    const res = await t.post('/api/vehiculoconfiguracion/delete', { id_configuracion: id }, token);
    expect(res.status).toBe(200);
    expect((await t.post('/api/vehiculoconfiguracion/show', { id_configuracion: id }, token)).status).toBe(
      404,
    );
    expect((await t.post('/api/vehiculoconfiguracion/delete', { id_configuracion: id }, token)).status).toBe(
      404,
    );
  });

  it('refuses a configuration in use (409) and an operator (403)', async () => {
    const admin = await t.login(USERS.andinosAdmin);
    const id = await configurationId('Bus 6x2 - 10 neumáticos');
    await withVehiclesUsing(id, async () => {
      const res = await t.post('/api/vehiculoconfiguracion/delete', { id_configuracion: id }, admin);
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(CONFIGURATION_MSG.enUsoEliminar);
    });
    const operator = await t.login(USERS.andinosOperator);
    expect(
      (await t.post('/api/vehiculoconfiguracion/delete', { id_configuracion: id }, operator)).status,
    ).toBe(403);
    expect((await t.post('/api/vehiculoconfiguracion/show', { id_configuracion: id }, admin)).status).toBe(
      200,
    );
  });
});
