import type { Content } from 'pdfmake/interfaces';
import type { ConsolidatedReport, ConsolidatedSectionsA } from '@huella/contracts';
import {
  pdfAxleBrands,
  pdfBadCondition,
  pdfBrands,
  pdfEquipment,
  type PdfPhotos,
  pdfScrapReasons,
  pdfSizes,
  pdfWithdrawn,
} from './a-sections';

/**
 * Sections A of the consolidated report as PDF content, in the order of the screen. `photos` (optional, from
 * loadSectionsAPhotos in a-photos.ts) are the tyre photos already read from disk; without them the photo
 * column prints '-'.
 */
export function pdfSectionsA(
  report: Pick<ConsolidatedReport, keyof ConsolidatedSectionsA>,
  photos: PdfPhotos = new Map(),
): Content[] {
  return [
    ...pdfEquipment(report.equipos_inspeccionados),
    ...pdfSizes(report.distribucion_medidas),
    ...pdfBrands(report.marcas_por_posicion),
    ...pdfAxleBrands(report.marcas_por_eje),
    ...pdfBadCondition(report.neumaticos_mal_estado, photos),
    ...pdfScrapReasons(report.scrap_motivos),
    ...pdfWithdrawn(report.neumaticos_retiro, photos),
  ];
}
