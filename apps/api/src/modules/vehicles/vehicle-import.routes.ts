import { spreadsheetImportRoutes } from '../../lib/spreadsheet-import-routes';
import { importVehicles } from './vehicle-import';
import { vehicleTemplate } from './vehicle-import-template';

/** Permission id of /importarvehiculos (spec 1 §2.2). */
const VEHICLE_IMPORT_MENU = 26;

/** The vehicle import (spec 1 §2.7, §7): the upload and its template. */
export const vehicleImportRoutes = spreadsheetImportRoutes({
  kind: 'vehiculo',
  tags: ['Vehículos'],
  menu: VEHICLE_IMPORT_MENU,
  summary:
    'Importar vehículos desde Excel (.xlsx, 12 MB), con los neumáticos ya montados por posición: todo o nada; errores por fila tras "&&&&"',
  templateSummary: 'Plantilla Excel de la importación de vehículos, con los catálogos del cliente',
  templateFileName: 'vehiculos.xlsx',
  run: importVehicles,
  template: vehicleTemplate,
});
