import type { ScrapGrouping, ScrapLossFilter } from '@huella/contracts';
import { downloadSpreadsheet, SPREADSHEET_TEXT } from '../../../lib/spreadsheet-download';

// Spec 3 §8: a report export that answers anything but a spreadsheet says so.
const REPORT_EXPORT = { wrongTypeMessage: SPREADSHEET_TEXT.noEsExcel } as const;

/** The months of the reason export (spec 3 §7: optional month1, month2; the whole year when absent). */
export interface MonthRange {
  month1: number;
  month2: number;
}

/** GET excel/reportescrapmotivo {year, month1, month2} or excel/reportescrapmarca {year}. */
export const exportScrapReport = (
  clientId: number,
  grouping: ScrapGrouping,
  year: number,
  months?: MonthRange,
) =>
  grouping === 'motivo'
    ? downloadSpreadsheet(
        '/excel/reportescrapmotivo',
        { id_cliente: clientId, year, month1: months?.month1, month2: months?.month2 },
        { ...REPORT_EXPORT, fallbackName: `ScrapMotivo-${year}.xlsx` },
      )
    : downloadSpreadsheet(
        '/excel/reportescrapmarca',
        { id_cliente: clientId, year },
        { ...REPORT_EXPORT, fallbackName: `ScrapMarca-${year}.xlsx` },
      );

/** GET excel/reporteperdidasscrap with the filters of the table on screen. */
export const exportScrapLosses = (clientId: number, filters: ScrapLossFilter) =>
  downloadSpreadsheet(
    '/excel/reporteperdidasscrap',
    // Empty filters (null) are left out of the address.
    { id_cliente: clientId, ...filters },
    { ...REPORT_EXPORT, fallbackName: `PerdidasScrap-${filters.fecha_inicial}-${filters.fecha_final}.xlsx` },
  );
