import { sql } from 'drizzle-orm';
import {
  boolean,
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
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { catalogueAuthorship } from './catalogue-authorship';
import { clientes } from './clients';
import { imagenes } from './images';
import { usuarios } from './users';
import { vehiculos } from './vehicles';

/**
 * Global tyre catalogues (architecture §6, spec 2 §3 Tyre master data). Names are stored uppercased (spec 2
 * §9), so the unique constraints compare them as the spec does.
 */
export const neumaticoMarcas = pgTable('neumatico_marcas', {
  id: serial('id').primaryKey(),
  descripcion: varchar('descripcion', { length: 60 }).notNull().unique(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  ...catalogueAuthorship(),
});

export const neumaticoModelos = pgTable(
  'neumatico_modelos',
  {
    id: serial('id').primaryKey(),
    id_marca: integer('id_marca')
      .notNull()
      .references(() => neumaticoMarcas.id),
    descripcion: varchar('descripcion', { length: 60 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...catalogueAuthorship(),
  },
  (t) => [unique('neumatico_modelos_marca_descripcion').on(t.id_marca, t.descripcion)],
);

/** A size: width/profile R rim; `descripcion` (auto-built or typed) is what identifies it. */
export const neumaticoMedidas = pgTable('neumatico_medidas', {
  id: serial('id').primaryKey(),
  ancho: varchar('ancho', { length: 6 }).notNull(),
  perfil: varchar('perfil', { length: 6 }).notNull(),
  aro: varchar('aro', { length: 6 }).notNull(),
  descripcion: varchar('descripcion', { length: 40 }).notNull().unique(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  ...catalogueAuthorship(),
});

export const neumaticoDisenios = pgTable('neumatico_disenios', {
  id: serial('id').primaryKey(),
  nombre: varchar('nombre', { length: 60 }).notNull().unique(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  ...catalogueAuthorship(),
});

/** Retreading companies (spec: empresas/store), identified by RUC. */
export const empresasReencauche = pgTable('empresas_reencauche', {
  id: serial('id').primaryKey(),
  ruc: varchar('ruc', { length: 11 }).notNull().unique(),
  razon_social: varchar('razon_social', { length: 150 }).notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  ...catalogueAuthorship(),
});

/**
 * A client's tyre (spec 2 §3 Tyre form fields; states domain.md §3). `num_serie` ('Serie Cliente' on screen) is
 * unique per client; `serie_cliente` is the DOT. Measurements and money are numeric: read with `.mapWith(Number)`.
 */
export const neumaticos = pgTable(
  'neumaticos',
  {
    id: serial('id').primaryKey(),
    id_cliente: integer('id_cliente')
      .notNull()
      .references(() => clientes.id),
    num_serie: varchar('num_serie', { length: 50 }).notNull(),
    serie_cliente: varchar('serie_cliente', { length: 50 }),
    estado: smallint('estado').notNull().default(1),
    /** 1 new, 0 retreaded; fixed once the tyre exists (spec 2 §4). */
    nuevo: smallint('nuevo').notNull(),
    cantidad_reencauche: smallint('cantidad_reencauche').notNull().default(0),
    id_disenio: integer('id_disenio').references(() => neumaticoDisenios.id),
    id_empresa: integer('id_empresa').references(() => empresasReencauche.id),
    id_marca: integer('id_marca')
      .notNull()
      .references(() => neumaticoMarcas.id),
    id_modelo: integer('id_modelo')
      .notNull()
      .references(() => neumaticoModelos.id),
    id_medida: integer('id_medida')
      .notNull()
      .references(() => neumaticoMedidas.id),
    remanente_original: numeric('remanente_original', { precision: 5, scale: 2 }).notNull(),
    remanente_actual: numeric('remanente_actual', { precision: 5, scale: 2 }).notNull(),
    presion_recomendada: numeric('presion_recomendada', { precision: 5, scale: 1 }).notNull().default('0'),
    /** K kilometres, H hours (domain.md §4: only on vehicles of the matching tipo_costo). */
    unidad_medida: varchar('unidad_medida', { length: 1 }).notNull(),
    /** Distance run before registration (domain.md §4 km_total). */
    k_recorridos: numeric('k_recorridos', { precision: 12, scale: 1 }).notNull().default('0'),
    /** Purchase price as entered, without IGV, and its currency (1 soles, 2 dollars). */
    precio: numeric('precio', { precision: 12, scale: 2 }).notNull(),
    tipo_moneda: smallint('tipo_moneda').notNull(),
    /** Set by the inspection issue once a reading exists (then the current tread no longer follows the original). */
    has_inspeccion: boolean('has_inspeccion').notNull().default(false),
    /**
     * Running totals kept by the database itself (triggers of migration 0013, docs/decisions/0025): Σ
     * costo_convertido of the tyre's cost events and Σ km of its closed, non-voided installation records. The
     * list sorts by cost from an index instead of summing every tyre's events.
     */
    costo_acumulado: numeric('costo_acumulado', { precision: 14, scale: 4 }).notNull().default('0'),
    km_recorrido: numeric('km_recorrido', { precision: 12, scale: 1 }).notNull().default('0'),
    /** Final tread depth of a removed tyre ('Llenar remanente'); needed before repair, retread or scrap. */
    remanente_final: numeric('remanente_final', { precision: 5, scale: 2 }),
    /** Photo of a tyre in bad condition (imagen/subirimagen). */
    imagen_mal_estado: varchar('imagen_mal_estado', { length: 255 }).references(() => imagenes.nombre),
    fecha_registro: date('fecha_registro', { mode: 'string' }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The serial check.
    uniqueIndex('neumaticos_cliente_serie').on(t.id_cliente, t.num_serie),
    // One index per sortable column of the report (default created_at desc, spec 2 §9), so a page is read in
    // order instead of sorting the client's 50 000 tyres (bench/). The list orders `asc nulls first` /
    // `desc nulls last` then by id: an index `nulls first` with id after serves both directions.
    ...(
      [
        ['creado', t.created_at],
        ['serie_orden', t.num_serie],
        ['dot', t.serie_cliente],
        ['estado', t.estado],
        ['nuevo', t.nuevo],
        ['reencauches', t.cantidad_reencauche],
        ['rem_original', t.remanente_original],
        ['rem_actual', t.remanente_actual],
        ['presion', t.presion_recomendada],
        ['unidad', t.unidad_medida],
        ['k_recorridos', t.k_recorridos],
        ['precio', t.precio],
        ['fecha', t.fecha_registro],
        ['costo', t.costo_acumulado],
      ] as const
    ).map(([name, column]) =>
      index(`neumaticos_cliente_${name}`).on(t.id_cliente, column.nullsFirst(), t.id),
    ),
    // Unique: the target of the cost and history rows' (id_cliente, id_neumatico), so a child names only a tyre
    // of its own client.
    uniqueIndex('neumaticos_cliente_id').on(t.id_cliente, t.id.nullsFirst()),
    // The search (catalogue matches become id lists) and the catalogue-name sorts (one index range per catalogue
    // row, read in name order): id last so each range comes out in the list's tie order. Serial and DOT
    // substrings use trigrams.
    // Also, written by hand in migration 0020 (INCLUDE columns): neumaticos_cliente_tablero, the home dashboard's
    // count by brand, model, design, size and condition; neumatico_historial_cliente_abierto and
    // neumatico_costos_cliente_reencauche for the indicators (docs/decisions/0038).
    index('neumaticos_cliente_marca_id').on(t.id_cliente, t.id_marca, t.id),
    index('neumaticos_cliente_modelo_id').on(t.id_cliente, t.id_modelo, t.id),
    index('neumaticos_cliente_medida_id').on(t.id_cliente, t.id_medida, t.id),
    index('neumaticos_cliente_disenio_id').on(t.id_cliente, t.id_disenio, t.id),
    index('neumaticos_serie_trgm').using('gin', t.num_serie.op('gin_trgm_ops')),
    index('neumaticos_dot_trgm').using('gin', t.serie_cliente.op('gin_trgm_ops')),
    // Codes of domain.md §3 (states 0–6) and spec 2 §9; retreads count up past 6 (life "R").
    check('neumaticos_estado', sql`${t.estado} between 0 and 6`),
    check('neumaticos_nuevo', sql`${t.nuevo} in (0, 1)`),
    check('neumaticos_tipo_moneda', sql`${t.tipo_moneda} in (1, 2)`),
    check('neumaticos_unidad_medida', sql`${t.unidad_medida} in ('K', 'H')`),
    check('neumaticos_cantidad_reencauche', sql`${t.cantidad_reencauche} >= 0`),
    check('neumaticos_remanente_final', sql`${t.remanente_final} >= 0`),
  ],
);

/**
 * Cost events of a tyre (spec 2 §3 Cost event; domain.md §2, §5): motivo 0 purchase, 1 retread, 2 repair.
 * The amount stays as entered; `costo_convertido` is its USD value at `tipo_cambio`, the rate of `fecha`.
 */
export const neumaticoCostos = pgTable(
  'neumatico_costos',
  {
    id: serial('id').primaryKey(),
    id_cliente: integer('id_cliente')
      .notNull()
      .references(() => clientes.id),
    id_neumatico: integer('id_neumatico').notNull(),
    motivo: smallint('motivo').notNull().default(0),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    costo: numeric('costo', { precision: 12, scale: 2 }).notNull(),
    tipo_moneda: smallint('tipo_moneda').notNull(),
    /** Soles per dollar used; null for an amount in dollars. */
    tipo_cambio: numeric('tipo_cambio', { precision: 10, scale: 4 }),
    costo_convertido: numeric('costo_convertido', { precision: 14, scale: 4 }).notNull(),
    /** Condition of the life the event opened or belongs to (1 new, 0 retreaded). */
    nuevo: smallint('nuevo').notNull(),
    n_reencauche: smallint('n_reencauche').notNull().default(0),
    id_disenio: integer('id_disenio').references(() => neumaticoDisenios.id),
    id_empresa: integer('id_empresa').references(() => empresasReencauche.id),
    rem_original: numeric('rem_original', { precision: 5, scale: 2 }),
    observacion: varchar('observacion', { length: 255 }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('neumatico_costos_cliente_neumatico').on(t.id_cliente, t.id_neumatico, t.fecha),
    // The list's accumulated cost per tyre (an index-only sum) and the cascade when a tyre is deleted.
    index('neumatico_costos_neumatico').on(t.id_neumatico, t.costo_convertido),
    foreignKey({
      name: 'neumatico_costos_neumatico_fk',
      columns: [t.id_cliente, t.id_neumatico],
      foreignColumns: [neumaticos.id_cliente, neumaticos.id],
    }).onDelete('cascade'),
    check('neumatico_costos_motivo', sql`${t.motivo} in (0, 1, 2)`),
    check('neumatico_costos_tipo_moneda', sql`${t.tipo_moneda} in (1, 2)`),
    check('neumatico_costos_nuevo', sql`${t.nuevo} in (0, 1)`),
    check('neumatico_costos_n_reencauche', sql`${t.n_reencauche} >= 0`),
  ],
);

/**
 * Installation history (spec 2 §3 Mileage event / Install and Removal entries; domain.md §4). Written by the
 * installation issue; the mileage screen reads it. `id_vehiculo` is the client's vehicle, `placa` keeps the
 * plate at installation time. `fecha_retiro` and `km_retiro` null = open record: at most one per tyre.
 */
export const neumaticoHistorial = pgTable(
  'neumatico_historial',
  {
    id: serial('id').primaryKey(),
    id_cliente: integer('id_cliente')
      .notNull()
      .references(() => clientes.id),
    id_neumatico: integer('id_neumatico').notNull(),
    id_vehiculo: integer('id_vehiculo'),
    placa: varchar('placa', { length: 20 }),
    posicion: smallint('posicion'),
    ubicacion: smallint('ubicacion'),
    id_ejes: smallint('id_ejes'),
    /** Life the record belongs to: 0 new (N), k the k-th retread (Rk). */
    n_reencauche: smallint('n_reencauche').notNull().default(0),
    nuevo: smallint('nuevo').notNull().default(1),
    fecha_instalacion: date('fecha_instalacion', { mode: 'string' }).notNull(),
    km_instalacion: numeric('km_instalacion', { precision: 12, scale: 1 }).notNull(),
    fecha_retiro: date('fecha_retiro', { mode: 'string' }),
    km_retiro: numeric('km_retiro', { precision: 12, scale: 1 }),
    /** 1..6 (spec 2 §3 Removal reasons); 6 voids the record (its km count 0). */
    motivo_retiro: smallint('motivo_retiro'),
    observacion: varchar('observacion', { length: 255 }),
    id_usuario: integer('id_usuario').references(() => usuarios.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('neumatico_historial_cliente_neumatico').on(t.id_cliente, t.id_neumatico, t.fecha_instalacion),
    // The list's current plate per tyre and the cascade when a tyre is deleted.
    index('neumatico_historial_neumatico').on(t.id_neumatico, t.fecha_instalacion),
    // A tyre's last removal (the bad-condition list's order): one top-1 read per tyre.
    index('neumatico_historial_cliente_neumatico_retiro')
      .on(t.id_cliente, t.id_neumatico, t.fecha_retiro.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.km_retiro} is not null`),
    // A vehicle's records: the installation screen's date, km and duplicate checks and its positions.
    index('neumatico_historial_cliente_vehiculo').on(t.id_cliente, t.id_vehiculo, t.fecha_instalacion),
    // domain.md §3: a tyre has at most one open installation record.
    uniqueIndex('neumatico_historial_abierto')
      .on(t.id_neumatico)
      .where(sql`${t.km_retiro} is null`),
    // domain.md §3: a position holds at most one tyre (the vehicle's open records, also its diagram).
    uniqueIndex('neumatico_historial_posicion_abierta')
      .on(t.id_vehiculo, t.ubicacion)
      .where(sql`${t.km_retiro} is null`),
    foreignKey({
      name: 'neumatico_historial_neumatico_fk',
      columns: [t.id_cliente, t.id_neumatico],
      foreignColumns: [neumaticos.id_cliente, neumaticos.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'neumatico_historial_vehiculo_fk',
      columns: [t.id_cliente, t.id_vehiculo],
      foreignColumns: [vehiculos.id_cliente, vehiculos.id],
    }),
    check('neumatico_historial_motivo_retiro', sql`${t.motivo_retiro} between 1 and 6`),
    check('neumatico_historial_nuevo', sql`${t.nuevo} in (0, 1)`),
    check('neumatico_historial_n_reencauche', sql`${t.n_reencauche} >= 0`),
    check('neumatico_historial_posicion', sql`${t.posicion} between 1 and 22`),
    check('neumatico_historial_ubicacion', sql`${t.ubicacion} between 1 and 22`),
    check('neumatico_historial_id_ejes', sql`${t.id_ejes} in (1, 2, 3)`),
    // A record is closed by its date and reading together, never before it opened (domain.md §4: km ≥ 0).
    check('neumatico_historial_cierre', sql`(${t.fecha_retiro} is null) = (${t.km_retiro} is null)`),
    check(
      'neumatico_historial_km_retiro',
      sql`${t.km_retiro} >= ${t.km_instalacion} and ${t.fecha_retiro} >= ${t.fecha_instalacion}`,
    ),
  ],
);
