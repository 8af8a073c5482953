import { useSpreadsheetExport } from '../../../components/use-spreadsheet-export';
import { INSPECTION_EXPORT_TEXT } from '../api/export-inspections';

/**
 * Runs an inspection export with the notices of spec 2 §8: 'Exportando Inspecciones...' while the file
 * streams, then 'Archivo exportado correctamente' or the failure's message in an alert.
 */
export const useInspectionExport = () =>
  useSpreadsheetExport(INSPECTION_EXPORT_TEXT.exportando, { errorDuration: 6000 });
