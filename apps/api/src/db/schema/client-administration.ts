import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { clientes } from './clients';

/** People to reach at a client (spec 1 §3); `reporte` = receives the consolidated report. */
export const contactos = pgTable(
  'contactos',
  {
    id: serial('id').primaryKey(),
    id_cliente: integer('id_cliente')
      .notNull()
      .references(() => clientes.id, { onDelete: 'cascade' }),
    nombre: varchar('nombre', { length: 150 }).notNull(),
    correo: varchar('correo', { length: 150 }).notNull(),
    telefono: varchar('telefono', { length: 20 }).notNull(),
    cargo: varchar('cargo', { length: 100 }).notNull(),
    reporte: boolean('reporte').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contactos_cliente').on(t.id_cliente, t.id)],
);

/**
 * A client's subscription (one per client; renewals move `date_end`). `trial_period` ACTIVO / VENCIDO / NO APLICA;
 * `answer` is the client's SI/NO to 'vence hoy. Desea continuar ?'; `restart` is set once the answered, past-due
 * subscription forced the restart, so it happens once.
 */
export const suscripciones = pgTable(
  'suscripciones',
  {
    id: serial('id').primaryKey(),
    id_cliente: integer('id_cliente')
      .notNull()
      .references(() => clientes.id, { onDelete: 'cascade' }),
    date_start: date('date_start', { mode: 'string' }).notNull(),
    date_end: date('date_end', { mode: 'string' }).notNull(),
    trial_period: varchar('trial_period', { length: 10 }).notNull().default('ACTIVO'),
    answer: varchar('answer', { length: 2 }),
    restart: boolean('restart').notNull().default(false),
    id_usuario: integer('id_usuario'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('suscripciones_cliente').on(t.id_cliente),
    // The target of suscripcion_fechas (id_cliente, id_suscripcion).
    uniqueIndex('suscripciones_cliente_id').on(t.id_cliente, t.id),
    check('suscripciones_trial_period', sql`${t.trial_period} in ('ACTIVO', 'VENCIDO', 'NO APLICA')`),
    check('suscripciones_answer', sql`${t.answer} in ('SI', 'NO')`),
  ],
);

/** Dates on which a subscription's expiry is announced (dialog and e-mail); `enviado` once mailed. */
export const suscripcionFechas = pgTable(
  'suscripcion_fechas',
  {
    id: serial('id').primaryKey(),
    id_cliente: integer('id_cliente')
      .notNull()
      .references(() => clientes.id, { onDelete: 'cascade' }),
    id_suscripcion: integer('id_suscripcion').notNull(),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    enviado: boolean('enviado').notNull().default(false),
  },
  (t) => [
    index('suscripcion_fechas_cliente').on(t.id_cliente, t.id_suscripcion, t.fecha),
    foreignKey({
      name: 'suscripcion_fechas_suscripcion_fk',
      columns: [t.id_cliente, t.id_suscripcion],
      foreignColumns: [suscripciones.id_cliente, suscripciones.id],
    }).onDelete('cascade'),
  ],
);
