import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { SpreadsheetImportPage } from '../../../components/spreadsheet-import/spreadsheet-import-page';

export interface TyreImportPageProps {
  clientId: number;
  canImport: boolean;
}

/** '/importarneumatico' (menu 27): upload the tyre Excel; all rows or none are registered. */
export function TyreImportPage({ clientId, canImport }: TyreImportPageProps) {
  return (
    <SpreadsheetImportPage
      clientId={clientId}
      canImport={canImport}
      title="Importar Neumáticos"
      subtitle={
        <>
          Registre varios neumáticos desde Excel con su costo de compra. Vea los registrados en{' '}
          <Link component={RouterLink} to="/neumaticos">
            Reporte de neumáticos
          </Link>
          .
        </>
      }
      rowNoun="neumático"
      uploadPath="/importar/neumatico"
      templatePath="/importar/neumatico/plantilla"
      templateFileName="neumaticos.xlsx"
      // The tyre report and its cost screens show the imported tyres.
      invalidates={[['neumaticos']]}
    />
  );
}
