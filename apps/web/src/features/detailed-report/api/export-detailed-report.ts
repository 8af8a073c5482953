import type { DetailedReportFilter } from '@huella/contracts';
import { downloadSpreadsheet } from '../../../lib/spreadsheet-download';

/** GET excel/reportedetalladoporcliente: every reading of the period (the server streams it in batches). */
export const exportDetailedReport = (clientId: number, filters: DetailedReportFilter) =>
  downloadSpreadsheet(
    '/excel/reportedetalladoporcliente',
    { id_cliente: clientId, ...filters, extension: 'xlsx' },
    { fallbackName: `reporte-detallado-${filters.fecha_inicial}-a-${filters.fecha_final}.xlsx` },
  );
