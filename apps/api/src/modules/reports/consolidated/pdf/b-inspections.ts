import type { Content } from 'pdfmake/interfaces';
import { type ConsolidatedSectionsB, SECTIONS_B_MSG, SECTIONS_B_TITLES } from '@huella/contracts';
import { dataTable, emptyNote, formatCell, note, sectionTitle, subTitle } from './blocks';

/** Detalle de inspecciones: each vehicle's last inspection of the period, its readings by position. */
export function pdfInspectionDetail(section: ConsolidatedSectionsB['detalle_inspecciones']): Content[] {
  const title = sectionTitle(SECTIONS_B_TITLES.detalleInspecciones);
  if (section.data.length === 0) return [title, emptyNote(SECTIONS_B_MSG.sinInspecciones)];
  // Nineteen columns do not fit A4 portrait: the detail gets landscape pages, and the document goes back after.
  const content: Content[] = [{ stack: [title], pageBreak: 'before', pageOrientation: 'landscape' }];
  for (const inspection of section.data) {
    content.push(
      subTitle(
        `${inspection.placa} · ${inspection.tipovehiculo} ${inspection.marcavehiculo} · ${inspection.fecha_inspeccion} · ${formatCell(inspection.km_inspeccion)} km`,
      ),
      dataTable({
        headers: [
          'Pos.',
          'Marca',
          'Medida',
          'Modelo',
          'Cond.',
          'Diseño',
          'Serie',
          'Válvula',
          'Accesib.',
          'Mal estado',
          'Presión',
          'Recom.',
          'Estado',
          'Rem. orig.',
          'Ext.',
          'Med.',
          'Int.',
          'NSD',
          'Recomendación',
        ],
        fontSize: 5.5,
        widths: [
          'auto',
          '*',
          '*',
          '*',
          'auto',
          '*',
          'auto',
          'auto',
          '*',
          'auto',
          'auto',
          'auto',
          'auto',
          'auto',
          'auto',
          'auto',
          'auto',
          'auto',
          '*',
        ],
        rows: inspection.detalle.map((tyre) => [
          tyre.posicion,
          tyre.marcaneumatico,
          tyre.medidaneumatico,
          tyre.modeloneumatico,
          tyre.condicion,
          tyre.disenioneumatico,
          tyre.num_serie,
          tyre.valvula,
          tyre.accesibilidad,
          tyre.malogrado,
          tyre.presionactual,
          tyre.presion_recomendada,
          tyre.estadopresion,
          tyre.remanente_original,
          tyre.exterior,
          tyre.medio,
          tyre.interior,
          tyre.nsk_minimo,
          tyre.recomendacion || '-',
        ]),
      }),
    );
  }
  if (section.limitado) content.push(note(SECTIONS_B_MSG.limitado));
  content.push({ text: '', pageBreak: 'after', pageOrientation: 'portrait' });
  return content;
}
