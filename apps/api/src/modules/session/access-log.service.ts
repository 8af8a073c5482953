import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accesosCliente, accesosMenu, clientes, menus, tiemposUsuario } from '../../db/schema/index';
import { NotFoundError } from '../../lib/http-errors';

/**
 * Seconds a heartbeat adds: the time since the previous beat, capped at 10 s (the beat interval), so a
 * closed laptop or a forged `time` never counts as presence.
 */
const beatSeconds = (last: typeof tiemposUsuario.ultima_actividad | typeof accesosCliente.ultima_actividad) =>
  sql<number>`least(10, greatest(0, floor(extract(epoch from now() - ${last}))))::int`;

export async function recordClientAccess(db: Db, params: { userId: number; clientId: number }) {
  const [client] = await db
    .select({ razon_social: clientes.razon_social })
    .from(clientes)
    .where(eq(clientes.id, params.clientId));
  if (!client) throw new NotFoundError();
  const [access] = await db
    .insert(accesosCliente)
    .values({ id_usuario: params.userId, id_cliente: params.clientId })
    .returning({ id: accesosCliente.id });
  if (!access) throw new Error('insert returned no row');
  return { id: access.id, razon_social: client.razon_social };
}

export async function recordMenuAccess(
  db: Db,
  params: { userId: number; clientId: number; menuId: number; submenuId: number; pageId: number },
) {
  // The deepest level named must be a real menu entry; ids of absent levels are 0.
  const deepest = params.pageId || params.submenuId || params.menuId;
  const [menu] = await db.select({ id: menus.id }).from(menus).where(eq(menus.id, deepest));
  if (!menu) throw new NotFoundError();
  await db.insert(accesosMenu).values({
    id_usuario: params.userId,
    id_cliente: params.clientId,
    id_menu: params.menuId,
    id_submenu: params.submenuId,
    id_submenu_pagina: params.pageId,
  });
}

/** /usuarios/timeuser: adds the beat to today's total of the user. */
export async function recordUserTime(db: Db, params: { userId: number }) {
  await db
    .insert(tiemposUsuario)
    .values({ id_usuario: params.userId, fecha: sql`current_date`, segundos: 0 })
    .onConflictDoUpdate({
      target: [tiemposUsuario.id_usuario, tiemposUsuario.fecha],
      set: {
        segundos: sql`${tiemposUsuario.segundos} + ${beatSeconds(tiemposUsuario.ultima_actividad)}`,
        ultima_actividad: sql`now()`,
      },
    });
}

/** /accesoscliente/update: adds the beat to the user's latest visit of the client (a new visit if none). */
export async function recordClientTime(db: Db, params: { userId: number; clientId: number }) {
  const [latest] = await db
    .select({ id: accesosCliente.id })
    .from(accesosCliente)
    .where(and(eq(accesosCliente.id_usuario, params.userId), eq(accesosCliente.id_cliente, params.clientId)))
    .orderBy(desc(accesosCliente.fecha_ingreso))
    .limit(1);
  if (!latest) {
    await db.insert(accesosCliente).values({ id_usuario: params.userId, id_cliente: params.clientId });
    return;
  }
  await db
    .update(accesosCliente)
    .set({
      segundos: sql`${accesosCliente.segundos} + ${beatSeconds(accesosCliente.ultima_actividad)}`,
      ultima_actividad: sql`now()`,
    })
    .where(eq(accesosCliente.id, latest.id));
}
