import { MSG, ROLE, type RegisterRequest, type RegisterResponse } from '@huella/contracts';
import type { Db } from '../../db/client';
import { clientes, usuarioClientes, usuarios } from '../../db/schema/index';
import { isUniqueViolation } from '../../lib/db-errors';
import { ConflictError } from '../../lib/http-errors';
import { hashPassword } from '../../lib/passwords';
import { createSession } from './sessions.service';

/**
 * storeCliente: a company signs itself up. The company, its administrator (role 4) and the first session are
 * written in one transaction, so a failure leaves no company without an administrator.
 */
export async function registerCompany(
  db: Db,
  params: RegisterRequest & { ip: string },
): Promise<RegisterResponse> {
  const passwordHash = await hashPassword(params.password);
  try {
    return await db.transaction(async (tx) => {
      const [client] = await tx
        .insert(clientes)
        .values({ razon_social: params.Empresa, estado: true })
        .returning({ id: clientes.id, razon_social: clientes.razon_social });
      const [user] = await tx
        .insert(usuarios)
        .values({
          nombre: params.name,
          apellidos: '',
          telefono: params.Telefono,
          email: params.email,
          password_hash: passwordHash,
          role_id: ROLE.clientAdmin,
        })
        .returning({ id: usuarios.id, nombre: usuarios.nombre, email: usuarios.email });
      if (!client || !user) throw new Error('insert returned no row');
      await tx.insert(usuarioClientes).values({ id_usuario: user.id, id_cliente: client.id });
      const token = await createSession(tx, { userId: user.id, ip: params.ip });
      return {
        token,
        name: user.nombre,
        razon: client.razon_social,
        id_cliente: client.id,
        id: user.id,
        role: ROLE.clientAdmin,
        email: user.email,
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(MSG.correoYaRegistrado);
    throw error;
  }
}
