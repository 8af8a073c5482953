import Button from '@mui/material/Button';
import { useState } from 'react';
import { ChartDataTable, chartTableRows } from './chart-data-table';
import type { ReportChartProps } from './report-chart';

/**
 * What the screen tests see of a chart (ECharts does not draw in happy-dom, and is not what they check): its
 * title, each bar's value and colour ('Enero: 60,00 %', data-colour; stacked: every part), its reference lines, and the real
 * 'Ver datos' table. Screen tests put it in place of `ReportChart` with `vi.mock('…/components/charts', …)`.
 */
export function ChartStub(props: ReportChartProps) {
  const [shown, setShown] = useState(false);
  const bars = props.kind === 'pie' ? undefined : props.series[0];
  return (
    <figure aria-label={props.title} data-colours={(bars?.itemColours ?? []).join(' ')}>
      {props.kind !== 'pie' && (
        <ul>
          {props.stacked
            ? // Each category's part of every series ('Ana · Neumáticos: 4').
              props.series.flatMap((series) =>
                props.categories.map((category, index) => (
                  <li key={`${series.name}-${category}`}>
                    {`${category} · ${series.name}: ${props.format(series.data[index] ?? null)}`}
                  </li>
                )),
              )
            : props.categories.map((category, index) => (
                <li key={category} data-colour={bars?.itemColours?.[index]}>
                  {`${category}: ${props.format(bars?.data[index] ?? null)}`}
                </li>
              ))}
        </ul>
      )}
      {props.kind !== 'pie' &&
        props.referenceLines?.map((line) => (
          <span key={line.label}>{`${line.label}: ${props.format(line.value)}`}</span>
        ))}
      <Button onClick={() => setShown((value) => !value)}>{shown ? 'Ocultar datos' : 'Ver datos'}</Button>
      {shown && (
        <ChartDataTable
          categoryLabel={props.categoryLabel}
          rows={chartTableRows(props)}
          format={props.format}
        />
      )}
    </figure>
  );
}
