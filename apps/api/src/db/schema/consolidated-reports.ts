import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { clientes } from './clients';
import { usuarios } from './users';

/** The period every consolidated-report row belongs to: a year and a month range inside it (spec 3 §3, §5). */
const periodChecks = (name: string, t: { anio: unknown; mes1: unknown; mes2: unknown }) =>
  check(
    `${name}_periodo`,
    sql`${t.anio} between 2000 and 2999 and ${t.mes1} between 1 and 12 and ${t.mes2} between ${t.mes1} and 12`,
  );

/**
 * The technician's recommendations of a client's consolidated report for one period (spec 3 §3 Recommendation,
 * recomendacion/store). They print in the PDF, in the order they were written.
 */
export const recomendacionesReporte = pgTable(
  'recomendaciones_reporte',
  {
    id: serial('id').primaryKey(),
    id_cliente: integer('id_cliente')
      .notNull()
      .references(() => clientes.id),
    anio: smallint('anio').notNull(),
    mes1: smallint('mes1').notNull(),
    mes2: smallint('mes2').notNull(),
    descripcion: varchar('descripcion', { length: 1000 }).notNull(),
    id_usuario: integer('id_usuario').references(() => usuarios.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('recomendaciones_reporte_cliente_id').on(t.id_cliente, t.id),
    index('recomendaciones_reporte_periodo').on(t.id_cliente, t.anio, t.mes1, t.mes2, t.id),
    periodChecks('recomendaciones_reporte', t),
    check('recomendaciones_reporte_descripcion', sql`length(trim(${t.descripcion})) > 0`),
  ],
);

/**
 * A consolidated-report PDF kept on the server (reporte/savePdf, or the file sent for approval). `uuid` is the
 * only name the web knows it by (reporte/pdf/{uuid}); `archivo` is the file's name under DATA_DIR/reportes.
 */
export const reportesPdf = pgTable(
  'reportes_pdf',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    id_cliente: integer('id_cliente')
      .notNull()
      .references(() => clientes.id),
    id_usuario: integer('id_usuario').references(() => usuarios.id, { onDelete: 'set null' }),
    anio: smallint('anio').notNull(),
    mes1: smallint('mes1').notNull(),
    mes2: smallint('mes2').notNull(),
    archivo: varchar('archivo', { length: 255 }).notNull(),
    /** Bytes of the file, shown beside the document and checked against the upload cap. */
    tamanio: integer('tamanio').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reportes_pdf_uuid').on(t.uuid),
    uniqueIndex('reportes_pdf_cliente_id').on(t.id_cliente, t.id),
    index('reportes_pdf_cliente_fecha').on(t.id_cliente, t.created_at),
    periodChecks('reportes_pdf', t),
    check('reportes_pdf_tamanio', sql`${t.tamanio} > 0`),
  ],
);

/** Consolidated-report tracking (spec 3 §4): sent and waiting, accepted, or rejected (then sent again). */
export const REPORT_STATES = ['PROCESO', 'APROBADO', 'RECHAZADO'] as const;

/**
 * A consolidated report sent for approval (spec 3 §2.6, /administradorreporte/guardarpdfservidorlocal): one per
 * client and period. A rejected report is sent again on the same row, so its comments stay with it; `estado`
 * moves only PROCESO → APROBADO or PROCESO → RECHAZADO → PROCESO, each move one conditional UPDATE.
 */
export const administracionReportes = pgTable(
  'administracion_reportes',
  {
    id: serial('id').primaryKey(),
    id_cliente: integer('id_cliente')
      .notNull()
      .references(() => clientes.id),
    /** Who sent it last (the signature of the PDF is theirs). */
    id_usuario: integer('id_usuario').references(() => usuarios.id, { onDelete: 'set null' }),
    anio: smallint('anio').notNull(),
    mes1: smallint('mes1').notNull(),
    mes2: smallint('mes2').notNull(),
    /** The PDF under review: the last one sent. */
    id_reporte_pdf: integer('id_reporte_pdf').notNull(),
    estado: varchar('estado', { length: 10 }).notNull().default('PROCESO'),
    /** Who approved or rejected it, and when; null while it waits. */
    id_revisor: integer('id_revisor').references(() => usuarios.id, { onDelete: 'set null' }),
    fecha_revision: timestamp('fecha_revision', { withTimezone: true }),
    /** When the approved PDF went to the client's report contacts (spec 1 §3 Contact `reporte`). */
    fecha_entrega: timestamp('fecha_entrega', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('administracion_reportes_cliente_id').on(t.id_cliente, t.id),
    // One report per client and period: a second send of the same period is the same report.
    uniqueIndex('administracion_reportes_periodo').on(t.id_cliente, t.anio, t.mes1, t.mes2),
    // The approval list, newest change first, and the waiting reports of the top bar.
    index('administracion_reportes_cliente_fecha').on(
      t.id_cliente,
      t.updated_at.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('administracion_reportes_proceso')
      .on(t.updated_at.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.estado} = 'PROCESO'`),
    foreignKey({
      name: 'administracion_reportes_pdf_fk',
      columns: [t.id_cliente, t.id_reporte_pdf],
      foreignColumns: [reportesPdf.id_cliente, reportesPdf.id],
    }),
    periodChecks('administracion_reportes', t),
    check('administracion_reportes_estado', sql`${t.estado} in ('PROCESO', 'APROBADO', 'RECHAZADO')`),
    check('administracion_reportes_revision', sql`(${t.estado} = 'PROCESO') = (${t.fecha_revision} is null)`),
  ],
);

/** Comments on a rejected report and the sender's replies (spec 3 §3 Comment: adm_rep_id, comentario). */
export const comentariosReporte = pgTable(
  'comentarios_reporte',
  {
    id: serial('id').primaryKey(),
    id_cliente: integer('id_cliente')
      .notNull()
      .references(() => clientes.id),
    id_reporte: integer('id_reporte').notNull(),
    id_usuario: integer('id_usuario').references(() => usuarios.id, { onDelete: 'set null' }),
    comentario: varchar('comentario', { length: 1000 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('comentarios_reporte_reporte').on(t.id_cliente, t.id_reporte, t.id),
    foreignKey({
      name: 'comentarios_reporte_reporte_fk',
      columns: [t.id_cliente, t.id_reporte],
      foreignColumns: [administracionReportes.id_cliente, administracionReportes.id],
    }).onDelete('cascade'),
    check('comentarios_reporte_comentario', sql`length(trim(${t.comentario})) > 0`),
  ],
);
