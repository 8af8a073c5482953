import type { Content } from 'pdfmake/interfaces';
import { type ConsolidatedSectionsB, SECTIONS_B_MSG, SECTIONS_B_TITLES } from '@huella/contracts';
import { dataTable, emptyNote, note, sectionTitle } from './blocks';

/** Rotaciones por desgaste irregular: the tyres whose last reading of the period is irregular. */
export function pdfRotations(section: ConsolidatedSectionsB['rotaciones']): Content[] {
  const title = sectionTitle(SECTIONS_B_TITLES.rotaciones);
  if (section.data.length === 0) return [title, emptyNote(SECTIONS_B_MSG.sinRotaciones)];
  return [
    title,
    dataTable({
      headers: [
        'Placa',
        'Pos.',
        'Marca',
        'Medida',
        'Modelo',
        'Condición',
        'Serie',
        'Ext.',
        'Int.',
        'NSD',
        'TD',
        'Observación',
        'Desgaste irregular',
      ],
      widths: ['auto', 'auto', '*', '*', '*', 'auto', 'auto', 'auto', 'auto', 'auto', 'auto', '*', '*'],
      fontSize: 6,
      rows: section.data.map((row) => [
        row.placa,
        row.posicion,
        row.marca,
        row.medida,
        row.modelo,
        row.condicion,
        row.num_serie,
        row.exterior,
        row.interior,
        row.nsd,
        row.td,
        row.td_adicional,
        row.desgaste_irregular.join(', ') || '-',
      ]),
    }),
    ...(section.limitado ? [note(SECTIONS_B_MSG.limitado)] : []),
  ];
}
