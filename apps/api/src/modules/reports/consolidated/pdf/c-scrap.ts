import type { Content } from 'pdfmake/interfaces';
import { type ScrapLossResponse, SECTIONS_C_HOW, SECTIONS_C_MSG, SECTIONS_C_TITLES } from '@huella/contracts';
import { formatNumber } from '@huella/domain';
import { dataTable, emptyNote, note, sectionTitle } from './blocks';

const money = (value: number) => formatNumber(value, 'money');

/** Pérdidas por scrap: the period's scrap records as recorded, with their totals (domain.md §11). */
export function pdfScrapLosses(section: ScrapLossResponse): Content[] {
  const title = sectionTitle(SECTIONS_C_TITLES.perdidasScrap);
  if (section.data.length === 0) return [title, emptyNote(section.mensaje ?? '')];
  return [
    title,
    dataTable({
      headers: [
        'Serie',
        'Marca',
        'Modelo',
        'Medida',
        'Cond.',
        'Fecha scrap',
        'Motivo',
        'Rem. original',
        'Rem. final',
        'Rem. límite',
        'Costo (USD)',
        'Costo perdido (USD)',
      ],
      rows: section.data.map((row) => [
        row.num_serie,
        row.marca,
        row.modelo,
        row.medida,
        row.condicion,
        row.fecha_scrap,
        row.motivo,
        row.remanente_original,
        row.remanente_final,
        row.remanente_limite,
        { text: money(row.costo), alignment: 'right' },
        { text: money(row.costo_perdido), alignment: 'right' },
      ]),
      footer: [
        `Total: ${section.totales.cantidad}`,
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        { text: money(section.totales.costo), alignment: 'right' },
        { text: money(section.totales.costo_perdido), alignment: 'right' },
      ],
      widths: ['auto', '*', '*', '*', 'auto', 'auto', '*', 'auto', 'auto', 'auto', 'auto', 'auto'],
      fontSize: 6.5,
    }),
    ...(section.limitado ? [note(SECTIONS_C_MSG.limitado)] : []),
    note(SECTIONS_C_HOW.perdidasScrap),
  ];
}
