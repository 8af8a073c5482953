import { and, count, eq } from 'drizzle-orm';
import { neumaticos } from '../../db/schema/index';
import { spreadsheetImportRoutes } from '../../lib/spreadsheet-import-routes';
import { insertedNow, withImportAction } from '../vehicles/vehicle-import.routes';
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
  // One action per successful import, written in the import's own transaction (withImportAction).
  run: async (db, params) =>
    importTyres(
      await withImportAction(db, params, async (tx) => {
        const [row] = await tx
          .select({ total: count() })
          .from(neumaticos)
          .where(and(eq(neumaticos.id_cliente, params.clientId), insertedNow(neumaticos.created_at)));
        const total = row?.total ?? 0;
        return {
          modulo: 'neumaticos',
          accion: 'Importar',
          vista: 'Importar neumáticos',
          detalle: total === 1 ? '1 neumático importado' : `${total} neumáticos importados`,
        };
      }),
      params,
    ),
  template: (db) => tyreTemplate(db),
});
