import type { Content } from 'pdfmake/interfaces';
import {
  type PeriodRetreadability,
  type PeriodRetreadIndex,
  SECTIONS_C_HOW,
  SECTIONS_C_MSG,
  SECTIONS_C_TITLES,
} from '@huella/contracts';
import { formatNumber } from '@huella/domain';
import { chart, dataTable, emptyNote, note, sectionTitle } from './blocks';
import { keepWithNext } from './c-keep';
import { criterionCell, criterionSolid } from './c-criterion';

const PIE_COLOURS = ['#1565c0', '#2e7d32'];
/** Charts are drawn at twice their printed width (blocks.ts chart), so their text is set at twice 8 pt. */
const CHART_TEXT = { fontSize: 16, color: '#333333' };
/** Labels without ECharts' outline: the PDF's SVG reader paints the outline over the letters. */
const LABEL = { ...CHART_TEXT, textBorderWidth: 0 };

/** Índice de reencauche: the pie of new and retreaded lives started in the period, and the index. */
export function pdfRetreadIndex(section: PeriodRetreadIndex): Content[] {
  const title = sectionTitle(SECTIONS_C_TITLES.indiceReencauche);
  if (section.datos.length === 0) return [title, emptyNote(SECTIONS_C_MSG.sinIndiceReencauche)];
  const percents = new Map(section.datos.map((slice) => [slice.descripcion, slice.porcentaje]));
  return [
    keepWithNext(
      title,
      chart(
        {
          color: PIE_COLOURS,
          textStyle: CHART_TEXT,
          legend: { bottom: 0, textStyle: CHART_TEXT },
          series: [
            {
              type: 'pie',
              radius: '60%',
              center: ['50%', '45%'],
              // The slice's own largest-remainder percentage, so the chart and the table agree.
              label: {
                ...LABEL,
                formatter: (p) => `${formatNumber(percents.get(p.name) ?? 0, 'percent')} %`,
              },
              data: section.datos.map((slice) => ({ name: slice.descripcion, value: slice.cantidad })),
            },
          ],
        },
        { width: 300, height: 190 },
      ),
    ),
    dataTable({
      headers: ['Vida', 'Cantidad', 'Porcentaje'],
      rows: section.datos.map((slice) => [
        slice.descripcion,
        slice.cantidad,
        { text: `${formatNumber(slice.porcentaje, 'percent')} %`, alignment: 'right' },
      ]),
      footer: [
        'Índice de reencauche',
        section.vidas,
        criterionCell(section.porcentaje, section.criterio, {
          direction: 'mayor-es-mejor',
          kind: 'percent',
          scale: 100,
          suffix: ' %',
        }),
      ],
      widths: ['*', 80, 100],
    }),
    note(SECTIONS_C_HOW.indiceReencauche),
  ];
}

/** Índice de reencauchabilidad: a bar per month of the period and the period's figure. */
export function pdfRetreadability(section: PeriodRetreadability): Content[] {
  const title = sectionTitle(SECTIONS_C_TITLES.reencauchabilidad);
  if (section.periodo.vidas_reencauchadas === 0)
    return [title, emptyNote(SECTIONS_C_MSG.sinReencauchabilidad)];
  const bars = [
    ...section.meses.map((month) => ({ name: month.nombre, value: month.indicador })),
    { name: 'Periodo', value: section.periodo.indicador },
  ];
  return [
    keepWithNext(
      title,
      chart(
        {
          textStyle: CHART_TEXT,
          grid: { left: 60, right: 20, top: 40, bottom: 44 },
          xAxis: { type: 'category', data: bars.map((bar) => bar.name), axisLabel: CHART_TEXT },
          yAxis: { type: 'value', min: 0, axisLabel: CHART_TEXT },
          series: [
            {
              type: 'bar',
              barMaxWidth: 40,
              data: bars.map((bar) => ({
                value: bar.value ?? 0,
                itemStyle: { color: criterionSolid(bar.value, section.criterio, 'mayor-es-mejor') },
              })),
            },
          ],
        },
        { width: 420, height: 180 },
      ),
    ),
    dataTable({
      headers: ['Mes', 'Vidas reencauchadas', 'Suma de reencauches', 'Reencauchabilidad'],
      rows: section.meses.map((month) => [
        month.nombre,
        month.vidas_reencauchadas,
        month.suma_reencauches,
        criterionCell(month.indicador, section.criterio, { direction: 'mayor-es-mejor', kind: 'percent' }),
      ]),
      footer: [
        'Periodo',
        section.periodo.vidas_reencauchadas,
        section.periodo.suma_reencauches,
        criterionCell(section.periodo.indicador, section.criterio, {
          direction: 'mayor-es-mejor',
          kind: 'percent',
        }),
      ],
    }),
    note(SECTIONS_C_HOW.reencauchabilidad),
  ];
}
