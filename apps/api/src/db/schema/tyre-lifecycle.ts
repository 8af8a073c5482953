import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
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
import { imagenes } from './images';
import { neumaticos } from './tyres';
import { usuarios } from './users';
import { vehiculos } from './vehicles';

/** What happened to a tyre (domain.md §3), the `tipo` of its events. */
export const TYRE_EVENT_TYPES = [
  'registro',
  'instalacion',
  'retiro',
  'envio_reparacion',
  'envio_reencauche',
  'reparacion',
  'reencauche',
  'scrap',
  'correccion_km',
  'inspeccion',
] as const;

/**
 * A tyre's whole life, append-only (architecture §6): every movement, who made it, when, at what km and on which
 * position. Written by the lifecycle module in the same transaction as the movement; a trigger (migration
 * 0013) refuses any UPDATE, so what happened can only be added to, never rewritten.
 */
export const neumaticoEventos = pgTable(
  'neumatico_eventos',
  {
    id: serial('id').primaryKey(),
    id_cliente: integer('id_cliente')
      .notNull()
      .references(() => clientes.id),
    id_neumatico: integer('id_neumatico').notNull(),
    tipo: varchar('tipo', { length: 20 }).notNull(),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    km: numeric('km', { precision: 12, scale: 1 }),
    id_vehiculo: integer('id_vehiculo'),
    ubicacion: smallint('ubicacion'),
    estado_anterior: smallint('estado_anterior'),
    estado: smallint('estado').notNull(),
    /** Removal reason (1..6) of a removal, or the cost motive of a cost event. */
    motivo: smallint('motivo'),
    id_usuario: integer('id_usuario').references(() => usuarios.id, { onDelete: 'set null' }),
    observacion: varchar('observacion', { length: 255 }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('neumatico_eventos_cliente_neumatico').on(t.id_cliente, t.id_neumatico, t.id),
    // When a tyre entered its state (the retread and repair lists' order): one top-1 read per tyre.
    index('neumatico_eventos_cliente_neumatico_estado').on(
      t.id_cliente,
      t.id_neumatico,
      t.estado,
      t.id.desc().nullsFirst(),
    ),
    foreignKey({
      name: 'neumatico_eventos_neumatico_fk',
      columns: [t.id_cliente, t.id_neumatico],
      foreignColumns: [neumaticos.id_cliente, neumaticos.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'neumatico_eventos_vehiculo_fk',
      columns: [t.id_cliente, t.id_vehiculo],
      foreignColumns: [vehiculos.id_cliente, vehiculos.id],
    }),
    check(
      'neumatico_eventos_tipo',
      sql.raw(`tipo in (${TYRE_EVENT_TYPES.map((type) => `'${type}'`).join(', ')})`),
    ),
    check('neumatico_eventos_estado', sql`${t.estado} between 0 and 6`),
    check('neumatico_eventos_ubicacion', sql`${t.ubicacion} between 1 and 22`),
  ],
);

/** Scrap reasons (spec 2 §3 Scrap reason, `motivosscrap/index`): a global catalogue seeded by migration 0013. */
export const motivosScrap = pgTable('motivos_scrap', {
  id: serial('id').primaryKey(),
  motivo: varchar('motivo', { length: 100 }).notNull().unique(),
});

/**
 * The scrap record of a tyre (spec 2 §3 Scrap record; domain.md §11): one per tyre, since scrap is terminal.
 * `costo_vida` is the USD cost of the scrapped life and `costo_perdido` the tread thrown away with it, both
 * computed when the record is saved. A scrapped installed tyre keeps its vehicle and removal reason.
 */
export const neumaticoScrap = pgTable(
  'neumatico_scrap',
  {
    id: serial('id').primaryKey(),
    id_cliente: integer('id_cliente')
      .notNull()
      .references(() => clientes.id),
    id_neumatico: integer('id_neumatico').notNull(),
    id_motivo_scrap: integer('id_motivo_scrap')
      .notNull()
      .references(() => motivosScrap.id),
    fecha_scrap: date('fecha_scrap', { mode: 'string' }).notNull(),
    remanente_original: numeric('remanente_original', { precision: 5, scale: 2 }).notNull(),
    remanente_final: numeric('remanente_final', { precision: 5, scale: 2 }).notNull(),
    remanente_limite: numeric('remanente_limite', { precision: 5, scale: 2 }).notNull(),
    km_inicial: numeric('km_inicial', { precision: 12, scale: 1 }).notNull().default('0'),
    km_final: numeric('km_final', { precision: 12, scale: 1 }),
    costo_vida: numeric('costo_vida', { precision: 14, scale: 4 }).notNull().default('0'),
    costo_perdido: numeric('costo_perdido', { precision: 14, scale: 4 }).notNull().default('0'),
    id_vehiculo: integer('id_vehiculo'),
    motivo_retiro: smallint('motivo_retiro'),
    imagen1: varchar('imagen1', { length: 255 }).references(() => imagenes.nombre),
    imagen2: varchar('imagen2', { length: 255 }).references(() => imagenes.nombre),
    id_usuario: integer('id_usuario').references(() => usuarios.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Scrap is terminal: a tyre is scrapped once.
    uniqueIndex('neumatico_scrap_neumatico').on(t.id_cliente, t.id_neumatico),
    // The scrap list (newest first) and the scrap reports by month, reason and brand.
    index('neumatico_scrap_cliente_fecha').on(t.id_cliente, t.fecha_scrap, t.id),
    index('neumatico_scrap_cliente_motivo').on(t.id_cliente, t.id_motivo_scrap),
    foreignKey({
      name: 'neumatico_scrap_neumatico_fk',
      columns: [t.id_cliente, t.id_neumatico],
      foreignColumns: [neumaticos.id_cliente, neumaticos.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'neumatico_scrap_vehiculo_fk',
      columns: [t.id_cliente, t.id_vehiculo],
      foreignColumns: [vehiculos.id_cliente, vehiculos.id],
    }),
    // domain.md §11: the loss is defined only when the tread above the limit is positive and not exceeded.
    check(
      'neumatico_scrap_remanentes',
      sql`${t.remanente_limite} >= 0 and ${t.remanente_original} > ${t.remanente_limite} and ${t.remanente_final} >= 0 and ${t.remanente_final} <= ${t.remanente_original}`,
    ),
    check('neumatico_scrap_km', sql`${t.km_inicial} >= 0 and ${t.km_final} >= ${t.km_inicial}`),
    check('neumatico_scrap_motivo_retiro', sql`${t.motivo_retiro} between 1 and 5`),
    check('neumatico_scrap_costos', sql`${t.costo_vida} >= 0 and ${t.costo_perdido} >= 0`),
  ],
);
