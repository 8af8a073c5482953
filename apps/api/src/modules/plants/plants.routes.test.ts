import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PLANT_MSG } from '@huella/contracts';
import { plantas, vehiculos } from '../../db/schema/index';
import { CLIENTS, createTestApp, type TestApp, USERS } from '../../../test/app';
import { PLANT_REFERENCES } from './plant-usage';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => t.close());

const list = (token: string, body: Record<string, unknown> = {}) =>
  t.post('/api/plantas/index', { id_cliente: CLIENTS.andinos, ...body }, token);

async function surPlantId() {
  const [row] = await t.db.select().from(plantas).where(eq(plantas.id_cliente, CLIENTS.sur)).limit(1);
  if (!row) throw new Error('no demo plant of sur');
  return row;
}

describe('POST plantas/index', () => {
  it('lists only the client’s plants, 10 a page, newest first, with the client name', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const res = await list(token);
    expect(res.status).toBe(200);
    expect(res.body.per_page).toBe(10);
    expect(res.body.total).toBe(3);
    expect(res.body.data[0]).toMatchObject({ cliente: 'Transportes Andinos S.A.C.' });
    expect(res.body.data.map((p: { nombre: string }) => p.nombre)).toContain('Callao - Base principal');
    expect(res.body.data[0].fecha).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const ids = res.body.data.map((p: { id: number }) => p.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
  });

  it('searches by name or address and sorts by a column', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const byName = await list(token, { search: 'lurín' });
    expect(byName.body.data.map((p: { nombre: string }) => p.nombre)).toEqual(['Lurín']);
    const byAddress = await list(token, { search: 'Gambetta' });
    expect(byAddress.body.total).toBe(1);
    const sorted = await list(token, { sortBy: 'nombre', sortDirection: 'asc' });
    expect(sorted.body.data.map((p: { nombre: string }) => p.nombre)).toEqual([
      'Arequipa',
      'Callao - Base principal',
      'Lurín',
    ]);
    expect((await list(token, { sortBy: 'clave' })).status).toBe(422);
  });

  it('refuses a client the user does not belong to', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const res = await t.post('/api/plantas/index', { id_cliente: CLIENTS.sur }, token);
    expect(res.status).toBe(403);
  });

  it('offers the plant options of the client', async () => {
    const token = await t.login(USERS.surOperator);
    const res = await t.get(`/api/plantas/opciones?id_cliente=${CLIENTS.sur}`, token);
    expect(res.status).toBe(200);
    expect(res.body.data.map((p: { nombre: string }) => p.nombre)).toEqual([
      'La Joya',
      'Matarani',
      'Mina Cerro Negro',
    ]);
  });
});

