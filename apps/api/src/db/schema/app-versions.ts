import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { usuarios } from './users';

/**
 * Android packages published by the superadmin (spec 1 §2.1, §9); the newest row is the one offered for
 * download. `nombre` is the stored generated file name, served by GET /downloads/{nombre}.
 */
export const appVersiones = pgTable(
  'app_versiones',
  {
    id: serial('id').primaryKey(),
    version: varchar('version', { length: 20 }).notNull(),
    nombre: varchar('nombre', { length: 64 }).notNull().unique(),
    nombre_original: varchar('nombre_original', { length: 255 }).notNull(),
    tamano: integer('tamano').notNull(),
    id_usuario: integer('id_usuario').references(() => usuarios.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('app_versiones_reciente').on(t.created_at, t.id)],
);
