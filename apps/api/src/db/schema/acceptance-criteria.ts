import { sql } from 'drizzle-orm';
import {
  check,
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

/**
 * Acceptance criteria (spec 1 §3, domain.md §6): one client's targets for an indicator (`costoindicador`
 * 1 Costo por kilómetro, 2 Costo por hora, 3 Índice de reencauche, 4 Índice de reencauchabilidad), a year and,
 * for the cost indicators, a model–size (`modelomedida`, '' for the indices). The retread index is stored as a
 * fraction; its percent inputs are kept in the `_calculo` columns.
 */
export const criteriosAceptacion = pgTable(
  'criterios_aceptacion',
  {
    id: serial('id').primaryKey(),
    id_cliente: integer('id_cliente')
      .notNull()
      .references(() => clientes.id),
    costoindicador: smallint('costoindicador').notNull(),
    anio: smallint('anio').notNull(),
    modelomedida: varchar('modelomedida', { length: 100 }).notNull().default(''),
    criterioobjetivo: numeric('criterioobjetivo', { precision: 12, scale: 4 }).notNull(),
    tolerablemaximo: numeric('tolerablemaximo', { precision: 12, scale: 4 }).notNull(),
    tolerableminimo: numeric('tolerableminimo', { precision: 12, scale: 4 }).notNull(),
    criteriodeficiente: numeric('criteriodeficiente', { precision: 12, scale: 4 }).notNull(),
    criterioobjetivo_calculo: numeric('criterioobjetivo_calculo', { precision: 6, scale: 2 }),
    criteriodeficiente_calculo: numeric('criteriodeficiente_calculo', { precision: 6, scale: 2 }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('criterios_aceptacion_clave').on(t.id_cliente, t.costoindicador, t.anio, t.modelomedida),
    index('criterios_aceptacion_cliente_anio').on(t.id_cliente, t.anio),
    check('criterios_aceptacion_costoindicador', sql`${t.costoindicador} between 1 and 4`),
  ],
);
