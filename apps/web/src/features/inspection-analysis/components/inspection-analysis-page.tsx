import { PageTitle } from '../../../components/page-title';

/** Being built (issue 13). */
export function InspectionAnalysisPage({ clientId: _clientId }: { clientId: number }) {
  return <PageTitle title="Análisis de inspecciones" />;
}
