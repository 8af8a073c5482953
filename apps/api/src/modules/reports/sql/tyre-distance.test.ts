import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/prepared';
import { createTestApp, type TestApp } from '../../../../test/app';
import { buildCostFleet, clientId } from '../indicators/indicators.test-support';
import { kmTotal, openRecordJoin, tyreKmTotal } from './tyre-distance';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  await buildCostFleet(t);
});
afterEach(async () => t.close());

describe('km_total in SQL (domain.md §4)', () => {
  it('adds the distance entered, the closed records and the open record so far, in both forms', async () => {
    const rows = await queryRows<{ num_serie: string; unido: number; escalar: number }>(
      t.db,
      sql`select n.num_serie, ${kmTotal('n')}::float8 as unido, ${tyreKmTotal('n')}::float8 as escalar
        from neumaticos n ${openRecordJoin('n')}
        where n.id_cliente = ${clientId} and n.num_serie like 'IX-C%'
        order by n.num_serie`,
    );
    const km = Object.fromEntries(rows.map((row) => [row.num_serie, row.unido]));
    // IX-C2: 2 000 entered + 40 000 closed + 20 000 open.
    expect(km).toMatchObject({ 'IX-C1': 50_000, 'IX-C2': 62_000, 'IX-C3': 48_000, 'IX-C5': 0 });
    for (const row of rows) expect(row.escalar).toBe(row.unido);
  });
});
