import { PageTitle } from '../../../components/page-title';

/** Being built (issue 13). */
export function RetreadIndexPage({ clientId: _clientId }: { clientId: number }) {
  return <PageTitle title="Índice de reencauche" />;
}
