import type { Content } from 'pdfmake/interfaces';
import { type ChartSlice, SECTIONS_B_TITLES, SECTIONS_B_MSG } from '@huella/contracts';
import { formatNumber } from '@huella/domain';
import { chart, dataTable, emptyNote, sectionTitle } from './blocks';

const PIE_COLOURS = ['#2e7d32', '#c62828', '#f9a825', '#1565c0', '#6a1b9a', '#00838f', '#9e9e9e'];
/** The pressure bands' colours: crítica, baja, normal, alta. */
const PRESSURE_COLOURS = ['#c62828', '#f9a825', '#2e7d32', '#1565c0'];
/** Charts are drawn at twice their printed width (blocks.ts chart), so their text is set at twice 8 pt. */
const CHART_TEXT = { fontSize: 16, color: '#333333' };

function pie(
  title: string,
  empty: string,
  datos: ChartSlice[],
  colours: string[],
  header: string,
): Content[] {
  const heading = sectionTitle(title);
  if (datos.length === 0) return [heading, emptyNote(empty)];
  const percents = new Map(datos.map((slice) => [slice.descripcion, slice.porcentaje]));
  return [
    {
      stack: [
        heading,
        chart(
          {
            color: colours,
            textStyle: CHART_TEXT,
            legend: { bottom: 0, textStyle: CHART_TEXT },
            series: [
              {
                type: 'pie',
                radius: '60%',
                center: ['50%', '45%'],
                // The slice's own largest-remainder percentage, so the chart and the table agree.
                label: {
                  ...CHART_TEXT,
                  textBorderWidth: 0,
                  formatter: (p) => `${formatNumber(percents.get(p.name) ?? 0, 'percent')} %`,
                },
                data: datos.map((slice) => ({ name: slice.descripcion, value: slice.cantidad })),
              },
            ],
          },
          { width: 300, height: 190 },
        ),
      ],
      unbreakable: true,
    },
    dataTable({
      headers: [header, 'Cantidad', 'Porcentaje'],
      rows: datos.map((slice) => [
        slice.descripcion,
        slice.cantidad,
        { text: `${formatNumber(slice.porcentaje, 'percent')} %`, alignment: 'right' },
      ]),
    }),
  ];
}

/** Inflado: measured readings against the not measured ones by reason. */
export function pdfInflation(datos: ChartSlice[]): Content[] {
  return pie(SECTIONS_B_TITLES.inflado, SECTIONS_B_MSG.sinInflado, datos, PIE_COLOURS, 'Lectura');
}

/** Presión: the pressure-status bands of the accessible readings with a recommended pressure. */
export function pdfPressure(datos: ChartSlice[]): Content[] {
  return pie(SECTIONS_B_TITLES.presion, SECTIONS_B_MSG.sinPresion, datos, PRESSURE_COLOURS, 'Estado');
}
