import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
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
  (t) => [
    uniqueIndex('aplicaciones_cliente_nombre').on(t.id_cliente, sql`lower(${t.aplicacion})`),
    // What the children's (id_cliente, id_aplicacion) keys point at: a child can only name its client's row.
    uniqueIndex('aplicaciones_cliente_id').on(t.id_cliente, t.id),
  ],
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
    id_aplicacion: integer('id_aplicacion').notNull(),
    ini_reencauche: numeric('ini_reencauche', { precision: 6, scale: 2 }).notNull(),
    reencauche: numeric('reencauche', { precision: 6, scale: 2 }).notNull(),
    ini_prox_reencauche: numeric('ini_prox_reencauche', { precision: 6, scale: 2 }).notNull(),
    prox_reencauche: numeric('prox_reencauche', { precision: 6, scale: 2 }).notNull(),
    desg_irregular_1: numeric('desg_irregular_1', { precision: 6, scale: 2 }).notNull(),
    desg_irregular_2: numeric('desg_irregular_2', { precision: 6, scale: 2 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('remanentes_aplicacion_cliente_aplicacion').on(t.id_cliente, t.id_aplicacion),
    foreignKey({
      name: 'remanentes_aplicacion_aplicacion_fk',
      columns: [t.id_cliente, t.id_aplicacion],
      foreignColumns: [aplicaciones.id_cliente, aplicaciones.id],
    }).onDelete('cascade'),
  ],
);

/**
 * Exchange rate, soles per dollar, of a date (`estado` 1 = active); domain.md §2 picks the rate for a date.
 * One rate per client and date, and at most one active rate per client (storeExchangeRate, ADR 0009, 0017).
 */
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
  (t) => [
    uniqueIndex('tipo_cambio_cliente_fecha').on(t.id_cliente, t.fecha),
    uniqueIndex('tipo_cambio_cliente_activo')
      .on(t.id_cliente)
      .where(sql`${t.estado} = 1`),
    check('tipo_cambio_estado', sql`${t.estado} in (0, 1)`),
    check('tipo_cambio_valor', sql`${t.valor} > 0`),
  ],
);
