import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client';

const dialect = new PgDialect();
/** Name → SQL text of every statement defined: one name, one text, or PostgreSQL refuses the second. */
const texts = new Map<string, string>();

export interface PreparedStatement<Row, Params extends Record<string, unknown>> {
  readonly name: string;
  readonly text: string;
  execute(db: Db | Tx, params: Params): Promise<Row[]>;
}

/**
 * A named prepared statement for a hot read (docs/decisions/0025-running-totals-and-counters.md). The SQL is
 * built once, with `sql.placeholder(...)` for what changes per call; on PostgreSQL each pooled connection parses
 * it once and then only binds and executes it, so a call pays no query building in Node and no parsing in the
 * database. After five executions PostgreSQL keeps one generic plan for the statement when that plan looks no
 * dearer than the ones made for the actual values: true of a statement whose LIMIT is a constant, not of one
 * whose LIMIT is a parameter (the planner then assumes a tenth of the rows), which stays planned per call. So
 * the lists write the first page's size into the SQL (see tyre-list.ts). PGlite runs the same text as an
 * ordinary parameterised query.
 *
 * Rows come back as the driver gives them, without Drizzle's per-cell mapping: the SQL casts every value to the
 * type the answer wants (float8 for numbers, int for counts, text for timestamps), on both drivers alike.
 */
export function preparedStatement<Row, Params extends Record<string, unknown>>(
  name: string,
  query: SQL,
): PreparedStatement<Row, Params> {
  const built = dialect.sqlToQuery(query);
  const known = texts.get(name);
  if (known !== undefined && known !== built.sql) throw new Error(`prepared statement ${name} defined twice`);
  texts.set(name, built.sql);
  const perDatabase = new WeakMap<object, PgPreparedQuery<PreparedQueryConfig>>();
  return {
    name,
    text: built.sql,
    async execute(db, params) {
      let statement = perDatabase.get(db);
      if (!statement) {
        statement = db._.session.prepareQuery(built, undefined, name, false);
        perDatabase.set(db, statement);
      }
      const result = (await statement.execute(params)) as { rows: Row[] };
      return result.rows;
    },
  };
}

/**
 * The same, planned on every call: an unnamed statement, so PostgreSQL plans it for the actual values. For the
 * reports' aggregates, whose generic plan guesses a few rows for "the client's tyres of the year" and probes the
 * open records tyre by tyre instead of hashing them: twice the time at 18 000 tyres (bench client, measured).
 * Planning costs ~3 ms; the aggregate, tens.
 */
export function plannedStatement<Row, Params extends Record<string, unknown>>(
  query: SQL,
): Omit<PreparedStatement<Row, Params>, 'name'> {
  const built = dialect.sqlToQuery(query);
  return {
    text: built.sql,
    async execute(db, params) {
      const statement = db._.session.prepareQuery(built, undefined, undefined, false);
      const result = (await statement.execute(params)) as { rows: Row[] };
      return result.rows;
    },
  };
}

/** The rows of a one-off statement, as the driver gives them (same types as a prepared statement's). */
export async function queryRows<Row>(db: Db | Tx, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
