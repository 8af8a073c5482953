import type { Content } from 'pdfmake/interfaces';
import { type RetreadService, SECTIONS_C_HOW, SECTIONS_C_MSG, SECTIONS_C_TITLES } from '@huella/contracts';
import { dataTable, emptyNote, note, sectionTitle } from './blocks';

/** Neumáticos para servicio de reencauche: the tyres at or under their retread limit at the period's end. */
export function pdfRetreadService(section: RetreadService): Content[] {
  const title = sectionTitle(SECTIONS_C_TITLES.servicioReencauche);
  if (section.data.length === 0) return [title, emptyNote(SECTIONS_C_MSG.sinServicioReencauche)];
  return [
    title,
    dataTable({
      headers: [
        'Placa',
        'Posición',
        'Serie',
        'Marca',
        'Medida',
        'Diseño',
        'Condición',
        'NSD (mm)',
        'Rem. límite (mm)',
      ],
      rows: section.data.map((row) => [
        row.placa,
        row.posicion,
        row.num_serie,
        row.marca,
        row.medida,
        row.disenio,
        row.condicion,
        row.nsd,
        row.remanente_limite,
      ]),
      footer: [`Total: ${section.total}`, '', '', '', '', '', '', '', ''],
      widths: ['auto', 'auto', 'auto', '*', '*', '*', 'auto', 'auto', 'auto'],
      fontSize: 7,
    }),
    ...(section.limitado ? [note(SECTIONS_C_MSG.limitado)] : []),
    note(SECTIONS_C_HOW.servicioReencauche),
  ];
}
