import { boolean, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { usuarios } from './users';

/** Bearer sessions: only the SHA-256 of the token is stored, so a leaked table opens nothing. */
export const sesiones = pgTable(
  'sesiones',
  {
    id: serial('id').primaryKey(),
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    token_hash: varchar('token_hash', { length: 64 }).notNull().unique(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_activity_at: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    ip: varchar('ip', { length: 64 }),
  },
  (t) => [
    index('sesiones_usuario').on(t.id_usuario, t.created_at),
    // The user sessions report reads logins by date across users (spec 3 §2.14).
    index('sesiones_fecha').on(t.created_at, t.id),
  ],
);

/** Single-use, short-lived recovery codes, stored hashed like session tokens. */
export const recuperacionesPassword = pgTable(
  'recuperaciones_password',
  {
    id: serial('id').primaryKey(),
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    token_hash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recuperaciones_usuario').on(t.id_usuario)],
);

/** Login attempts, counted to refuse guessing per account and per address (architecture §5). */
export const intentosLogin = pgTable(
  'intentos_login',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 150 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    exitoso: boolean('exitoso').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('intentos_login_email').on(t.email, t.created_at),
    index('intentos_login_ip').on(t.ip, t.created_at),
  ],
);

/** Mail that could not go through SMTP because none is configured: kept here and in the log. */
export const correosSalientes = pgTable('correos_salientes', {
  id: serial('id').primaryKey(),
  para: varchar('para', { length: 150 }).notNull(),
  asunto: varchar('asunto', { length: 200 }).notNull(),
  texto: text('texto').notNull(),
  enviado: boolean('enviado').notNull().default(false),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
