import TableChartOutlinedIcon from '@mui/icons-material/TableChartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import { useId, useMemo, useState } from 'react';
import { ChartDataTable, chartTableRows } from './chart-data-table';
import type { ChartReferenceLine, ChartSeries, PieSlice } from './chart-types';
import { EChartsView } from './echarts-view';
import { roundUp } from './format';
import { paletteFor } from './palette';

const FONT = 'Roboto, "Helvetica Neue", Arial, sans-serif';

interface CommonProps {
  /** Read by screen readers (the chart's aria label) and shown nowhere else: the card carries the title. */
  title: string;
  /** es-PE text of a value (e.g. formatNumber(v, 'percent') + ' %'). */
  format: (value: number | null) => string;
  height?: number;
  /** Counts: the value axis ticks on whole numbers only (no '0,5 neumáticos'). */
  integer?: boolean;
}

export interface BarLineChartProps extends CommonProps {
  kind: 'bar' | 'line';
  /** Header of the first column of 'Ver datos' (e.g. 'Mes'). */
  categoryLabel: string;
  categories: string[];
  series: ChartSeries[];
  horizontal?: boolean;
  referenceLines?: ChartReferenceLine[];
  /** The series pile up into one bar per category (the technical report's operations per user and type). */
  stacked?: boolean;
  /** Name of the value axis (e.g. 'USD/km'). */
  valueAxisName?: string;
  /**
   * Short text of each category on the axis (e.g. 'Ene' for 'Enero'): then every label is drawn instead of
   * ECharts dropping the ones that overlap. The tooltip and 'Ver datos' keep the full name.
   */
  categoryAxisLabel?: (category: string) => string;
}

export interface PieChartProps extends CommonProps {
  kind: 'pie';
  categoryLabel: string;
  slices: PieSlice[];
}

export type ReportChartProps = BarLineChartProps | PieChartProps;

/** A label cut into lines of at most `max` characters at its spaces (a single longer word keeps its line). */
export function wrapWords(text: string, max = 26): string {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.length - 1;
    if (last >= 0 && `${lines[last]} ${word}`.length <= max) lines[last] = `${lines[last]} ${word}`;
    else lines.push(word);
  }
  return lines.join('\n');
}

function barLineOption(props: BarLineChartProps) {
  const colours = paletteFor(props.series.length);
  const categoryAxis = {
    type: 'category' as const,
    data: props.categories,
    // A horizontal chart reads top-down like a table: the first category on top.
    inverse: props.horizontal ?? false,
    axisLabel: {
      fontFamily: FONT,
      hideOverlap: !props.categoryAxisLabel,
      ...(props.categoryAxisLabel ? { interval: 0, formatter: props.categoryAxisLabel } : {}),
      // A long name wraps between words onto more lines rather than lose its end (the size tells rows apart).
      ...(props.horizontal
        ? {
            formatter: (category: string) => wrapWords(props.categoryAxisLabel?.(category) ?? category),
            width: 180,
            overflow: 'truncate',
            lineHeight: 13,
          }
        : {}),
    },
  };
  // ECharts scales the axis to the data only; a reference line above every bar would fall off the chart.
  const referenceMax = Math.max(...(props.referenceLines ?? []).map((line) => line.value));
  const valueAxis = {
    type: 'value' as const,
    name: props.valueAxisName,
    // Under a horizontal chart's axis the name has room; at its end it would be cut by the edge.
    ...(props.horizontal ? { nameLocation: 'middle' as const, nameGap: 28 } : {}),
    // Stretched to a round number above the line (70 % for a 60 % objective), so its ticks stay round too.
    max: Number.isFinite(referenceMax)
      ? ({ max }: { max: number }) => (referenceMax >= max ? roundUp(referenceMax * 1.05) : undefined)
      : undefined,
    minInterval: props.integer ? 1 : undefined,
    axisLabel: { fontFamily: FONT, formatter: (value: number) => props.format(value) },
  };
  return {
    color: colours,
    textStyle: { fontFamily: FONT },
    tooltip: {
      trigger: 'axis',
      valueFormatter: (value: number | null) => props.format(value ?? null),
    },
    legend: props.series.length > 1 ? { bottom: 0, type: 'scroll' } : undefined,
    grid: {
      left: 8,
      // A vertical chart's reference lines are named past their right end, outside the bars.
      right: props.referenceLines?.length && !props.horizontal ? 76 : 16,
      top: 24,
      // Room for the legend, or for a horizontal chart's axis name.
      bottom: props.series.length > 1 || (props.horizontal && props.valueAxisName) ? 36 : 8,
      containLabel: true,
    },
    xAxis: props.horizontal ? valueAxis : categoryAxis,
    yAxis: props.horizontal ? categoryAxis : valueAxis,
    series: props.series.map((item, index) => ({
      name: item.name,
      type: props.kind,
      stack: props.stacked ? 'total' : undefined,
      data: item.data.map((value, at) => ({
        value,
        itemStyle: item.itemColours?.[at] ? { color: item.itemColours[at] } : undefined,
      })),
      itemStyle: item.colour ? { color: item.colour } : undefined,
      barMaxWidth: 36,
      connectNulls: false,
      markLine:
        index === 0 && props.referenceLines?.length
          ? {
              symbol: 'none',
              silent: true,
              data: props.referenceLines.map((line) => ({
                name: line.label,
                yAxis: props.horizontal ? undefined : line.value,
                xAxis: props.horizontal ? line.value : undefined,
                lineStyle: { color: line.colour, type: 'dashed' },
                label: {
                  formatter: line.label,
                  color: line.colour,
                  position: props.horizontal ? 'insideEndTop' : 'end',
                },
              })),
            }
          : undefined,
    })),
  };
}

