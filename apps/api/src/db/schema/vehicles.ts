import { sql } from 'drizzle-orm';
import {
  check,
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
import { aplicaciones } from './client-settings';
import { clientes } from './clients';
import { plantas } from './plants';
import { vehiculoConfiguraciones, vehiculoMarcas, vehiculoModelos, vehiculoTipos } from './vehicle-catalog';

/**
 * A client's vehicle (spec 2 §3 Vehicle). `ruta` is the application id (the spec's name), `tipo_costo` 1 km /
 * 2 hours, `estado` 0 No Activo / 1 Activo, `kilometraje` the current odometer or hour meter, `flag_id` set
 * greys the row in the report. Every index starts with id_cliente (architecture §5); the list sorts by these.
 */
export const vehiculos = pgTable(
  'vehiculos',
  {
    id: serial('id').primaryKey(),
    id_cliente: integer('id_cliente')
      .notNull()
      .references(() => clientes.id),
    /** Checked with id_cliente against plantas (the composite key below): only the client's own plant. */
    id_planta: integer('id_planta'),
    placa: varchar('placa', { length: 20 }).notNull(),
    codigo: varchar('codigo', { length: 50 }),
    id_tipo: integer('id_tipo')
      .notNull()
      .references(() => vehiculoTipos.id),
    id_marca: integer('id_marca')
      .notNull()
      .references(() => vehiculoMarcas.id),
    id_modelo: integer('id_modelo')
      .notNull()
      .references(() => vehiculoModelos.id),
    id_configuracion: integer('id_configuracion')
      .notNull()
      .references(() => vehiculoConfiguraciones.id),
    /** The client's own application: (id_cliente, ruta) → aplicaciones (id_cliente, id). */
    ruta: integer('ruta').notNull(),
    tipo_costo: smallint('tipo_costo').notNull(),
    fecha_fabricacion: smallint('fecha_fabricacion'),
    estado: smallint('estado').notNull().default(1),
    kilometraje: numeric('kilometraje', { precision: 12, scale: 2 }).notNull().default('0'),
    flag_id: integer('flag_id'),
    fecha_registro: timestamp('fecha_registro', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One plate per client whatever its case: the plate find and the 409 rely on it.
    uniqueIndex('vehiculos_cliente_placa').on(t.id_cliente, sql`lower(${t.placa})`),
    // Unique: the target of neumatico_historial (id_cliente, id_vehiculo).
    uniqueIndex('vehiculos_cliente_id').on(t.id_cliente, t.id),
    index('vehiculos_cliente_placa_orden').on(t.id_cliente, t.placa),
    index('vehiculos_cliente_codigo').on(t.id_cliente, t.codigo),
    index('vehiculos_cliente_fecha_registro').on(t.id_cliente, t.fecha_registro),
    // Filters and catalogue-name sorts: one index range per catalogue row, read in name order, id last so each
    // range comes out in the list's tie order.
    index('vehiculos_cliente_estado_id').on(t.id_cliente, t.estado, t.id),
    index('vehiculos_cliente_planta_id').on(t.id_cliente, t.id_planta, t.id),
    index('vehiculos_cliente_tipo_id').on(t.id_cliente, t.id_tipo, t.id),
    index('vehiculos_cliente_marca_id').on(t.id_cliente, t.id_marca, t.id),
    index('vehiculos_cliente_modelo_id').on(t.id_cliente, t.id_modelo, t.id),
    index('vehiculos_cliente_aplicacion_id').on(t.id_cliente, t.ruta, t.id),
    index('vehiculos_cliente_configuracion_id').on(t.id_cliente, t.id_configuracion, t.id),
    // Configurations are global: "is it in use" asks across clients.
    index('vehiculos_configuracion').on(t.id_configuracion),
    // The search's plate and code substrings (ILIKE '%…%'), with the catalogue matches on the indexes above.
    index('vehiculos_placa_trgm').using('gin', t.placa.op('gin_trgm_ops')),
    index('vehiculos_codigo_trgm').using('gin', t.codigo.op('gin_trgm_ops')),
    foreignKey({
      name: 'vehiculos_planta_fk',
      columns: [t.id_cliente, t.id_planta],
      foreignColumns: [plantas.id_cliente, plantas.id],
    }),
    foreignKey({
      name: 'vehiculos_aplicacion_fk',
      columns: [t.id_cliente, t.ruta],
      foreignColumns: [aplicaciones.id_cliente, aplicaciones.id],
    }),
    check('vehiculos_tipo_costo', sql`${t.tipo_costo} in (1, 2)`),
    check('vehiculos_estado', sql`${t.estado} in (0, 1)`),
    check('vehiculos_kilometraje', sql`${t.kilometraje} >= 0`),
  ],
);
