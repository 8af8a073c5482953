import { date, index, integer, pgTable, primaryKey, serial, timestamp } from 'drizzle-orm/pg-core';
import { clientes } from './clients';
import { usuarios } from './users';

/** Each time a user enters a client (accesoscliente/store); heartbeats add seconds to the latest row. */
export const accesosCliente = pgTable(
  'accesos_cliente',
  {
    id: serial('id').primaryKey(),
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    id_cliente: integer('id_cliente')
      .notNull()
      .references(() => clientes.id, { onDelete: 'cascade' }),
    fecha_ingreso: timestamp('fecha_ingreso', { withTimezone: true }).notNull().defaultNow(),
    ultima_actividad: timestamp('ultima_actividad', { withTimezone: true }).notNull().defaultNow(),
    segundos: integer('segundos').notNull().default(0),
  },
  (t) => [
    index('accesos_cliente_cliente').on(t.id_cliente, t.fecha_ingreso),
    index('accesos_cliente_usuario').on(t.id_usuario, t.fecha_ingreso),
    // Session time of every client over a period (spec 3 §2.16).
    index('accesos_cliente_fecha').on(t.fecha_ingreso, t.id),
  ],
);

/** Each menu entry opened inside a client (accesosmenu/guardar), ids of its three levels (0 = none). */
export const accesosMenu = pgTable(
  'accesos_menu',
  {
    id: serial('id').primaryKey(),
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    id_cliente: integer('id_cliente')
      .notNull()
      .references(() => clientes.id, { onDelete: 'cascade' }),
    id_menu: integer('id_menu').notNull(),
    id_submenu: integer('id_submenu').notNull().default(0),
    id_submenu_pagina: integer('id_submenu_pagina').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('accesos_menu_cliente').on(t.id_cliente, t.created_at)],
);

/** Seconds online per user and day, from the 10 s heartbeats (/usuarios/timeuser). */
export const tiemposUsuario = pgTable(
  'tiempos_usuario',
  {
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    segundos: integer('segundos').notNull().default(0),
    ultima_actividad: timestamp('ultima_actividad', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.id_usuario, t.fecha] })],
);
