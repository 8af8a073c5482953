import { RetreadIndicatorPage } from './retread-indicator-page';

/** '/indicadorreencauchabilidad' (menu 67): the mean retread number, 2 decimals. */
export function RetreadabilityPage({ clientId }: { clientId: number }) {
  return <RetreadIndicatorPage clientId={clientId} kind="reencauchabilidad" />;
}
