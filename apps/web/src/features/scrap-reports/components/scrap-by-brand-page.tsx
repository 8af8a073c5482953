import { ScrapMonthReport } from './scrap-month-report';

/** '/reportescrapmarca' (menu 85): the year's scrap by month and brand of the tyre. */
export function ScrapByBrandPage({ clientId }: { clientId: number }) {
  return <ScrapMonthReport clientId={clientId} grouping="marca" />;
}
