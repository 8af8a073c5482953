import { spreadsheetImportRoutes } from '../../lib/spreadsheet-import-routes';
import { importTyres, tyreTemplate } from './tyre-import';

/** Permission id of /importarneumatico (spec 1 §2.2). */
const TYRE_IMPORT_MENU = 27;

/** The tyre import (spec 1 §2.7, §7): the upload and its template. */
export const tyreImportRoutes = spreadsheetImportRoutes({
  kind: 'neumatico',
  tags: ['Neumáticos'],
  menu: TYRE_IMPORT_MENU,
  summary: 'Importar neumáticos desde Excel (.xlsx, 12 MB): todo o nada; errores por fila tras "&&&&"',
  templateSummary:
    'Plantilla Excel de la importación de neumáticos (con el catálogo vigente en la hoja Ayuda)',
  templateFileName: 'neumaticos.xlsx',
  run: importTyres,
  template: (db) => tyreTemplate(db),
});
