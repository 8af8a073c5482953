import type { Config } from '../config';
import { type Database, openPglite, openPostgres } from './client';

/** DATABASE_URL picks PostgreSQL; otherwise the embedded PGlite under DATA_DIR. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir);
}
