import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { clientes } from './clients';

/**
 * Each client's own settings (issue 3): the applications (duties) its vehicles work in, the tread thresholds
 * of each application (domain.md §9) and its exchange rates (domain.md §2). Numbers that are measurements or
 * money are `numeric`: read them with `.mapWith(Number)` or cast in SQL (pg answers strings).
 */
export const aplicaciones = pgTable(
  'aplicaciones',
  {
    id: serial('id').primaryKey(),
    id_cliente: integer('id_cliente')
      .notNull()
      .references(() => clientes.id),
    aplicacion: varchar('aplicacion', { length: 100 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('aplicaciones_cliente_nombre').on(t.id_cliente, sql`lower(${t.aplicacion})`)],
);

/**
 * Retread remnant by application (spec 1 §3 "Remnant by application", wire id `id_remanente`): one row per
 * application. A vehicle can only be given an application that has its row (spec 2, issue 4).
 */
export const remanentesAplicacion = pgTable(
  'remanentes_aplicacion',
  {
    id: serial('id').primaryKey(),
    id_cliente: integer('id_cliente')
      .notNull()
      .references(() => clientes.id),
    id_aplicacion: integer('id_aplicacion')
      .notNull()
      .references(() => aplicaciones.id, { onDelete: 'cascade' }),
    ini_reencauche: numeric('ini_reencauche', { precision: 6, scale: 2 }).notNull(),
    reencauche: numeric('reencauche', { precision: 6, scale: 2 }).notNull(),
    ini_prox_reencauche: numeric('ini_prox_reencauche', { precision: 6, scale: 2 }).notNull(),
    prox_reencauche: numeric('prox_reencauche', { precision: 6, scale: 2 }).notNull(),
    desg_irregular_1: numeric('desg_irregular_1', { precision: 6, scale: 2 }).notNull(),
    desg_irregular_2: numeric('desg_irregular_2', { precision: 6, scale: 2 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('remanentes_aplicacion_cliente_aplicacion').on(t.id_cliente, t.id_aplicacion)],
);

/** Exchange rate, soles per dollar, of a date (`estado` 1 = active); domain.md §2 picks the rate for a date. */
export const tipoCambio = pgTable(
  'tipo_cambio',
  {
    id: serial('id').primaryKey(),
    id_cliente: integer('id_cliente')
      .notNull()
      .references(() => clientes.id),
    valor: numeric('valor', { precision: 10, scale: 4 }).notNull(),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    estado: smallint('estado').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tipo_cambio_cliente_fecha').on(t.id_cliente, t.fecha)],
);
