import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { clientes } from './clients';

/** A site of the client (spec 2 §3 Plant). `created_at` is the list's Fecha. */
export const plantas = pgTable(
  'plantas',
  {
    id: serial('id').primaryKey(),
    id_cliente: integer('id_cliente')
      .notNull()
      .references(() => clientes.id),
    nombre: varchar('nombre', { length: 150 }).notNull(),
    direccion: varchar('direccion', { length: 255 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One name per client, whatever its case; also the client's index for the list.
  (t) => [
    uniqueIndex('plantas_cliente_nombre').on(t.id_cliente, sql`lower(${t.nombre})`),
    // The target of vehiculos (id_cliente, id_planta): a vehicle can only be in its client's plant.
    uniqueIndex('plantas_cliente_id').on(t.id_cliente, t.id),
  ],
);
