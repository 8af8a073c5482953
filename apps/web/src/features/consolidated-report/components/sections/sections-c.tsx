import type { ConsolidatedReport, ConsolidatedSectionsC } from '@huella/contracts';
import { CostPerKmSection } from './c-cost-per-km';
import { RetreadIndexSection } from './c-retread-index';
import { RetreadServiceSection } from './c-retread-service';
import { RetreadabilitySection } from './c-retreadability';
import { ScrapLossesSection } from './c-scrap-losses';

/** Sections C of the consolidated report (contracts consolidated/report.ts lists them), in the screen's order. */
export function SectionsC({ report }: { report: Pick<ConsolidatedReport, keyof ConsolidatedSectionsC> }) {
  return (
    <>
      <RetreadIndexSection section={report.indice_reencauche} />
      <RetreadabilitySection section={report.reencauchabilidad} />
      <CostPerKmSection section={report.costo_por_km} />
      <ScrapLossesSection section={report.perdidas_scrap} />
      <RetreadServiceSection section={report.servicio_reencauche} />
    </>
  );
}
