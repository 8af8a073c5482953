import type { ConsolidatedSectionsA } from '@huella/contracts';
import type { Db } from '../../../db/client';
import type { ConsolidatedQuery } from './period';
import { reportLane } from './report-lanes';
import { getTyreDistribution } from './sections-a/distribution';
import { getInspectedEquipment } from './sections-a/equipment';
import { getScrapByReason } from './sections-a/scrap';
import { getVerdictLists } from './sections-a/tyre-lists';

/**
 * Sections A of the consolidated report: inspected equipment, measure distribution, brands (overall and per
 * axle type), bad-condition tyres, scrap by reason and withdrawn tyres; one statement each (the three pies
 * share one, and so do the two tyre lists).
 */
export async function getSectionsA(db: Db, query: ConsolidatedQuery): Promise<ConsolidatedSectionsA> {
  // Two at a time (report-lanes.ts); PGlite runs them in turn anyway.
  const [equipos_inspeccionados, distribution, lists, scrap_motivos] = await Promise.all([
    reportLane(() => getInspectedEquipment(db, query)),
    reportLane(() => getTyreDistribution(db, query)),
    reportLane(() => getVerdictLists(db, query)),
    reportLane(() => getScrapByReason(db, query)),
  ]);
  return { equipos_inspeccionados, ...distribution, ...lists, scrap_motivos };
}
