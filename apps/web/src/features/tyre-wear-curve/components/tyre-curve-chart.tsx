import { formatNumber } from '@huella/domain';
import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { EChartsView } from '../../../components/charts/echarts-view';
import type { CurveLine, CurveUnit } from './curve-data';

const FONT = 'Roboto, "Helvetica Neue", Arial, sans-serif';
const LIMIT_COLOUR = '#c62828';

export interface TyreCurveChartProps {
  title: string;
  lines: CurveLine[];
  unit: CurveUnit;
  /** The retread limit, drawn across the chart; null = none known. */
  limit: number | null;
  height?: number;
}

function option({ lines, unit, limit }: TyreCurveChartProps) {
  const limitLine =
    limit === null
      ? undefined
      : {
          silent: true,
          symbol: 'none',
          lineStyle: { color: LIMIT_COLOUR, type: 'solid' as const, width: 2 },
          label: {
            formatter: `Límite de reencauche ${formatNumber(limit, 'other')} mm`,
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
    legend: { top: 0, left: 0, right: 0, itemWidth: 22, textStyle: { fontSize: 12 } },
    grid: { left: 8, right: 28, bottom: 30, top: 56, containLabel: true },
    tooltip: {
      trigger: 'item' as const,
      formatter: (params: { seriesName: string; value: [number, number] }) =>
        `${params.seriesName}<br/>${formatNumber(params.value[0], 'other')} ${unit.distance}: ${formatNumber(params.value[1], 'other')} mm`,
    },
    xAxis: {
      type: 'value' as const,
      name: unit.distance === 'km' ? 'Kilómetros recorridos en la vida' : 'Horas recorridas en la vida',
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
      axisLabel: { formatter: (value: number) => formatNumber(value, 'other') },
    },
    series: lines.map((line, index) => ({
      type: 'line' as const,
      name: line.name,
      color: line.colour,
      data: line.points,
      symbol: line.kind === 'projection' ? 'none' : 'circle',
      symbolSize: line.kind === 'current' ? 8 : 6,
      // Earlier lives recede: the current one is what the reader acts on.
      itemStyle: { opacity: line.kind === 'earlier' ? 0.65 : 1 },
      lineStyle:
        line.kind === 'projection'
          ? { width: 2, type: 'dashed' as const }
          : line.kind === 'earlier'
            ? { width: 1.5, opacity: 0.65 }
            : { width: 3 },
      z: line.kind === 'current' ? 3 : 2,
      ...(index === 0 && limitLine ? { markLine: limitLine } : {}),
    })),
  };
}

/** The tyre's wear curve (ECharts, SVG): mm against the km (or hours) of each life, the limit and the projection. */
export default function TyreCurveChart(props: TyreCurveChartProps) {
  const chartOption = useMemo(() => option(props), [props]);
  return (
    <Box role="img" aria-label={props.title}>
      <EChartsView option={chartOption} height={props.height ?? 360} />
    </Box>
  );
}
