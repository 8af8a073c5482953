import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { incidentes } from '../../db/schema/index';
import { listAllowedClients } from '../session/client-access';

/**
 * The clients whose incidents this user sees: the same scope as the clients the user may work on. Its own file
 * so the incident services and the answering ones share it without importing each other.
 */
export function visibleClients(db: Db, user: { id: number; role: number }) {
  const allowed = listAllowedClients(db, user, {}).as('clientes_visibles');
  return inArray(incidentes.id_cliente, db.select({ id: allowed.id }).from(allowed));
}
