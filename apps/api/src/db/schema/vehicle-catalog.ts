import { sql } from 'drizzle-orm';
import {
  check,
  integer,
  pgTable,
  serial,
  smallint,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { catalogueAuthorship } from './catalogue-authorship';

/**
 * Global vehicle catalogues (architecture §6: shared by every client). Names are stored uppercased (spec 2
 * §9), so the unique constraints compare them as the spec does.
 */
export const vehiculoTipos = pgTable('vehiculo_tipos', {
  id: serial('id').primaryKey(),
  descripcion: varchar('descripcion', { length: 60 }).notNull().unique(),
  /** Stored file name under the uploads folder (lib/uploads.ts), never the user's. */
  imagen: varchar('imagen', { length: 255 }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  ...catalogueAuthorship(),
});

export const vehiculoMarcas = pgTable('vehiculo_marcas', {
  id: serial('id').primaryKey(),
  descripcion: varchar('descripcion', { length: 60 }).notNull().unique(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  ...catalogueAuthorship(),
});

export const vehiculoModelos = pgTable(
  'vehiculo_modelos',
  {
    id: serial('id').primaryKey(),
    id_marca: integer('id_marca')
      .notNull()
      .references(() => vehiculoMarcas.id),
    descripcion: varchar('descripcion', { length: 60 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...catalogueAuthorship(),
  },
  (t) => [unique('vehiculo_modelos_marca_descripcion').on(t.id_marca, t.descripcion)],
);

/**
 * A wheel layout of a vehicle type (spec 2 §3). `delanteros` (tyres on the front axle) is derived from the
 * positions; with type, tyre count and configuration type it identifies the layout (spec 2 §5).
 */
export const vehiculoConfiguraciones = pgTable(
  'vehiculo_configuraciones',
  {
    id: serial('id').primaryKey(),
    nombre: varchar('nombre', { length: 100 }).notNull(),
    id_vehiculotipo: integer('id_vehiculotipo')
      .notNull()
      .references(() => vehiculoTipos.id),
    nroneumaticos: smallint('nroneumaticos').notNull(),
    tipo_configuracion: varchar('tipo_configuracion', { length: 20 }).notNull(),
    delanteros: smallint('delanteros').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...catalogueAuthorship(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vehiculo_configuraciones_identidad').on(
      t.id_vehiculotipo,
      t.nroneumaticos,
      sql`lower(${t.tipo_configuracion})`,
      t.delanteros,
    ),
    check(
      'vehiculo_configuraciones_tipo_configuracion',
      sql`${t.tipo_configuracion} in ('4x2', '4x4', '6x2', '6x4', '6x6', '8x4', '8x8', 'Remolcado')`,
    ),
  ],
);

/**
 * One tyre slot of a configuration: `ubicacion` is the diagram slot (1–22), `posicion` the tyre's number on
 * the vehicle (P1…Pn), `eje` the axle's order front to back and `id_ejes` its type (1 Direccional, 2 Tracción,
 * 3 Libre; packages/domain positions.ts).
 */
export const vehiculoConfiguracionPosiciones = pgTable(
  'vehiculo_configuracion_posiciones',
  {
    id: serial('id').primaryKey(),
    id_configuracion: integer('id_configuracion')
      .notNull()
      .references(() => vehiculoConfiguraciones.id, { onDelete: 'cascade' }),
    eje: smallint('eje').notNull(),
    id_ejes: smallint('id_ejes').notNull(),
    posicion: smallint('posicion').notNull(),
    ubicacion: smallint('ubicacion').notNull(),
  },
  (t) => [
    unique('vehiculo_configuracion_ubicacion').on(t.id_configuracion, t.ubicacion),
    check('vehiculo_configuracion_posiciones_id_ejes', sql`${t.id_ejes} in (1, 2, 3)`),
    check('vehiculo_configuracion_posiciones_ubicacion', sql`${t.ubicacion} between 1 and 22`),
    check('vehiculo_configuracion_posiciones_posicion', sql`${t.posicion} between 1 and 22`),
  ],
);
