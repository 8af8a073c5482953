import type { EtlExportRequest } from '@huella/contracts';
import { download, EXPORT_TYPES, fetchFile } from '../../../lib/download';
import { SPREADSHEET_TEXT } from '../../../lib/spreadsheet-download';

/**
 * POST excel/reporteetlinspecciones {fechainicio, fechafin, condicion}: every matching reading, one row each (the
 * server streams it in batches). A refusal (403, 422) carries the server's message; any answer that is not the
 * spreadsheet says 'Sucedió un error, intentelo nuevamente' (spec 3 §8).
 */
export async function exportEtlInspections(filter: EtlExportRequest): Promise<void> {
  const file = await fetchFile('/excel/reporteetlinspecciones', filter, {
    fallbackName: `ReporteETLInspecciones-${filter.fechainicio}-${filter.fechafin}.xlsx`,
    acceptTypes: [EXPORT_TYPES['.xlsx']],
    wrongTypeMessage: SPREADSHEET_TEXT.errorIntente,
  });
  download(file.blob, file.fileName);
}
