import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { accionesUsuario, plantas } from '../db/schema/index';
import { type Actor, logged } from './action-log';

let t: TestApp;
const actor: Actor = { userId: 1, email: 'superadmin@huella.pe', clientId: 1 };
const entry = {
  modulo: 'vehiculos',
  accion: 'Registrar',
  vista: 'Plantas',
  detalle: 'Planta Prueba registrada',
} as const;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const actions = () => t.db.select().from(accionesUsuario).where(eq(accionesUsuario.detalle, entry.detalle));

describe('logged', () => {
  it('writes the change and its action together, even when the change opens its own transaction', async () => {
    const id = await logged(
      t.db,
      actor,
      (tx) =>
        tx.transaction(async (inner) => {
          const [row] = await inner
            .insert(plantas)
            .values({ id_cliente: 1, nombre: 'Planta Prueba', direccion: 'Av. 1' })
            .returning({ id: plantas.id });
          return row?.id ?? 0;
        }),
      () => entry,
    );
    expect(id).toBeGreaterThan(0);
    const [action] = await actions();
    expect(action).toMatchObject({ id_usuario: 1, email: actor.email, id_cliente: 1, ...entry });
  });

  it('logs nothing for a change that fails, and keeps nothing of it', async () => {
    await t.db.delete(accionesUsuario);
    await expect(
      logged(
        t.db,
        actor,
        async (tx) => {
          await tx.insert(plantas).values({ id_cliente: 1, nombre: 'Planta Fallida', direccion: 'Av. 1' });
          throw new Error('rechazado');
        },
        () => entry,
      ),
    ).rejects.toThrow('rechazado');
    expect(await actions()).toHaveLength(0);
    expect(await t.db.select().from(plantas).where(eq(plantas.nombre, 'Planta Fallida'))).toHaveLength(0);
  });
});
