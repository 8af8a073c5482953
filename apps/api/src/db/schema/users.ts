import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { roles } from './access-control';
import { clientes } from './clients';

export const usuarios = pgTable('usuarios', {
  id: serial('id').primaryKey(),
  nombre: varchar('nombre', { length: 100 }).notNull(),
  apellidos: varchar('apellidos', { length: 100 }).notNull().default(''),
  telefono: varchar('telefono', { length: 20 }),
  /** Stored lowercased: e-mail is the login and compares case-insensitively. */
  email: varchar('email', { length: 150 }).notNull().unique(),
  password_hash: varchar('password_hash', { length: 255 }).notNull(),
  role_id: integer('role_id')
    .notNull()
    .references(() => roles.id),
  imagen_firma: varchar('imagen_firma', { length: 255 }),
  /** Set when the password is a temporary one sent by e-mail: login then demands /changeyourpassword. */
  cambiar_password: boolean('cambiar_password').notNull().default(false),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Which clients a user may work on. Members (roles 4, 5) have exactly their company; technicians (role 3) the
 * clients assigned to them; roles 1 and 2 reach every client without rows here.
 */
export const usuarioClientes = pgTable(
  'usuario_clientes',
  {
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    id_cliente: integer('id_cliente')
      .notNull()
      .references(() => clientes.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.id_usuario, t.id_cliente] }),
    index('usuario_clientes_cliente').on(t.id_cliente),
  ],
);
