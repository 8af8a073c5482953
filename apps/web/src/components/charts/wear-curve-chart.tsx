import { formatNumber } from '@huella/domain';
import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { EChartsView } from './echarts-view';
import type { WearCurveChartProps, WearCurveLine } from './wear-curve-types';

const FONT = 'Roboto, "Helvetica Neue", Arial, sans-serif';
const LIMIT_COLOUR = '#c62828';
const PLOT_HEIGHT = 310;

/** Room the legend takes above the plot: about eight entries per line at 820 px. */
const legendHeight = (lines: WearCurveLine[]) =>
  28 + Math.ceil(new Set(lines.map((l) => l.legend)).size / 8) * 22;

const mm = (value: number) => formatNumber(value, 'other');

function lineStyle(kind: WearCurveLine['kind']) {
  if (kind === 'projection') return { width: 2, type: 'dashed' as const };
  if (kind === 'earlier') return { width: 1.5, opacity: 0.65 };
  return { width: 3 };
}

function option({ lines, distance, limit }: WearCurveChartProps) {
  const limitLine =
    limit === null
      ? undefined
      : {
          silent: true,
          symbol: 'none',
          lineStyle: { color: LIMIT_COLOUR, type: 'solid' as const, width: 2 },
          label: {
            formatter: `Límite de reencauche ${mm(limit)} mm`,
            position: 'insideStartTop' as const,
            color: LIMIT_COLOUR,
            fontFamily: FONT,
          },
          data: [{ yAxis: limit }],
        };
  return {
    aria: { enabled: false },
    animation: false,
    textStyle: { fontFamily: FONT },
    legend: { top: 0, left: 0, right: 0, itemWidth: 20, textStyle: { fontSize: 12 } },
    grid: { left: 8, right: 28, bottom: 30, top: legendHeight(lines), containLabel: true },
    tooltip: {
      trigger: 'item' as const,
      formatter: (params: { data: { name: string; value: [number, number] } }) =>
        `${params.data.name}<br/>${mm(params.data.value[0])} ${distance}: ${mm(params.data.value[1])} mm`,
    },
    xAxis: {
      type: 'value' as const,
      name: distance === 'km' ? 'Kilómetros recorridos en la vida' : 'Horas recorridas en la vida',
      nameLocation: 'middle' as const,
      nameGap: 28,
      min: 0,
      axisLabel: {
        formatter: (value: number) => value.toLocaleString('es-PE', { maximumFractionDigits: 0 }),
        hideOverlap: true,
      },
    },
    yAxis: {
      type: 'value' as const,
      name: 'Remanente (mm)',
      nameGap: 14,
      nameTextStyle: { align: 'left' as const },
      min: 0,
      axisLabel: { formatter: mm },
    },
    series: lines.map((line, index) => ({
      type: 'line' as const,
      name: line.legend,
      color: line.colour,
      data: line.points.map((value) => ({ value, name: line.name })),
      symbol: line.kind === 'projection' ? 'none' : 'circle',
      symbolSize: line.kind === 'current' ? 8 : 6,
      // Earlier lives recede: the current one is what the reader acts on.
      itemStyle: { opacity: line.kind === 'earlier' ? 0.65 : 1 },
      lineStyle: lineStyle(line.kind),
      z: line.kind === 'current' ? 3 : 2,
      ...(index === 0 && limitLine ? { markLine: limitLine } : {}),
    })),
  };
}

/** Remnant mm against the km (or hours) of each tyre life, the retread limit across (ECharts, SVG). */
export default function WearCurveChart(props: WearCurveChartProps) {
  const chartOption = useMemo(() => option(props), [props]);
  return (
    <Box role="img" aria-label={props.title}>
      <EChartsView option={chartOption} height={PLOT_HEIGHT + legendHeight(props.lines)} />
    </Box>
  );
}
