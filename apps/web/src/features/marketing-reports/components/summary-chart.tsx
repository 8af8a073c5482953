import { formatCount, ReportChart } from '../../../components/charts';

/** A summary table's rows as horizontal bars (ECharts loads on first use), with its 'Ver datos'. */
export function SummaryChart({
  title,
  categoryLabel,
  rows,
}: {
  title: string;
  categoryLabel: string;
  rows: { name: string; cantidad: number; porcentaje: number }[];
}) {
  if (rows.length === 0) return null;
  return (
    <ReportChart
      kind="bar"
      horizontal
      title={title}
      categoryLabel={categoryLabel}
      categories={rows.map((row) => row.name)}
      series={[{ name: 'Neumáticos', data: rows.map((row) => row.cantidad) }]}
      format={formatCount}
      integer
      height={Math.max(220, rows.length * 28 + 48)}
    />
  );
}
