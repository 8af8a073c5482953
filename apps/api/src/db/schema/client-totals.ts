import { sql } from 'drizzle-orm';
import { check, integer, pgTable } from 'drizzle-orm/pg-core';
import { clientes } from './clients';

/**
 * The unfiltered totals of a client's vehicles, tyres and inspections, read in O(1) by the list titles (issue 9 item 2).
 * Kept exact by statement triggers on the two tables (migration 0013): every insert and delete, whoever sends
 * it (forms, imports, seed), moves the counter in the same transaction. One row per client, so concurrent
 * writers queue on it instead of deadlocking.
 */
export const clienteTotales = pgTable(
  'cliente_totales',
  {
    id_cliente: integer('id_cliente')
      .primaryKey()
      .references(() => clientes.id, { onDelete: 'cascade' }),
    vehiculos: integer('vehiculos').notNull().default(0),
    neumaticos: integer('neumaticos').notNull().default(0),
    /** Finished inspections (migration 0018): the inspection report's title and pages without a search. */
    inspecciones: integer('inspecciones').notNull().default(0),
  },
  (t) => [
    check(
      'cliente_totales_positivos',
      sql`${t.vehiculos} >= 0 and ${t.neumaticos} >= 0 and ${t.inspecciones} >= 0`,
    ),
  ],
);
