import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { clientes } from './clients';
import { usuarios } from './users';

/** What an action is about: the productivity and operations reports count by it (spec 3 §2.16). */
export const ACTION_MODULES = [
  'neumaticos',
  'vehiculos',
  'inspecciones',
  'reportes',
  'catalogos',
  'administracion',
] as const;

/**
 * Every successful change, written by the server in the change's own transaction, so a refused or failed change
 * logs nothing (spec 3 §3 Action record). The e-mail is copied: the report shows who did it even after the user
 * changes it. Platform changes have no client.
 */
export const accionesUsuario = pgTable(
  'acciones_usuario',
  {
    id: serial('id').primaryKey(),
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 150 }).notNull(),
    id_cliente: integer('id_cliente').references(() => clientes.id, { onDelete: 'cascade' }),
    modulo: varchar('modulo', { length: 20 }).notNull(),
    accion: varchar('accion', { length: 60 }).notNull(),
    vista: varchar('vista', { length: 100 }).notNull(),
    detalle: varchar('detalle', { length: 500 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'acciones_usuario_modulo',
      sql`${t.modulo} in ('neumaticos', 'vehiculos', 'inspecciones', 'reportes', 'catalogos', 'administracion')`,
    ),
    index('acciones_usuario_fecha').on(t.created_at, t.id),
    index('acciones_usuario_cliente').on(t.id_cliente, t.created_at),
    index('acciones_usuario_usuario').on(t.id_usuario, t.created_at),
  ],
);

/** Each search (data of a period) and each download (PDF) of a client's consolidated report (spec 3 §2.16). */
export const consultasReporte = pgTable(
  'consultas_reporte',
  {
    id: serial('id').primaryKey(),
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    id_cliente: integer('id_cliente')
      .notNull()
      .references(() => clientes.id, { onDelete: 'cascade' }),
    tipo: varchar('tipo', { length: 10 }).notNull(),
    anio: smallint('anio').notNull(),
    mes_inicio: smallint('mes_inicio').notNull(),
    mes_fin: smallint('mes_fin').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('consultas_reporte_tipo', sql`${t.tipo} in ('busqueda', 'descarga')`),
    check(
      'consultas_reporte_meses',
      sql`${t.mes_inicio} between 1 and 12 and ${t.mes_fin} between ${t.mes_inicio} and 12`,
    ),
    index('consultas_reporte_fecha').on(t.created_at),
    index('consultas_reporte_cliente').on(t.id_cliente, t.created_at),
  ],
);
