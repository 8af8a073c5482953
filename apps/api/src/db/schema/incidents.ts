import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { clientes } from './clients';
import { neumaticos } from './tyres';
import { usuarios } from './users';
import { vehiculos } from './vehicles';

/**
 * An incident a client user reports from the top bar's headset (spec 3 §2.19, §3 Incident). `identificador` is
 * derived from the id so it can never disagree with it; images are stored upload names (folder included).
 */
export const incidentes = pgTable(
  'incidentes',
  {
    id: serial('id').primaryKey(),
    id_cliente: integer('id_cliente')
      .notNull()
      .references(() => clientes.id),
    /** Null once the reporting member is deleted: the incident stays for support. */
    id_usuario: integer('id_usuario').references(() => usuarios.id, { onDelete: 'set null' }),
    identificador: varchar('identificador', { length: 20 })
      .notNull()
      .generatedAlwaysAs(sql`'INC-' || lpad(id::text, 6, '0')`),
    descripcion: varchar('descripcion', { length: 1000 }).notNull(),
    image_one: varchar('image_one', { length: 255 }),
    image_two: varchar('image_two', { length: 255 }),
    /** The front end that sent it; the spec's web app sends the fixed value 'vue'. */
    aplicativo: varchar('aplicativo', { length: 20 }).notNull().default('vue'),
    /** 1 abierta, 2 en atención, 3 resuelta (INCIDENT_STATES; docs/decisions/0032-answering-incidents.md). */
    estado: smallint('estado').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('incidentes_estado', sql`${t.estado} in (1, 2, 3)`),
    index('incidentes_cliente_fecha').on(t.id_cliente, t.created_at),
    // The reporter's own list in the headset menu.
    index('incidentes_usuario_fecha').on(t.id_usuario, t.created_at),
    // The internal notification list: newest first across clients.
    index('incidentes_fecha').on(t.created_at, t.id),
    index('incidentes_image_one').on(t.image_one),
    index('incidentes_image_two').on(t.image_two),
  ],
);

/**
 * The vehicle/tyre pairs of an incident. Plate and serial are copied when reported, so the incident still reads
 * right after the vehicle or tyre changes or is removed.
 */
export const incidenteDetalles = pgTable(
  'incidente_detalles',
  {
    id: serial('id').primaryKey(),
    id_incidente: integer('id_incidente')
      .notNull()
      .references(() => incidentes.id, { onDelete: 'cascade' }),
    id_vehiculo: integer('id_vehiculo').references(() => vehiculos.id, { onDelete: 'set null' }),
    id_neumatico: integer('id_neumatico').references(() => neumaticos.id, { onDelete: 'set null' }),
    placa: varchar('placa', { length: 20 }).notNull(),
    serie: varchar('serie', { length: 50 }).notNull(),
  },
  (t) => [index('incidente_detalles_incidente').on(t.id_incidente, t.id)],
);

/** Which internal user has opened which incident: the badge counts the visible incidents without a row here. */
export const incidenteLecturas = pgTable(
  'incidente_lecturas',
  {
    id_incidente: integer('id_incidente')
      .notNull()
      .references(() => incidentes.id, { onDelete: 'cascade' }),
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    leido_at: timestamp('leido_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.id_usuario, t.id_incidente] })],
);

/**
 * Images uploaded for an incident not sent yet, by uploader: only that user may attach (and see) them, and
 * sending the incident consumes the row, so one upload cannot be attached twice or by someone else.
 */
export const incidenteImagenes = pgTable(
  'incidente_imagenes',
  {
    nombre: varchar('nombre', { length: 255 }).primaryKey(),
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('incidente_imagenes_usuario').on(t.id_usuario)],
);

/**
 * Support's replies to an incident, oldest first. `leido_at` is when the reporter saw the reply in the headset
 * menu: its badge counts the replies to their incidents still null.
 */
export const incidenteRespuestas = pgTable(
  'incidente_respuestas',
  {
    id: serial('id').primaryKey(),
    id_incidente: integer('id_incidente')
      .notNull()
      .references(() => incidentes.id, { onDelete: 'cascade' }),
    /** Null once the answering user is deleted: the reply stays with the incident. */
    id_usuario: integer('id_usuario').references(() => usuarios.id, { onDelete: 'set null' }),
    mensaje: varchar('mensaje', { length: 2000 }).notNull(),
    leido_at: timestamp('leido_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('incidente_respuestas_incidente').on(t.id_incidente, t.id)],
);
