import type { Content } from 'pdfmake/interfaces';
import type { ConsolidatedReport } from '@huella/contracts';
import { dataTable, emptyNote, sectionTitle } from './blocks';

/** Titles of the two frame sections (spec 3 §2.5), as the screen's cards name them. */
export const FRAME_TITLES = {
  seguimiento: 'Estado de seguimiento',
  recomendaciones: 'Recomendaciones',
} as const;

/** Ours: the spec gives no empty text for a period without recommendations. */
export const SIN_RECOMENDACIONES = 'Sin recomendaciones para el periodo';

/** The follow-up status: the report's tracking and what the period's inspections covered. */
export function pdfFollowUp(report: ConsolidatedReport): Content[] {
  const followUp = report.seguimiento;
  return [
    sectionTitle(FRAME_TITLES.seguimiento),
    dataTable({
      headers: ['Seguimiento', 'Inspecciones', 'Vehículos inspeccionados', 'Neumáticos inspeccionados'],
      rows: [
        [
          followUp.etiqueta,
          followUp.inspecciones,
          followUp.vehiculos_inspeccionados,
          followUp.neumaticos_inspeccionados,
        ],
      ],
      widths: ['*', 80, 120, 120],
      fontSize: 10,
    }),
  ];
}

/** The technician's recommendations of the period, numbered in the screen's order. */
export function pdfRecommendations(report: ConsolidatedReport): Content[] {
  const items = report.recomendaciones;
  return [
    sectionTitle(FRAME_TITLES.recomendaciones),
    items.length === 0
      ? emptyNote(SIN_RECOMENDACIONES)
      : { ol: items.map((item) => ({ text: item.descripcion, margin: [0, 0, 0, 4] })), fontSize: 10 },
  ];
}
