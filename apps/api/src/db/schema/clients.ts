import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** Sector names are compared whatever their case (createSector): so is the unique index. */
export const sectors = pgTable(
  'sectors',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
  },
  (t) => [uniqueIndex('sectors_nombre').on(sql`lower(${t.name})`)],
);

/** The tenant: a client company. `estado` true = Activo; `costo` 1 = per km, 2 = per hour (default indicator). */
export const clientes = pgTable(
  'clientes',
  {
    id: serial('id').primaryKey(),
    razon_social: varchar('razon_social', { length: 200 }).notNull(),
    slug: varchar('slug', { length: 15 }).unique(),
    ruc: varchar('ruc', { length: 11 }),
    id_sectors: integer('id_sectors').references(() => sectors.id),
    direccion: varchar('direccion', { length: 255 }),
    estado: boolean('estado').notNull().default(true),
    costo: smallint('costo').notNull().default(1),
    ruta_logo: varchar('ruta_logo', { length: 255 }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('clientes_costo', sql`${t.costo} in (1, 2)`)],
);
