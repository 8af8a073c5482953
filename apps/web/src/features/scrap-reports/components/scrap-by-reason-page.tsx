import { ScrapMonthReport } from './scrap-month-report';

/** '/reportescrapmotivo' (menu 84): the year's scrap by month and reason for retirement. */
export function ScrapByReasonPage({ clientId }: { clientId: number }) {
  return <ScrapMonthReport clientId={clientId} grouping="motivo" />;
}
