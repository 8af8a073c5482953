import { formatNumber } from '@huella/domain';
import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { EChartsView } from '../../../components/charts/echarts-view';
import type { CurveLine, CurveUnit } from './curve-series';

const FONT = 'Roboto, "Helvetica Neue", Arial, sans-serif';
const LIMIT_COLOUR = '#c62828';

export interface WearCurveChartProps {
  title: string;
  lines: CurveLine[];
  unit: CurveUnit;
  /** The retread limit of the vehicle's application, drawn across the chart; null = none set. */
  limit: number | null;
  height?: number;
}

function option({ lines, unit, limit }: WearCurveChartProps) {
  const distance = (value: number) => formatNumber(value, 'other');
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
    color: lines.map((line) => line.colour),
    // The legend wraps over the plot; the grid starts below it (legendRows), so many positions never cover a line.
    legend: { type: 'plain' as const, top: 0, left: 0, right: 0, itemWidth: 18, textStyle: { fontSize: 11 } },
    grid: { left: 8, right: 24, bottom: 8, top: legendRows(lines.length), containLabel: true },
    tooltip: {
      trigger: 'item' as const,
      formatter: (params: { seriesName: string; value: [number, number] }) =>
        `${params.seriesName}<br/>${distance(params.value[0])} ${unit.distance}: ${formatNumber(params.value[1], 'other')} mm`,
    },
    xAxis: {
      type: 'value' as const,
      name: unit.distance,
      nameLocation: 'middle' as const,
      nameGap: 28,
      min: 0,
      axisLabel: { formatter: distance, hideOverlap: true },
    },
    yAxis: {
      type: 'value' as const,
      name: 'mm',
      min: 0,
      axisLabel: { formatter: (value: number) => formatNumber(value, 'other') },
    },
    series: lines.map((line, index) => ({
      type: 'line' as const,
      name: line.name,
      data: line.points,
      symbolSize: 7,
      lineStyle: { width: 2, type: line.history ? ('dashed' as const) : ('solid' as const) },
      ...(index === 0 && limitLine ? { markLine: limitLine } : {}),
    })),
  };
}

/** Room the legend takes above the plot: about four names per line at 1366 px, more lines on a tablet. */
const legendRows = (count: number) => 28 + Math.ceil(count / 4) * 22;

/**
 * The vehicle's wear curves (ECharts, SVG): mm against the km (or hours) of each tyre life, one line per tyre on
 * its position (dashed when it ran there earlier), and the retread limit across. Loaded lazily with ECharts.
 */
export default function WearCurveChart(props: WearCurveChartProps) {
  const chartOption = useMemo(() => option(props), [props]);
  return (
    <Box role="img" aria-label={props.title}>
      <EChartsView option={chartOption} height={props.height ?? 360 + legendRows(props.lines.length) - 50} />
    </Box>
  );
}