describe('POST plantas/store', () => {
  it('creates and then edits a plant', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const created = await t.post(
      '/api/plantas/store',
      {
        id_cliente: CLIENTS.andinos,
        planta: { nombre: '  Piura ', direccion: 'Av. Sánchez Cerro 1200, Piura' },
      },
      token,
    );
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('Operación realizada con éxito');
    expect(created.body.planta).toMatchObject({ nombre: 'Piura', cliente: 'Transportes Andinos S.A.C.' });
    const id = created.body.planta.id;
    const edited = await t.post(
      '/api/plantas/store',
      { id_cliente: CLIENTS.andinos, planta: { id, nombre: 'Piura Norte', direccion: 'Calle 2' } },
      token,
    );
    expect(edited.status).toBe(200);
    expect(edited.body.planta).toMatchObject({ id, nombre: 'Piura Norte', direccion: 'Calle 2' });
  });

  it('answers each validation message', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const res = await t.post(
      '/api/plantas/store',
      { id_cliente: CLIENTS.andinos, planta: { nombre: ' ', direccion: '' } },
      token,
    );
    expect(res.status).toBe(422);
    expect(res.body.errors['planta.nombre']).toEqual([PLANT_MSG.nombreRequerido]);
    expect(res.body.errors['planta.direccion']).toEqual([PLANT_MSG.direccionRequerida]);
    expect(PLANT_MSG.nombreRequerido).toBe('El nombre es requerido');
    expect(PLANT_MSG.direccionRequerida).toBe('La dirección es requerida');
  });

  it('refuses a name the client already uses, in any case (409); another client may use it', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const res = await t.post(
      '/api/plantas/store',
      { id_cliente: CLIENTS.andinos, planta: { nombre: 'LURÍN', direccion: 'Otra' } },
      token,
    );
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(PLANT_MSG.duplicada);
    const sur = await t.login(USERS.surAdmin);
    const other = await t.post(
      '/api/plantas/store',
      { id_cliente: CLIENTS.sur, planta: { nombre: 'Lurín', direccion: 'Otra' } },
      sur,
    );
    expect(other.status).toBe(200);
  });

  it('treats another client’s plant id as not found and leaves it unchanged', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const plant = await surPlantId();
    const res = await t.post(
      '/api/plantas/store',
      { id_cliente: CLIENTS.andinos, planta: { id: plant.id, nombre: 'Robada', direccion: 'x' } },
      token,
    );
    expect(res.status).toBe(404);
    const [after] = await t.db.select().from(plantas).where(eq(plantas.id, plant.id));
    expect(after?.nombre).toBe(plant.nombre);
  });

  it('needs action 2 to create and 3 to edit', async () => {
    const token = await t.login(USERS.andinosOperator);
    const { permisos } = await import('../../db/schema/index');
    await t.db
      .delete(permisos)
      .where(and(eq(permisos.id_rol, 5), eq(permisos.id_menu, 29), eq(permisos.id_accion, 3)));
    const created = await t.post(
      '/api/plantas/store',
      { id_cliente: CLIENTS.andinos, planta: { nombre: 'Ica', direccion: 'Panamericana Sur km 300' } },
      token,
    );
    expect(created.status).toBe(200);
    const edited = await t.post(
      '/api/plantas/store',
      {
        id_cliente: CLIENTS.andinos,
        planta: { id: created.body.planta.id, nombre: 'Ica 2', direccion: 'x' },
      },
      token,
    );
    expect(edited.status).toBe(403);
  });
});

describe('POST plantas/delete', () => {
  it('deletes a plant of the client', async () => {
    const token = await t.login(USERS.andinosAdmin);
    await t.db.delete(vehiculos); // the demo vehicles use every plant and configuration
    const [plant] = (await list(token)).body.data;
    const res = await t.post(
      '/api/plantas/delete',
      { id_cliente: CLIENTS.andinos, id_planta: plant.id },
      token,
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Operación realizada con éxito');
    expect((await list(token)).body.total).toBe(2);
  });

  it('is refused to an operator (no action 4)', async () => {
    const token = await t.login(USERS.andinosOperator);
    const [plant] = (await list(token)).body.data;
    const res = await t.post(
      '/api/plantas/delete',
      { id_cliente: CLIENTS.andinos, id_planta: plant.id },
      token,
    );
    expect(res.status).toBe(403);
    expect((await list(token)).body.total).toBe(3);
  });

  it('treats another client’s plant as not found and keeps it', async () => {
    const token = await t.login(USERS.andinosAdmin);
    const plant = await surPlantId();
    const res = await t.post(
      '/api/plantas/delete',
      { id_cliente: CLIENTS.andinos, id_planta: plant.id },
      token,
    );
    expect(res.status).toBe(404);
    expect(await t.db.select().from(plantas).where(eq(plantas.id, plant.id))).toHaveLength(1);
  });

  it('refuses a plant in use with 409 naming what uses it', async () => {
    const token = await t.login(USERS.andinosAdmin);
    await t.db.delete(vehiculos); // the demo vehicles use every plant and configuration
    const [plant] = (await list(token)).body.data;
    const reference = {
      label: 'vehículos',
      isUsed: async (_db: unknown, p: { plantId: number }) => p.plantId === plant.id,
    };
    PLANT_REFERENCES.push(reference);
    try {
      const res = await t.post(
        '/api/plantas/delete',
        { id_cliente: CLIENTS.andinos, id_planta: plant.id },
        token,
      );
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(
        `No se puede eliminar la planta ${plant.nombre} porque tiene vehículos asociados`,
      );
    } finally {
      PLANT_REFERENCES.splice(PLANT_REFERENCES.indexOf(reference), 1);
    }
    expect((await list(token)).body.total).toBe(3);
  });
});
