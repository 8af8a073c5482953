import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/client';
import { type ACTION_MODULES, accionesUsuario } from '../db/schema/index';
import { userOf } from '../plugins/access';

export type ActionModule = (typeof ACTION_MODULES)[number];

/** One line of the user actions report (spec 3 §2.15): what was done, on which screen, in a short Spanish detail. */
export interface ActionEntry {
  modulo: ActionModule;
  /** 'Registrar', 'Editar', 'Eliminar', 'Instalar', … */
  accion: string;
  /** The screen's name as the menu shows it, e.g. 'Neumáticos'. */
  vista: string;
  /** e.g. 'Neumático ABC123 instalado en P3 de ABC-123'. */
  detalle: string;
}

export interface Actor {
  userId: number;
  email: string;
  /** The client the change belongs to; null for platform changes. */
  clientId: number | null;
}

/** Who did the change a request makes: its user and, on a client route, its verified client. */
export function actorOf(request: FastifyRequest): Actor {
  const user = userOf(request);
  return { userId: user.id, email: user.email, clientId: request.clientId };
}

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Writes the action with the caller's handle: inside the change's transaction, so both land or neither. */
export async function recordAction(db: Db | Tx, actor: Actor, entry: ActionEntry): Promise<void> {
  await db.insert(accionesUsuario).values({
    id_usuario: actor.userId,
    email: actor.email,
    id_cliente: actor.clientId,
    modulo: entry.modulo,
    accion: cut(entry.accion, 60),
    vista: cut(entry.vista, 100),
    detalle: cut(entry.detalle, 500),
  });
}

/**
 * Runs a change and logs it in one transaction: a change that throws logs nothing, and an action that cannot be
 * written undoes the change. A service's own `transaction` inside `change` becomes a savepoint of this one. The
 * entry is built from the change's result, so the detail can name what was created.
 */
export function logged<T>(
  db: Db,
  actor: Actor,
  change: (tx: Db) => Promise<T>,
  entry: (result: T) => ActionEntry,
): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await change(tx);
    await recordAction(tx, actor, entry(result));
    return result;
  });
}
