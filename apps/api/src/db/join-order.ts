import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client';

/**
 * Runs a read with its joins planned in the written order. A list that starts from its own table and joins six
 * small catalogues by primary key has one sensible plan, yet PostgreSQL spends ~9 ms per request weighing every
 * order of seven tables against the indexes, against 0.3 ms of execution (bench/README.md). `SET LOCAL` keeps the
 * setting inside this transaction, so no other query is planned differently.
 */
export function inWrittenJoinOrder<T>(db: Db, read: (tx: Tx) => PromiseLike<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local join_collapse_limit = 1`);
    return await read(tx);
  });
}
