import type { Content } from 'pdfmake/interfaces';
import {
  type PeriodCostPerKm,
  REPORT_MSG,
  SECTIONS_C_HOW,
  SECTIONS_C_MSG,
  SECTIONS_C_TITLES,
} from '@huella/contracts';
import { formatNumber } from '@huella/domain';
import { type Cell, dataTable, emptyNote, note, sectionTitle } from './blocks';
import { criterionCell } from './c-criterion';

const cost = (value: number | null) => (value === null ? null : formatNumber(value, 'costPerUnit'));

/**
 * Costo por kilómetro: a row per brand, model and size with its criterion, each month's indicator and the
 * period's, painted lower-is-better (domain.md §6). Twelve months and the period must fit A4 portrait: the tyre
 * and its criterion take one column each (lines inside the cell), months past six are named by three letters.
 */
export function pdfCostPerKm(section: PeriodCostPerKm): Content[] {
  const title = sectionTitle(SECTIONS_C_TITLES.costoKm);
  const hours = section.hay_horas ? [note(SECTIONS_C_MSG.horas)] : [];
  if (section.datos.length === 0) return [title, emptyNote(SECTIONS_C_MSG.sinCostoKm), ...hours];
  type Row = PeriodCostPerKm['datos'][number];
  const paint = (value: number | null | undefined, row: Row) =>
    criterionCell(value, row.criterio, { direction: 'menor-es-mejor', kind: 'costPerUnit' });
  const criterion = (row: Row): Cell =>
    row.criterio
      ? `Obj. ${cost(row.criterio_superior)}\nTol. ${cost(row.rango_c_inferior)} – ${cost(row.rango_c_superior)}\nDef. ${cost(row.criterio_inferior)}`
      : REPORT_MSG.sinCriterio;
  const short = section.meses.length > 6;
  const rows: Cell[][] = section.datos.map((row) => [
    `${row.marca}\n${row.modelo} · ${row.medida}`,
    criterion(row),
    ...section.meses.map((month) => paint(row[`indicador_mes_${month.mes}`], row)),
    paint(row.indicador, row),
  ]);
  return [
    title,
    dataTable({
      headers: [
        'Marca / Modelo / Medida',
        'Criterio',
        ...section.meses.map((month) => (short ? month.nombre.slice(0, 3) : month.nombre)),
        'Periodo',
      ],
      rows,
      footer: ['Total', '', ...section.meses.map(() => ''), cost(section.kpi.indicador)],
      widths: ['*', 'auto', ...section.meses.map(() => 'auto'), 'auto'],
      fontSize: short ? 6 : 7.5,
    }),
    note(`${SECTIONS_C_HOW.costoKm} Sin criterio de aceptación la celda queda sin color.`),
    ...hours,
  ];
}
