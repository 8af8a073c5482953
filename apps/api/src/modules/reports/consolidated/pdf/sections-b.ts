import type { Content } from 'pdfmake/interfaces';
import type { ConsolidatedReport, ConsolidatedSectionsB } from '@huella/contracts';
import { pdfInspectionDetail } from './b-inspections';
import { pdfInflation, pdfPressure } from './b-pies';
import { pdfRemnant } from './b-remnant';
import { pdfRotations } from './b-rotations';

/** Sections B of the consolidated report as PDF content, in the order of the screen. */
export function pdfSectionsB(report: Pick<ConsolidatedReport, keyof ConsolidatedSectionsB>): Content[] {
  return [
    ...pdfRemnant(report.remanente_unidad),
    ...pdfRotations(report.rotaciones),
    ...pdfInflation(report.inflado.datos),
    ...pdfPressure(report.presion.datos),
    ...pdfInspectionDetail(report.detalle_inspecciones),
  ];
}
