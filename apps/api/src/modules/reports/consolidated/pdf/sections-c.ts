import type { Content } from 'pdfmake/interfaces';
import type { ConsolidatedReport, ConsolidatedSectionsC } from '@huella/contracts';
import { pdfCostPerKm } from './c-cost';
import { pdfRetreadability, pdfRetreadIndex } from './c-retread';
import { pdfScrapLosses } from './c-scrap';
import { pdfRetreadService } from './c-service';

/** Sections C of the consolidated report as PDF content, in the order of the screen. */
export function pdfSectionsC(report: Pick<ConsolidatedReport, keyof ConsolidatedSectionsC>): Content[] {
  return [
    ...pdfRetreadIndex(report.indice_reencauche),
    ...pdfRetreadability(report.reencauchabilidad),
    ...pdfCostPerKm(report.costo_por_km),
    ...pdfScrapLosses(report.perdidas_scrap),
    ...pdfRetreadService(report.servicio_reencauche),
  ];
}
