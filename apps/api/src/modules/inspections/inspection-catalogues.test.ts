import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INACCESSIBILITY_REASONS, VALVE_TYPES } from '@huella/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { motivosInaccesibilidad, tiposValvula } from '../../db/schema/index';

/**
 * The dialog's valve types and inaccessibility reasons are constants of the contract (both screens show them)
 * and rows of the database (the readings' foreign keys): migration 0017 seeds the same rows.
 */
describe('the inspection catalogues', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('are the rows the database holds', async () => {
    const valves = await t.db.select().from(tiposValvula).orderBy(asc(tiposValvula.codigo));
    const reasons = await t.db
      .select()
      .from(motivosInaccesibilidad)
      .orderBy(asc(motivosInaccesibilidad.numero));
    const byCode = (a: { codigo: string }, b: { codigo: string }) => a.codigo.localeCompare(b.codigo);
    expect(valves).toEqual([...VALVE_TYPES].sort(byCode));
    expect(reasons).toEqual([...INACCESSIBILITY_REASONS]);
  });
});
