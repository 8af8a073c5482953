import { PageTitle } from '../../../components/page-title';

/** Being built (issue 13). */
export function CostPerKmPage({ clientId: _clientId }: { clientId: number }) {
  return <PageTitle title="Costo por km / hora" />;
}
