import type { EtlExportRequest } from '@huella/contracts';
import { postSpreadsheet } from '../../../lib/spreadsheet-download';

/**
 * POST excel/reporteetlinspecciones {fechainicio, fechafin, condicion}: every matching reading, one row each (the
 * server streams it in batches). A refusal (403, 422) carries the server's message, a `{exito, mensaje}` reply
 * its mensaje; any other answer that is not the spreadsheet says 'Sucedió un error, intentelo nuevamente'
 * (spec 3 §8).
 */
export const exportEtlInspections = (filter: EtlExportRequest) =>
  postSpreadsheet('/excel/reporteetlinspecciones', filter, {
    fallbackName: `ReporteETLInspecciones-${filter.fechainicio}-${filter.fechafin}.xlsx`,
  });
