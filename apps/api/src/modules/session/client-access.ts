import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { ROLE } from '@huella/contracts';
import type { Db } from '../../db/client';
import { clientes, usuarioClientes } from '../../db/schema/index';

interface UserRef {
  id: number;
  role: number;
}

/**
 * Which clients a user may work on (architecture §5, domain.md §14): the superadmin every client, active or
 * not; the administrator every active client; everyone else the active clients assigned to them (members:
 * their own company). authorizeRequest (sessions.service.ts) repeats this rule in SQL, so the access plugin
 * checks a route's client in the same statement as the session: change both together.
 */
function allowedClients(db: Db, user: UserRef): SQL | undefined {
  if (user.role === ROLE.superadmin) return undefined;
  const active = eq(clientes.estado, true);
  if (user.role === ROLE.admin) return active;
  const assigned = db
    .select({ id: usuarioClientes.id_cliente })
    .from(usuarioClientes)
    .where(eq(usuarioClientes.id_usuario, user.id));
  return and(active, inArray(clientes.id, assigned));
}

export async function canUseClient(db: Db, user: UserRef, clientId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: clientes.id })
    .from(clientes)
    .where(and(eq(clientes.id, clientId), allowedClients(db, user)))
    .limit(1);
  return row !== undefined;
}

export function listAllowedClients(db: Db, user: UserRef, params: { estado?: boolean }) {
  return db
    .select({
      id: clientes.id,
      razon_social: clientes.razon_social,
      ruc: clientes.ruc,
      ruta_logo: clientes.ruta_logo,
      estado: clientes.estado,
    })
    .from(clientes)
    .where(
      and(
        allowedClients(db, user),
        params.estado === undefined ? undefined : eq(clientes.estado, params.estado),
      ),
    )
    .orderBy(asc(clientes.razon_social));
}
