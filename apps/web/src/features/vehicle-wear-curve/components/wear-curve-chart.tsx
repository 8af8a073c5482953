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
  const axisDistance = (value: number) => value.toLocaleString('es-PE', { maximumFractionDigits: 0 });
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
    // One legend entry per position (series of one name share it): hiding 'Pos. 3' hides every tyre that ran there.
    // The legend wraps above the plot; the grid starts below it (legendRows).
    legend: { top: 0, left: 0, right: 0, itemWidth: 18, textStyle: { fontSize: 11 } },
    grid: { left: 8, right: 24, bottom: 30, top: legendRows(positionCount(lines)), containLabel: true },
    tooltip: {
      trigger: 'item' as const,
      formatter: (params: { data: { tyre: string; value: [number, number] } }) =>
        `${params.data.tyre}<br/>${distance(params.data.value[0])} ${unit.distance}: ${formatNumber(params.data.value[1], 'other')} mm`,
    },
    xAxis: {
      type: 'value' as const,
      name: unit.distance,
      nameLocation: 'middle' as const,
      nameGap: 28,
      min: 0,
      axisLabel: { formatter: axisDistance, hideOverlap: true },
    },
    yAxis: {
      type: 'value' as const,
      name: 'mm',
      min: 0,
      axisLabel: { formatter: (value: number) => formatNumber(value, 'other') },
    },
    series: lines.map((line, index) => ({
      type: 'line' as const,
      name: line.position,
      color: line.colour,
      data: line.points.map((value) => ({ value, tyre: line.name })),
      // Earlier tyres recede (dashed, lighter): the installed ones are what the reader acts on.
      symbolSize: line.history ? 5 : 7,
      itemStyle: { opacity: line.history ? 0.6 : 1 },
      lineStyle: line.history
        ? { width: 1.5, type: 'dashed' as const, opacity: 0.6 }
        : { width: 2.5, type: 'solid' as const },
      ...(index === 0 && limitLine ? { markLine: limitLine } : {}),
    })),
  };
}

/** Room the legend takes above the plot: about eight positions per line at 820 px. */
const legendRows = (count: number) => 28 + Math.ceil(count / 8) * 22;
const positionCount = (lines: CurveLine[]) => new Set(lines.map((line) => line.position)).size;

/**
 * The vehicle's wear curves (ECharts, SVG): mm against the km (or hours) of each tyre life, one line per tyre on
 * its position (dashed when it ran there earlier), and the retread limit across. Loaded lazily with ECharts.
 */
export default function WearCurveChart(props: WearCurveChartProps) {
  const chartOption = useMemo(() => option(props), [props]);
  return (
    <Box role="img" aria-label={props.title}>
      <EChartsView
        option={chartOption}
        height={props.height ?? 360 + legendRows(positionCount(props.lines)) - 50}
      />
    </Box>
  );
}
