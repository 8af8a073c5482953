import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index';
import { acquireLock } from './lock';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle: same query API as Db. Inside a transaction use only it (PGlite has one connection). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** A real PostgreSQL server (DATABASE_URL). */
export function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server drops (restart, failover) emits here; unhandled, it would end the process.
  pool.on('error', (error) => console.error(`PostgreSQL: conexión inactiva cerrada: ${error.message}`));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(drizzlePg({ client: pool }), { migrationsFolder }),
    close: () => pool.end(),
  };
}

/**
 * Opens a PGlite with the extensions the migrations use (pg_trgm for the lists' substring search). Every
 * PGlite of the project is created here: a database whose indexes use an extension cannot even be written
 * to by an instance started without it.
 */
export function createPglite(dataDir?: string, options: Omit<PGliteOptions, 'extensions'> = {}) {
  return PGlite.create({ ...options, dataDir, extensions: { pg_trgm } });
}

/** An already-open PGlite (tests restore one from a template). */
export function wrapPglite(client: PGlite, release: () => void = () => {}): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder }),
    close: async () => {
      await client.close();
      release();
    },
  };
}

/**
 * The embedded database in `<dataDir>/pg`. Two processes on one PGlite directory silently lose writes, so a
 * lock file guards it and a second process stops with a clear message.
 */
export async function openPglite(dataDir: string): Promise<Database> {
  fs.mkdirSync(dataDir, { recursive: true });
  const release = acquireLock(path.join(dataDir, 'pg.lock'));
  try {
    const client = await createPglite(path.join(dataDir, 'pg'));
    return wrapPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}
