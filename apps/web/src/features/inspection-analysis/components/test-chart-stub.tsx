import Button from '@mui/material/Button';
import { useState } from 'react';
import type { ReportChartProps } from '../../../components/charts';
import { ChartDataTable } from '../../../components/charts/chart-data-table';

/**
 * What the tests see of a chart: its title, the bar colours, and the real 'Ver datos' table (ECharts itself
 * does not load in happy-dom, and is not what these tests check).
 */
export function ChartStub(props: ReportChartProps) {
  const [shown, setShown] = useState(false);
  const table =
    props.kind === 'pie'
      ? {
          categories: props.slices.map((slice) => slice.name),
          series: [{ name: 'Cantidad', data: props.slices.map((slice) => slice.value) }],
        }
      : { categories: props.categories, series: props.series };
  const colours = props.kind === 'pie' ? [] : (props.series[0]?.itemColours ?? []);
  return (
    <figure aria-label={props.title} data-colours={colours.join(' ')}>
      <Button onClick={() => setShown((value) => !value)}>{shown ? 'Ocultar datos' : 'Ver datos'}</Button>
      {shown && (
        <ChartDataTable
          categoryLabel={props.categoryLabel}
          categories={table.categories}
          series={table.series}
          format={props.format}
        />
      )}
    </figure>
  );
}
