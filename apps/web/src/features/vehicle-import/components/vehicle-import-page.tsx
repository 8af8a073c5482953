import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { SpreadsheetImportPage } from '../../../components/spreadsheet-import/spreadsheet-import-page';

export interface VehicleImportPageProps {
  clientId: number;
  canImport: boolean;
}

/**
 * '/importarvehiculos' (menu 26): upload the vehicles Excel, optionally with the serials of the tyres already
 * mounted on each position (the opening inventory); all rows or none are registered.
 */
export function VehicleImportPage({ clientId, canImport }: VehicleImportPageProps) {
  return (
    <SpreadsheetImportPage
      clientId={clientId}
      canImport={canImport}
      title="Importar Vehículos"
      subtitle={
        <>
          Registre varios vehículos desde Excel y, si lo desea, los neumáticos que ya tienen montados
          (columnas Posición P1 a Posición P22). Vea los registrados en{' '}
          <Link component={RouterLink} to="/vehiculos">
            Vehículos
          </Link>
          .
        </>
      }
      rowNoun="vehículo"
      uploadPath="/importar/vehiculo"
      templatePath="/importar/vehiculo/plantilla"
      templateFileName="vehiculos.xlsx"
      invalidates={[['vehiculos'], ['neumaticos']]}
    />
  );
}
