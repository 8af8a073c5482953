import type { Content } from 'pdfmake/interfaces';
import type { ChartSlice } from '@huella/contracts';
import { formatNumber } from '@huella/domain';
import { chart, dataTable } from './blocks';

export const A_COLOURS = ['#1565c0', '#2e7d32', '#ef6c00', '#6a1b9a', '#c62828', '#00838f', '#757575'];
/** Charts are drawn at twice their printed width (blocks.ts chart), so their text is set at twice 8 pt. */
const CHART_TEXT = { fontSize: 16, color: '#333333' };
/** Labels without ECharts' outline: the PDF's SVG reader paints the outline over the letters. */
const LABEL = { ...CHART_TEXT, textBorderWidth: 0 };

const percent = (value: number) => `${formatNumber(value, 'percent')} %`;

/** A pie of slices, labelled with each slice's own largest-remainder percentage, so chart and table agree. */
export function pieChart(slices: ChartSlice[]): Content {
  const percents = new Map(slices.map((slice) => [slice.descripcion, slice.porcentaje]));
  return chart(
    {
      color: A_COLOURS,
      textStyle: CHART_TEXT,
      legend: { bottom: 0, type: 'plain', textStyle: CHART_TEXT },
      series: [
        {
          type: 'pie',
          radius: '55%',
          center: ['50%', '42%'],
          label: { ...LABEL, formatter: (p) => `${percent(percents.get(p.name) ?? 0)}` },
          data: slices.map((slice) => ({ name: slice.descripcion, value: slice.cantidad })),
        },
      ],
    },
    { width: 320, height: 210 },
  );
}

/** Horizontal bars of tyres per brand (one axle type). */
export function brandBars(slices: ChartSlice[]): Content {
  return chart(
    {
      color: A_COLOURS,
      textStyle: CHART_TEXT,
      grid: { left: 8, right: 40, top: 8, bottom: 8, containLabel: true },
      xAxis: { type: 'value', minInterval: 1, axisLabel: CHART_TEXT },
      yAxis: {
        type: 'category',
        inverse: true,
        axisLabel: CHART_TEXT,
        data: slices.map((slice) => slice.descripcion),
      },
      series: [
        {
          type: 'bar',
          label: { ...LABEL, show: true, position: 'right' },
          data: slices.map((slice) => slice.cantidad),
        },
      ],
    },
    { width: 400, height: Math.max(60, 24 * slices.length + 30) },
  );
}

/** The slices as a table: description, count and percentage, with the total. */
export function slicesTable(header: string, slices: ChartSlice[]): Content {
  const total = slices.reduce((sum, slice) => sum + slice.cantidad, 0);
  return dataTable({
    headers: [header, 'Cantidad', 'Porcentaje'],
    widths: ['*', 70, 70],
    rows: slices.map((slice) => [
      slice.descripcion,
      slice.cantidad,
      { text: percent(slice.porcentaje), alignment: 'right' },
    ]),
    footer: ['Total', total, { text: total > 0 ? '100 %' : '-', alignment: 'right' }],
  });
}
