import type { ConsolidatedSectionsC } from '@huella/contracts';
import type { Db } from '../../../db/client';
import { getScrapLosses } from '../scrap/scrap-losses.queries';
import type { ConsolidatedQuery } from './period';
import { reportLane } from './report-lanes';
import { getPeriodCostPerKm } from './sections-c/cost';
import { getPeriodRetread } from './sections-c/retread';
import { getRetreadService } from './sections-c/retread-service';

/**
 * Sections C of the consolidated report: retread index pie, retreadability bar, cost per km, scrap losses and
 * tyres for the retread service. Each reuses the report that already computes it (indicators, scrap losses)
 * over the period, so the consolidated report never disagrees with those screens.
 */
export async function getSectionsC(db: Db, query: ConsolidatedQuery): Promise<ConsolidatedSectionsC> {
  // Two at a time (report-lanes.ts); PGlite runs them in turn anyway.
  const [retread, costo_por_km, perdidas_scrap, servicio_reencauche] = await Promise.all([
    reportLane(() => getPeriodRetread(db, query)),
    reportLane(() => getPeriodCostPerKm(db, query)),
    reportLane(() =>
      getScrapLosses(db, { clientId: query.clientId, fecha_inicial: query.from, fecha_final: query.to }),
    ),
    reportLane(() => getRetreadService(db, { clientId: query.clientId, to: query.to })),
  ]);
  return { ...retread, costo_por_km, perdidas_scrap, servicio_reencauche };
}
