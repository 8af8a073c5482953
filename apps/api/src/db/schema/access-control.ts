import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  serial,
  smallint,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** Roles 1–5 have fixed ids (domain.md §14); later roles get the next ids. */
export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 60 }).notNull().unique(),
  description: varchar('description', { length: 255 }).notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Permission actions: 1 View, 2 Add, 3 Edit, 4 Delete by default, extendable (spec 1 §3). addAction compares
 * names whatever their case, so does the unique index.
 */
export const acciones = pgTable(
  'acciones',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 60 }).notNull(),
  },
  (t) => [uniqueIndex('acciones_nombre').on(sql`lower(${t.name})`)],
);

/**
 * The menu tree (three levels through id_menu). A menu's id is the permission id of its screen, so menu rows
 * use fixed ids. `tipo_menu` is the spec's Module.id_cliente ('0' Principal, '1' Secundario), renamed in the
 * database because `id_cliente` means the tenant everywhere else (docs/glossary.md).
 */
export const menus = pgTable(
  'menus',
  {
    id: integer('id').primaryKey(),
    menu: varchar('menu', { length: 100 }).notNull(),
    tipo_menu: varchar('tipo_menu', { length: 1 }).notNull().default('0'),
    id_menu: integer('id_menu').references((): AnyPgColumn => menus.id),
    path: varchar('path', { length: 120 }),
    icon: varchar('icon', { length: 60 }),
    /** Action ids this screen offers, dot-separated as the spec sends them ('1.2.3.4'); null for groups. */
    acciones: varchar('acciones', { length: 120 }),
    visible: boolean('visible').notNull().default(true),
    /** Which session kind sees the entry: 'clientless' (internal, no client chosen) or 'client'. */
    sesion: varchar('sesion', { length: 12 }).notNull().default('client'),
    orden: smallint('orden').notNull().default(0),
  },
  (t) => [
    // One entry per screen path (the module form's 'ruta duplicada' check).
    uniqueIndex('menus_path').on(t.path),
    check('menus_tipo_menu', sql`${t.tipo_menu} in ('0', '1')`),
    check('menus_sesion', sql`${t.sesion} in ('client', 'clientless')`),
  ],
);

/** Role → menu → action grants; `name_permiso` is the spec's 'menu id.action id'. */
export const permisos = pgTable(
  'permisos',
  {
    id: serial('id').primaryKey(),
    id_rol: integer('id_rol')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    id_menu: integer('id_menu')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    id_accion: integer('id_accion')
      .notNull()
      .references(() => acciones.id, { onDelete: 'cascade' }),
    name_permiso: varchar('name_permiso', { length: 30 })
      .notNull()
      .default(sql`''`),
  },
  (t) => [unique('permisos_rol_menu_accion').on(t.id_rol, t.id_menu, t.id_accion)],
);
