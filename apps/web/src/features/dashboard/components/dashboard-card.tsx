import { ReportCard, type ReportCardProps } from '../../../components/reports/report-card';

/** Columns a card takes: of 2 on a landscape tablet, of 6 on a laptop; one column below that. */
export interface CardSpan {
  md: 1 | 2;
  lg: 2 | 3 | 6;
}

/** One card of the dashboard: the report card, placed in the dashboard's grid. */
export function DashboardCard({ span, ...card }: Omit<ReportCardProps, 'sx'> & { span: CardSpan }) {
  return (
    <ReportCard
      {...card}
      sx={{ gridColumn: { xs: 'span 1', md: `span ${span.md}`, lg: `span ${span.lg}` } }}
    />
  );
}
