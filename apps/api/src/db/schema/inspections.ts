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
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { clientes } from './clients';
import { imagenes } from './images';
import { plantas } from './plants';
import { neumaticos } from './tyres';
import { usuarios } from './users';
import { vehiculos } from './vehicles';

/** Valve types (spec 2 §3 'Tapa': codigo, dato): a global catalogue seeded by migration 0017. */
export const tiposValvula = pgTable('tipos_valvula', {
  codigo: varchar('codigo', { length: 20 }).primaryKey(),
  dato: varchar('dato', { length: 60 }).notNull(),
});

/** Why a tyre could not be reached for its pressure (spec 2 §3: numero, dato); seeded by migration 0017. */
export const motivosInaccesibilidad = pgTable('motivos_inaccesibilidad', {
  numero: smallint('numero').primaryKey(),
  dato: varchar('dato', { length: 100 }).notNull(),
});

/**
 * A finished inspection of a vehicle (spec 2 §3 Inspection header). Its id is the `identificador` the report
 * sorts by. It is written in one transaction with its readings, which until then are drafts.
 */
export const inspecciones = pgTable(
  'inspecciones',
  {
    id: serial('id').primaryKey(),
    id_cliente: integer('id_cliente')
      .notNull()
      .references(() => clientes.id),
    id_vehiculo: integer('id_vehiculo').notNull(),
    codigo: varchar('codigo', { length: 10 }),
    fecha_inspeccion: date('fecha_inspeccion', { mode: 'string' }).notNull(),
    km_inspeccion: numeric('km_inspeccion', { precision: 12, scale: 2 }).notNull(),
    id_planta: integer('id_planta'),
    repuesto: smallint('repuesto').notNull().default(0),
    portallantas: smallint('portallantas').notNull().default(0),
    id_usuario: integer('id_usuario').references(() => usuarios.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('inspecciones_cliente_id').on(t.id_cliente, t.id),
    // Spec 2 §5: an inspection code is unique within the client (case-insensitive).
    uniqueIndex('inspecciones_cliente_codigo')
      .on(t.id_cliente, sql`lower(${t.codigo})`)
      .where(sql`${t.codigo} is not null`),
    // The report (identificador descending) is the primary key order within the client.
    index('inspecciones_cliente_id_desc').on(t.id_cliente, t.id.desc()),
    // The report's sorts by date, km and code (bench: each under 1 ms instead of a sort of the client's rows).
    index('inspecciones_cliente_fecha').on(t.id_cliente, t.fecha_inspeccion, t.id),
    index('inspecciones_cliente_km').on(t.id_cliente, t.km_inspeccion, t.id),
    index('inspecciones_cliente_codigo_orden').on(t.id_cliente, t.codigo, t.id),
    // The report's search by code (contains, any case).
    index('inspecciones_codigo_trgm').using('gin', t.codigo.op('gin_trgm_ops')),
    // The vehicle's history: the date, km and duplicate checks and the vehicle's last inspection.
    index('inspecciones_cliente_vehiculo_fecha').on(t.id_cliente, t.id_vehiculo, t.fecha_inspeccion),
    foreignKey({
      name: 'inspecciones_vehiculo_fk',
      columns: [t.id_cliente, t.id_vehiculo],
      foreignColumns: [vehiculos.id_cliente, vehiculos.id],
    }),
    foreignKey({
      name: 'inspecciones_planta_fk',
      columns: [t.id_cliente, t.id_planta],
      foreignColumns: [plantas.id_cliente, plantas.id],
    }),
    check('inspecciones_km', sql`${t.km_inspeccion} >= 0`),
    check('inspecciones_repuesto', sql`${t.repuesto} in (0, 1)`),
    check('inspecciones_portallantas', sql`${t.portallantas} in (0, 1)`),
  ],
);

/**
 * One tyre's reading in an inspection (spec 2 §3 Partial inspection). Saved from the per-tyre dialog as a draft
 * (`id_inspeccion` null) and attached to its inspection when the inspection is finished. `clave`, chosen by the
 * browser, makes a retried save idempotent; an inspection holds one reading per position.
 */
export const inspeccionDetalles = pgTable(
  'inspeccion_detalles',
  {
    id: serial('id').primaryKey(),
    id_cliente: integer('id_cliente')
      .notNull()
      .references(() => clientes.id),
    clave: uuid('clave').notNull(),
    id_inspeccion: integer('id_inspeccion'),
    id_vehiculo: integer('id_vehiculo').notNull(),
    id_neumatico: integer('id_neumatico').notNull(),
    posicion: smallint('posicion').notNull(),
    ubicacion: smallint('ubicacion').notNull(),
    id_ejes: smallint('id_ejes').notNull(),
    /** The tyre's life when read: 0 new, k its k-th retread (a reading compares only with its own life). */
    vida: smallint('vida').notNull().default(0),
    km_inspeccion_parcial: numeric('km_inspeccion_parcial', { precision: 12, scale: 2 }),
    tipo_presion: varchar('tipo_presion', { length: 10 }).notNull().default('PSI'),
    presion: numeric('presion', { precision: 5, scale: 1 }).notNull(),
    valvula: varchar('valvula', { length: 20 })
      .notNull()
      .references(() => tiposValvula.codigo),
    accesibilidad: smallint('accesibilidad').notNull(),
    motivo_inaccesibilidad: smallint('motivo_inaccesibilidad').references(
      () => motivosInaccesibilidad.numero,
    ),
    exterior: numeric('exterior', { precision: 4, scale: 2 }).notNull(),
    medio: numeric('medio', { precision: 4, scale: 2 }),
    interior: numeric('interior', { precision: 4, scale: 2 }).notNull(),
    /** domain.md §8: the lowest groove read. */
    nsd: numeric('nsd', { precision: 4, scale: 2 }).generatedAlwaysAs(sql`least(exterior, medio, interior)`),
    resultado: varchar('resultado', { length: 40 })
      .array()
      .notNull()
      .default(sql`'{}'`),
    separaciond: varchar('separaciond', { length: 40 }).notNull(),
    otros: varchar('otros', { length: 40 })
      .array()
      .notNull()
      .default(sql`'{}'`),
    desgirregular: smallint('desgirregular')
      .array()
      .notNull()
      .default(sql`'{}'`),
    parareparar: smallint('parareparar')
      .array()
      .notNull()
      .default(sql`'{}'`),
    fallasflanco: smallint('fallasflanco')
      .array()
      .notNull()
      .default(sql`'{}'`),
    tuercaestado: smallint('tuercaestado').notNull(),
    tuercacantidad: smallint('tuercacantidad'),
    estado: smallint('estado').notNull().default(1),
    recomendacion: varchar('recomendacion', { length: 500 }).notNull().default(''),
    imagen: varchar('imagen', { length: 255 }).references(() => imagenes.nombre),
    /**
     * What the reports group readings by, kept on the reading (migration 0019, docs/decisions/0038): the tyre's
     * brand and the design of the life it was read in, as they were when read, and the date of its inspection
     * (null for a draft; an edited inspection date moves it).
     */
    id_marca: integer('id_marca'),
    id_disenio: integer('id_disenio'),
    fecha_inspeccion: date('fecha_inspeccion', { mode: 'string' }),
    id_usuario: integer('id_usuario').references(() => usuarios.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Issue 12: a retried save never creates a second reading.
    uniqueIndex('inspeccion_detalles_clave').on(t.id_cliente, t.clave),
    // One reading per position of an inspection (drafts are attached under this index).
    uniqueIndex('inspeccion_detalles_posicion').on(t.id_inspeccion, t.ubicacion),
    // A tyre's readings, newest first: its previous reading (§13) and its last verdict (bad-condition list).
    index('inspeccion_detalles_cliente_neumatico').on(t.id_cliente, t.id_neumatico, t.id.desc()),
    // The last accepted reading of each life of a tyre (issue 14: wear curves, brand comparison): one index row.
    index('inspeccion_detalles_cliente_neumatico_vida')
      .on(
        t.id_cliente,
        t.id_neumatico,
        t.vida,
        t.fecha_inspeccion.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(sql`${t.id_inspeccion} is not null`),
    foreignKey({
      name: 'inspeccion_detalles_inspeccion_fk',
      columns: [t.id_cliente, t.id_inspeccion],
      foreignColumns: [inspecciones.id_cliente, inspecciones.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'inspeccion_detalles_vehiculo_fk',
      columns: [t.id_cliente, t.id_vehiculo],
      foreignColumns: [vehiculos.id_cliente, vehiculos.id],
    }),
    foreignKey({
      name: 'inspeccion_detalles_neumatico_fk',
      columns: [t.id_cliente, t.id_neumatico],
      foreignColumns: [neumaticos.id_cliente, neumaticos.id],
    }).onDelete('cascade'),
    check(
      'inspeccion_detalles_posicion_rango',
      sql`${t.posicion} between 1 and 22 and ${t.ubicacion} between 1 and 22`,
    ),
    check('inspeccion_detalles_id_ejes', sql`${t.id_ejes} in (1, 2, 3)`),
    // Spec 2 §5 and §9: pressure 0..160 PSI, tread below 100 mm.
    check('inspeccion_detalles_presion', sql`${t.presion} between 0 and 160`),
    check(
      'inspeccion_detalles_profundidades',
      sql`${t.exterior} >= 0 and ${t.exterior} < 100 and ${t.interior} >= 0 and ${t.interior} < 100 and (${t.medio} is null or (${t.medio} >= 0 and ${t.medio} < 100))`,
    ),
    // Not accessible: no pressure was read and a reason is given; accessible: no reason.
    check(
      'inspeccion_detalles_accesibilidad',
      sql`(${t.accesibilidad} = 1 and ${t.motivo_inaccesibilidad} is null) or (${t.accesibilidad} = 0 and ${t.motivo_inaccesibilidad} is not null and ${t.presion} = 0)`,
    ),
    check(
      'inspeccion_detalles_tuercas',
      sql`(${t.tuercaestado} = 1 and ${t.tuercacantidad} is null) or (${t.tuercaestado} between 2 and 6 and ${t.tuercacantidad} between 1 and 99)`,
    ),
    // 'Lista para Reemplazar' and 'Neumático en Mal estado' carry a photo; the others none.
    check(
      'inspeccion_detalles_estado',
      sql`${t.estado} between 1 and 4 and ((${t.estado} in (3, 4)) = (${t.imagen} is not null))`,
    ),
    check('inspeccion_detalles_km', sql`${t.km_inspeccion_parcial} >= 0`),
    // What the month totals group by is always there (migration 0020 fills it for a writer that leaves it out):
    // a finished reading without its date or brand would silently drop out of 'Análisis de inspecciones'.
    check(
      'inspeccion_detalles_agrupacion',
      sql`${t.id_marca} is not null and (${t.id_inspeccion} is null) = (${t.fecha_inspeccion} is null)`,
    ),
  ],
);

/**
 * The finished readings of a client per month, tyre brand and design (migration 0019, docs/decisions/0038):
 * 'Análisis de inspecciones' reads a year of them in a few hundred rows instead of the year's readings (600 000
 * at the bench's large client). Kept exact by statement triggers on inspeccion_detalles, in the same transaction
 * as every finish, date edit or deletion; `id_disenio` null is a tyre without design.
 */
export const inspeccionTotalesMes = pgTable(
  'inspeccion_totales_mes',
  {
    id_cliente: integer('id_cliente')
      .notNull()
      .references(() => clientes.id, { onDelete: 'cascade' }),
    /** The first day of the month. */
    mes: date('mes', { mode: 'string' }).notNull(),
    id_marca: integer('id_marca').notNull(),
    id_disenio: integer('id_disenio'),
    lecturas: integer('lecturas').notNull(),
    suma_nsd: numeric('suma_nsd', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [
    unique('inspeccion_totales_mes_clave')
      .on(t.id_cliente, t.mes, t.id_marca, t.id_disenio)
      .nullsNotDistinct(),
    check('inspeccion_totales_mes_positivos', sql`${t.lecturas} >= 0`),
  ],
);
