import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { contactForm } from '@huella/contracts';
import type { Db } from '../../db/client';
import { clientes, contactos } from '../../db/schema/index';
import { NotFoundError } from '../../lib/http-errors';

const columns = {
  id: contactos.id,
  id_cliente: contactos.id_cliente,
  nombre: contactos.nombre,
  correo: contactos.correo,
  telefono: contactos.telefono,
  cargo: contactos.cargo,
  reporte: contactos.reporte,
};

async function assertClientExists(db: Db, clientId: number) {
  const [row] = await db.select({ id: clientes.id }).from(clientes).where(eq(clientes.id, clientId));
  if (!row) throw new NotFoundError();
}

export async function listContacts(db: Db, params: { clientId: number }) {
  await assertClientExists(db, params.clientId);
  return db
    .select(columns)
    .from(contactos)
    .where(eq(contactos.id_cliente, params.clientId))
    .orderBy(asc(contactos.id));
}

/** Adds a contact, or edits one of this client (a contact of another client is 404 and stays as it was). */
export async function saveContact(
  db: Db,
  params: { clientId: number; contact: z.output<typeof contactForm> },
) {
  await assertClientExists(db, params.clientId);
  const { id, id_cliente: _client, ...values } = params.contact;
  if (id) {
    const [row] = await db
      .update(contactos)
      .set(values)
      .where(and(eq(contactos.id_cliente, params.clientId), eq(contactos.id, id)))
      .returning(columns);
    if (!row) throw new NotFoundError();
    return { contact: row, isNew: false };
  }
  const [row] = await db
    .insert(contactos)
    .values({ ...values, id_cliente: params.clientId })
    .returning(columns);
  if (!row) throw new Error('contact not created');
  return { contact: row, isNew: true };
}
