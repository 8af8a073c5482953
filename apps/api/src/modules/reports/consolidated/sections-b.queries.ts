import type { ConsolidatedSectionsB } from '@huella/contracts';
import type { Db } from '../../../db/client';
import type { ConsolidatedQuery } from './period';
import { reportLane } from './report-lanes';
import { getInspectionDetail } from './sections-b/inspection-detail';
import { getPies } from './sections-b/pies';
import { getRemnantSection } from './sections-b/remnant';
import { getRotations } from './sections-b/rotations';

/**
 * Sections B of the consolidated report: remnant by unit (the remnant-by-unit report over the period),
 * irregular-wear rotations, inflation and pressure pies, and the inspection detail. Each one SQL statement.
 */
export async function getSectionsB(db: Db, query: ConsolidatedQuery): Promise<ConsolidatedSectionsB> {
  // Two at a time (report-lanes.ts); PGlite runs them in turn anyway.
  const [remanente_unidad, rotaciones, { inflado, presion }, detalle_inspecciones] = await Promise.all([
    reportLane(() => getRemnantSection(db, query)),
    reportLane(() => getRotations(db, query)),
    reportLane(() => getPies(db, query)),
    reportLane(() => getInspectionDetail(db, query)),
  ]);
  return { remanente_unidad, rotaciones, inflado, presion, detalle_inspecciones };
}
