import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { SHARED_CATALOGUES } from './shared-catalogues';

/**
 * How many rows (vehicles, …) use the configuration. Without `clientIds`, every client's: a configuration any
 * vehicle uses cannot be deleted, reshaped or moved to another type. With them, only those clients' rows: the
 * count a caller may be told, since another client's fleet is not theirs to see.
 */
export async function countConfigurationUses(
  db: Db,
  configurationId: number,
  clientIds?: readonly number[],
): Promise<number> {
  let total = 0;
  for (const reference of SHARED_CATALOGUES.vehiculoconfiguracion.references) {
    const [row] = await db
      .select({ total: count() })
      .from(reference.table)
      .where(
        and(
          eq(reference.column, configurationId),
          clientIds ? inArray(reference.client, [...clientIds]) : undefined,
        ),
      );
    total += Number(row?.total ?? 0);
  }
  return total;
}
