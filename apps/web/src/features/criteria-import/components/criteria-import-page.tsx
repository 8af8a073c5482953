import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { SpreadsheetImportPage } from '../../../components/spreadsheet-import/spreadsheet-import-page';

export interface CriteriaImportPageProps {
  clientId: number;
  canImport: boolean;
}

/** '/importarcriterio' (menu 28): upload the criteria Excel; all rows or none are registered. */
export function CriteriaImportPage({ clientId, canImport }: CriteriaImportPageProps) {
  return (
    <SpreadsheetImportPage
      clientId={clientId}
      canImport={canImport}
      title="Importar Criterios de Aceptación"
      subtitle={
        <>
          Registre varios criterios desde Excel. Vea los registrados en{' '}
          <Link component={RouterLink} to="/criterioaceptacion">
            Criterios de aceptación
          </Link>
          .
        </>
      }
      rowNoun="criterio"
      uploadPath="/importar/criterio"
      templatePath="/importar/criterio/plantilla"
      templateFileName="criterio_aceptacion.xlsx"
      invalidates={[['criterioaceptacion']]}
    />
  );
}
