import { RetreadIndicatorPage } from './retread-indicator-page';

/** '/indicadorreencauche' (menu 66): the retread index, shown as a percent with 2 decimals. */
export function RetreadIndexPage({ clientId }: { clientId: number }) {
  return <RetreadIndicatorPage clientId={clientId} kind="reencauche" />;
}
