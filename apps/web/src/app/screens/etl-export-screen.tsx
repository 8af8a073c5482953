import { EtlExportPage } from '../../features/etl-export/components/etl-export-page';

export function EtlExportScreen() {
  return <EtlExportPage />;
}
