import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { clientes } from './clients';
import { usuarios } from './users';

/**
 * Images uploaded through `imagen/subirimagen` (spec 2 §7): the stored name is what later calls (scrap photos,
 * inspection photos) reference. The owning client decides who may read the file; the uploader is kept for the
 * trail. Rows are written once and never change.
 */
export const imagenes = pgTable(
  'imagenes',
  {
    /** Generated path under the uploads folder (lib/uploads.ts storeFile), never the user's file name. */
    nombre: varchar('nombre', { length: 255 }).primaryKey(),
    id_cliente: integer('id_cliente')
      .notNull()
      .references(() => clientes.id),
    id_usuario: integer('id_usuario').references(() => usuarios.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('imagenes_cliente').on(t.id_cliente, t.created_at)],
);