const LEGEND_ROW = 22;

/**
 * The rows a pie's legend wraps into, on the narrowest card (about 290 px inside): each item is its swatch,
 * gaps and name at about 8 px a character (a generous guess: a row too many leaves a gap, one too few would
 * draw the legend over the pie). The drawing grows by the extra rows so the pie keeps its size.
 */
function legendRows(slices: PieSlice[], width = 290): number {
  let rows = 1;
  let used = 0;
  for (const slice of slices) {
    const item = 47 + slice.name.length * 8;
    if (used > 0 && used + item > width) {
      rows += 1;
      used = 0;
    }
    used += item;
  }
  return rows;
}

export const pieHeight = (props: PieChartProps) =>
  (props.height ?? 300) + (legendRows(props.slices) - 1) * LEGEND_ROW;

function pieOption(props: PieChartProps) {
  const legendHeight = legendRows(props.slices) * LEGEND_ROW;
  const pieArea = pieHeight(props) - legendHeight - 8;
  return {
    color: paletteFor(props.slices.length),
    textStyle: { fontFamily: FONT },
    tooltip: {
      trigger: 'item',
      formatter: (item: { name: string; value: number; percent: number }) =>
        `${item.name}: ${props.format(item.value)} (${item.percent.toLocaleString('es-PE', { maximumFractionDigits: 2 })} %)`,
    },
    // Every slice named at once: the legend wraps onto more rows instead of paging ('1/3').
    legend: { bottom: 0, type: 'plain', itemGap: 12 },
    series: [
      {
        type: 'pie',
        radius: [Math.round(pieArea * 0.28), Math.round(pieArea * 0.46)],
        center: ['50%', Math.round(pieArea / 2) + 4],
        avoidLabelOverlap: true,
        label: { show: false },
        data: props.slices.map((slice) => ({ name: slice.name, value: slice.value })),
      },
    ],
  };
}

/**
 * A report chart (ECharts, SVG) with its 'Ver datos' table underneath: every figure drawn can also be read and
 * copied. Loaded lazily through `charts/index.tsx`, so only the screens that draw charts pay for ECharts.
 */
export default function ReportChart(props: ReportChartProps) {
  const [showData, setShowData] = useState(false);
  const tableId = useId();
  const option = useMemo(() => (props.kind === 'pie' ? pieOption(props) : barLineOption(props)), [props]);
  return (
    <Box>
      {/* One accessible name for the drawing (ECharts' own aria would label it a second time); the numbers are
          read in 'Ver datos'. */}
      <Box role="img" aria-label={props.title}>
        <EChartsView
          option={option}
          height={props.kind === 'pie' ? pieHeight(props) : (props.height ?? 300)}
        />
      </Box>
      <Button
        size="small"
        startIcon={<TableChartOutlinedIcon />}
        aria-expanded={showData}
        aria-controls={tableId}
        onClick={() => setShowData((shown) => !shown)}
        sx={{ minHeight: 44 }}
      >
        {showData ? 'Ocultar datos' : 'Ver datos'}
      </Button>
      <Collapse in={showData} id={tableId} unmountOnExit>
        <ChartDataTable
          categoryLabel={props.categoryLabel}
          rows={chartTableRows(props)}
          format={props.format}
        />
      </Collapse>
    </Box>
  );
}
