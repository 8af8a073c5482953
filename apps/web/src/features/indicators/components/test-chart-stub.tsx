import type { ReportChartProps } from '../../../components/charts';

/**
 * What the page tests see of a chart: its title and, per category, the value and bar colour it was given
 * (ECharts itself is not what these tests check, and it does not draw in happy-dom).
 */
export function ChartStub(props: ReportChartProps) {
  if (props.kind === 'pie') return <figure aria-label={props.title} />;
  const [series] = props.series;
  return (
    <figure aria-label={props.title}>
      <ul>
        {props.categories.map((category, index) => (
          <li key={category} data-colour={series?.itemColours?.[index]}>
            {`${category}: ${props.format(series?.data[index] ?? null)}`}
          </li>
        ))}
      </ul>
      {props.referenceLines?.map((line) => (
        <span key={line.label}>{`${line.label}: ${props.format(line.value)}`}</span>
      ))}
    </figure>
  );
}
