import TableChartOutlinedIcon from '@mui/icons-material/TableChartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import { useId, useMemo, useState } from 'react';
import { ChartDataTable } from '../../../components/charts/chart-data-table';
import type { ChartSeries } from '../../../components/charts/chart-types';
import { EChartsView } from '../../../components/charts/echarts-view';
import { paletteFor } from '../../../components/charts/palette';
import type { StackedBarChartProps } from './stacked-bar-chart';

const FONT = 'Roboto, "Helvetica Neue", Arial, sans-serif';

/** Each user's bar split by operation type; the value axis at the bottom so long names read on the left. */
function stackedOption(props: StackedBarChartProps) {
  return {
    color: paletteFor(props.series.length),
    textStyle: { fontFamily: FONT },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { bottom: 0, type: 'scroll' },
    grid: { left: 8, right: 16, top: 16, bottom: 36, containLabel: true },
    xAxis: { type: 'value', minInterval: 1, axisLabel: { fontFamily: FONT } },
    yAxis: {
      type: 'category',
      data: props.categories,
      inverse: true,
      axisLabel: { fontFamily: FONT, width: 180, overflow: 'truncate' },
    },
    series: props.series.map((item: ChartSeries) => ({
      name: item.name,
      type: 'bar',
      stack: 'total',
      barMaxWidth: 28,
      data: item.data,
    })),
  };
}

/**
 * The productivity bars (spec 3 §2.16: stacked per user by operation type), with the same 'Ver datos' table as
 * every report chart. The shared ReportChart draws grouped bars only; this module is loaded lazily, so ECharts
 * still arrives only with the chart.
 */
export default function StackedBarChartView(props: StackedBarChartProps) {
  const [showData, setShowData] = useState(false);
  const tableId = useId();
  const option = useMemo(() => stackedOption(props), [props]);
  const height = Math.max(220, props.categories.length * 32 + 70);
  return (
    <Box>
      <Box role="img" aria-label={props.title}>
        <EChartsView option={option} height={height} />
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
          rows={{ categories: props.categories, columns: props.series }}
          format={props.format}
        />
      </Collapse>
    </Box>
  );
}
