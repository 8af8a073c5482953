import * as echarts from 'echarts';

/** The option object ECharts takes; the PDF's charts are plain pies and bars. */
export type ChartOption = echarts.EChartsOption;

/**
 * One chart as an SVG string, drawn by ECharts' server-side renderer (no DOM, no browser), for pdfmake's
 * `{ svg }` node. Animation is off: the first frame is the picture.
 */
export function chartSvg(option: ChartOption, size: { width: number; height: number }): string {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, ...size });
  try {
    chart.setOption({ animation: false, ...option });
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}
